import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isKept } from '../db/content-cache.ts';
import { addVary, brotliParams } from './compression.ts';
import { addValidatedHeaders } from './etag.ts';

/** Compressed once per version of a page, so at a higher quality than per-request compression. */
const STORED_BROTLI_QUALITY = 8;
/**
 * A kept API answer is often asked for once (a listing key changes with every filter): for JSON of
 * a dozen products quality 5 is four times faster than 8 and as small within a few bytes.
 */
const KEPT_ANSWER_BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip';

/**
 * Bodies up to this size are held as text of one character per byte (Latin-1), which Node writes
 * together with the answer's head in one call to the socket; a Buffer goes as a second part of a
 * gathered write, which cost a small answer about a tenth of its CPU time (decision 101). Node
 * tries an answer of up to 16 KiB, head included, at once from its stack.
 */
export const ONE_WRITE_LIMIT_BYTES = 16 * 1024;

/**
 * One encoding of a body, with its validator. Its bytes as sent: up to ONE_WRITE_LIMIT_BYTES as
 * Latin-1 text (its length is its size in bytes), a larger body as a Buffer.
 */
export interface StoredVariant {
  bytes: Buffer | string;
  etag: string;
}

/** A variant's bytes as a Buffer (the held text is converted). */
export const bytesOf = (variant: StoredVariant): Buffer =>
  typeof variant.bytes === 'string' ? Buffer.from(variant.bytes, 'latin1') : variant.bytes;

/**
 * A body kept in memory, compressed once, with its validators: a page or an API answer
 * (`storeBody`), or a file of the web build with the compressed copies the build wrote
 * (`storeFile`).
 */
export interface StoredBody {
  br?: StoredVariant;
  gzip?: StoredVariant;
  /** The body itself; a page keeps only its compressed bytes (see sendStored). */
  identity?: StoredVariant;
  /** The encodings held, brotli first, for the negotiation. */
  encodings: readonly Encoding[];
  /** The bytes held in all. */
  bytes: number;
  /** The ETag of a body whose encodings share one (a weak one); a file's differ per encoding. */
  etag?: string;
}

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('base64url');

/**
 * The variants, each as text (small) or in bytes of its own (`ownBytes`), with the encodings held
 * and their size.
 */
function stored(given: Omit<StoredBody, 'encodings' | 'bytes'>): StoredBody {
  const own = (variant: StoredVariant | undefined) =>
    variant && { bytes: heldBytes(bytesOf(variant)), etag: variant.etag };
  const variants = { ...given, br: own(given.br), gzip: own(given.gzip), identity: own(given.identity) };
  const encodings = encodingSet((['br', 'gzip'] as const).filter((encoding) => variants[encoding]));
  const bytes = [variants.br, variants.gzip, variants.identity].reduce(
    (sum, variant) => sum + (variant?.bytes.length ?? 0),
    0,
  );
  return { ...variants, encodings, bytes };
}

/** Bytes to hold: up to ONE_WRITE_LIMIT_BYTES as Latin-1 text (a string of its own), else `ownBytes`. */
function heldBytes(view: Buffer): Buffer | string {
  return view.byteLength <= ONE_WRITE_LIMIT_BYTES ? view.toString('latin1') : ownBytes(view);
}

/**
 * Bytes to keep, in memory of their own. A compressor's answer is a view into its 16 KiB output
 * chunk, and a small Buffer a slice of Node's 64 KiB pool: a kept body of 1 KiB would hold the
 * whole chunk or slab, with whatever short-lived bytes share it (decision 084).
 */
function ownBytes(view: Buffer): Buffer {
  if (view.byteLength === view.buffer.byteLength) return view;
  const own = Buffer.allocUnsafeSlow(view.byteLength);
  view.copy(own);
  return own;
}

/** `body` compressed both ways once, with one ETag for both. */
export function storeBody(body: string | Buffer, brotliQuality = STORED_BROTLI_QUALITY): StoredBody {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const br = brotliCompressSync(raw, { params: brotliParams(raw.length, brotliQuality) });
  const gzip = gzipSync(raw, { level: 9 });
  // Weak: the same for each encoding of the body, as etag.ts makes it for the listings.
  const etag = `W/"${sha1(raw)}"`;
  return stored({ br: { bytes: br, etag }, gzip: { bytes: gzip, etag }, etag });
}

/**
 * A file as the build wrote it, with the compressed copies it wrote beside it (`undefined` where
 * it wrote none, as for files too small to gain). Each encoding has its own strong ETag: they are
 * other bytes.
 */
export function storeFile(raw: Buffer, copies: Partial<Record<Encoding, Buffer>>): StoredBody {
  const variant = (bytes: Buffer | undefined) => (bytes ? { bytes, etag: `"${sha1(bytes)}"` } : undefined);
  return stored({ identity: variant(raw), br: variant(copies.br), gzip: variant(copies.gzip) });
}

/** The sets of encodings a body can hold, one array each: the choices are remembered per set. */
const ENCODING_SETS: readonly (readonly Encoding[])[] = [['br', 'gzip'], ['br'], ['gzip'], []];
const encodingSet = (held: readonly Encoding[]) =>
  ENCODING_SETS.find(
    (set) => set.length === held.length && set.every((encoding, i) => held[i] === encoding),
  )!;

/**
 * What a client's Accept-Encoding chooses among a set of encodings; a few headers are common, so
 * the choices are remembered per set (no key is built per request).
 */
const chosen = new Map<readonly Encoding[], Map<string, Encoding | undefined>>(
  ENCODING_SETS.map((set) => [set, new Map()]),
);
let choicesHeld = 0;
function chooseEncoding(header: string, encodings: readonly Encoding[]): Encoding | undefined {
  const choices = chosen.get(encodings)!;
  if (choices.has(header)) return choices.get(header);
  const encoding = negotiate(header, encodings as Encoding[]) as Encoding | undefined;
  // Remembered only while few: a client may send any header it likes.
  if (choicesHeld < 256) {
    choices.set(header, encoding);
    choicesHeld += 1;
  }
  return encoding;
}

/**
 * Sends a stored body as the client accepts it (HEAD as GET, without the body), or 304 when the
 * client holds it already. A page holds no uncompressed copy: only a client that takes neither
 * encoding costs a decompression.
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, body: StoredBody) {
  const encoding =
    body.encodings.length > 0
      ? chooseEncoding(request.headers['accept-encoding'] ?? '', body.encodings)
      : undefined;
  const variant = encoding
    ? body[encoding]!
    : (body.identity ?? { bytes: gunzipSync(bytesOf(body.gzip!)), etag: body.gzip!.etag });
  reply.header('etag', variant.etag);
  if (body.encodings.length > 0) addVary(reply, 'accept-encoding');
  const held = request.headers['if-none-match'];
  if (held?.split(',').some((tag) => tag.trim() === variant.etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  if (typeof variant.bytes === 'string') return sendInOneWrite(request, reply, variant.bytes);
  return reply.send(variant.bytes);
}

/**
 * Sends held text (Latin-1, one character per byte) with the answer's head in one write, past
 * Fastify's sending: it would write the text as UTF-8. Every header is set by now but those the
 * send hooks add, which for such an answer only the ETag plugin's are (compression has nothing to
 * do, and a read settles no write); the answer hooks (metrics, the log) run as for any answer.
 */
function sendInOneWrite(request: FastifyRequest, reply: FastifyReply, text: string) {
  addValidatedHeaders(request, reply);
  reply.hijack();
  const headers = reply.getHeaders();
  headers['content-length'] = text.length;
  reply.raw.writeHead(reply.statusCode, headers as OutgoingHttpHeaders);
  reply.raw.end(text, 'latin1');
  return reply;
}

/**
 * Sends a route's answer. One a content cache holds (db/content-cache.ts) is serialized and
 * compressed once, the bytes kept beside it for as long as it is held, and sent with their ETag;
 * any other answer (a signed-in view, a fresh read) goes the usual way.
 */
export function keptAnswers() {
  const bodies = new WeakMap<object, StoredBody>();
  return (request: FastifyRequest, reply: FastifyReply, value: unknown) => {
    if (!isKept(value)) return reply.send(value);
    let body = bodies.get(value);
    if (!body) {
      body = storeBody(String(reply.serialize(value)), KEPT_ANSWER_BROTLI_QUALITY);
      bodies.set(value, body);
    }
    reply.type('application/json; charset=utf-8');
    return sendStored(request, reply, body);
  };
}

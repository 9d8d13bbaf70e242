import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Fast enough to run per request: quality 3 takes about half the time of 4 for 1–6 % more bytes
 * (decision 090). The built assets are compressed once, at the highest quality, and the kept pages
 * and answers at a higher one (stored-body.ts).
 */
const BROTLI_QUALITY = 3;

/**
 * Buffered answers up to this size are compressed in one call on the request's own thread; larger
 * ones (rare: a list's pages are capped) go through a compression stream.
 */
export const ONE_SHOT_LIMIT_BYTES = 1024 * 1024;

/**
 * The smallest Brotli window that holds a body of `size` bytes whole (a window of 2^bits holds
 * 2^bits − 16), never above Brotli's default. The encoder's ring buffer is twice its window or
 * input block: with the default window every body over 64 KiB got one of 8 MB (decision 087).
 */
export function brotliWindowBits(size: number): number {
  const fits = Math.ceil(Math.log2(size + 16));
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, fits));
}

/** Brotli's parameters for a body of `size` bytes at `quality`: its window and tables sized to it. */
export const brotliParams = (size: number, quality = BROTLI_QUALITY) => ({
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
  [constants.BROTLI_PARAM_SIZE_HINT]: size,
});

/**
 * The one-shot compressors @fastify/compress calls for a buffered answer: brotli with its window
 * and tables sized to the body, so it allocates for that (decisions 085 and 087).
 */
const oneShot = {
  brotliCompressSync: (body: Buffer) => brotliCompressSync(body, { params: brotliParams(body.length) }),
  gzipSync: (body: Buffer) => gzipSync(body),
};

/**
 * Brotli or gzip, as the client accepts, for every dynamic answer of at least 1 KiB: API JSON,
 * feeds, error answers (decision 028). The built assets come precompressed and are sent as they
 * are (web-app.ts). The live notifications stream writes to the socket itself, and
 * `text/event-stream` is never compressed, so no event waits in a compressor's buffer. An answer
 * held whole (up to 1 MiB) is compressed in one call sized to it, never through a new stream. Request
 * bodies are not decompressed: the shop takes none compressed.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // By default only answers below 8 KiB (on two cores) are compressed in one call; every larger
    // one (an admin list of 50 orders is 66 KB) got a new compression stream of its own.
    syncThreshold: ONE_SHOT_LIMIT_BYTES,
    zlib: oneShot,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
});

/**
 * Adds `header` to the answer's Vary, once. Called for most answers: the usual cases (no Vary yet,
 * or one that names it already) build no list.
 */
export function addVary(reply: FastifyReply, header: string) {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', header);
    return;
  }
  const text = Array.isArray(current) ? current.join(',') : String(current);
  const wanted = header.toLowerCase();
  if (text.toLowerCase() === wanted) return;
  const values = text.split(',');
  if (!values.some((value) => value.trim().toLowerCase() === wanted)) {
    reply.header('vary', [...values.map((value) => value.trim()).filter(Boolean), header].join(', '));
  }
}

/**
 * Sends `body` compressed as the client accepts, for the one answer the plugin above cannot reach:
 * the not-found handler's HTML shell (@fastify/compress hooks into routes, and that handler is
 * none). Same threshold and encodings.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  if (Buffer.byteLength(body) < COMPRESSION_THRESHOLD_BYTES) return reply.send(body);
  addVary(reply, 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br')
    return reply.header('content-encoding', 'br').send(oneShot.brotliCompressSync(Buffer.from(body)));
  if (encoding === 'gzip')
    return reply.header('content-encoding', 'gzip').send(oneShot.gzipSync(Buffer.from(body)));
  return reply.send(body);
}

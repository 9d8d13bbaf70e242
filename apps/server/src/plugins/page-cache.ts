import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentTopic, ContentVersions, ContentVersionsService } from '../db/content-versions.ts';
import { addVary } from './compression.ts';

/** Compressed once per version of a page, so at a higher quality than per-request compression. */
const STORED_BROTLI_QUALITY = 8;

/** A body kept in memory, compressed once, with its validator. */
export interface StoredBody {
  etag: string;
  br: Buffer;
  gzip: Buffer;
  bytes: number;
}

/** `body` compressed both ways once, and its ETag. */
export function storeBody(body: string | Buffer): StoredBody {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gzip = gzipSync(raw, { level: 9 });
  // Weak: the same for each encoding of the body, as etag.ts makes it for the listings.
  const etag = `W/"${createHash('sha1').update(raw).digest('base64url')}"`;
  return { etag, br, gzip, bytes: br.length + gzip.length };
}

/**
 * Sends a stored body as the client accepts it (HEAD as GET, without the body), or 304 when the
 * client holds it already. Only a client that takes neither encoding costs a decompression.
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, body: StoredBody) {
  reply.header('etag', body.etag);
  addVary(reply, 'accept-encoding');
  const held = request.headers['if-none-match'];
  if (held?.split(',').some((tag) => tag.trim() === body.etag)) return reply.code(304).send();
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(body.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(gunzipSync(body.gzip));
}

/**
 * A page as rendered: what it says, and which topics of content it showed (null: unknown); `shell`
 * when the browser renders it (the HTML shell is sent, kept on its own).
 */
export interface RenderedPage {
  status: number;
  html: string;
  shell?: boolean;
  retryAfterSeconds?: number;
  topics: ReadonlySet<ContentTopic> | null;
}

interface Entry {
  body: StoredBody;
  topics: ContentTopic[];
  versions: ContentVersions;
  storedAt: number;
}

/** What `page` answers: a page from memory, or one rendered now (kept when it may be). */
export type CachedAnswer =
  | { kind: 'stored'; body: StoredBody; hit: boolean }
  | { kind: 'fresh'; page: RenderedPage };

/**
 * The server-rendered pages a guest gets, kept in memory per address with their compressed bytes
 * (decision 072). A page is kept when it rendered fully (200) and every API call it made names its
 * topics; it is served until one of those topics changes (the database announces it,
 * db/content-versions.ts) or `maxAgeMs` passes (what time alone changes: "3 dagen geleden", the
 * 30 days of a struck price). Concurrent requests for a page not in memory share one rendering.
 * The least recently used pages go first when the pages together pass `maxBytes`.
 */
export function createPageCache({
  versions,
  maxBytes = 32 * 1024 * 1024,
  maxAgeMs = 60_000,
  now = Date.now,
}: {
  versions: ContentVersionsService;
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}) {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.bytes;
  };

  function current(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt >= maxAgeMs || !versions.unchangedSince(entry.versions, entry.topics)) {
      drop(key);
      return undefined;
    }
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function keep(
    key: string,
    body: StoredBody,
    topics: ContentTopic[],
    seen: ContentVersions,
    storedAt: number,
  ) {
    drop(key);
    // A page rendered while one of its topics changed may show the old content: not kept.
    if (!versions.unchangedSince(seen, topics) || body.bytes > maxBytes) return;
    entries.set(key, { body, topics, versions: seen, storedAt });
    bytes += body.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function renderAndKeep(key: string, render: () => Promise<RenderedPage>): Promise<CachedAnswer> {
    // The counts before rendering: a change during the rendering leaves the page out of memory.
    const seen = versions.now();
    const storedAt = now();
    const page = await render();
    if (page.status !== 200 || page.retryAfterSeconds || page.shell || !page.topics)
      return { kind: 'fresh', page };
    const body = storeBody(page.html);
    keep(key, body, [...page.topics], seen, storedAt);
    return { kind: 'stored', body, hit: false };
  }

  return {
    /** The page at `key`: from memory while current, else rendered once for all who ask now. */
    async page(key: string, render: () => Promise<RenderedPage>): Promise<CachedAnswer> {
      const entry = current(key);
      if (entry) return { kind: 'stored', body: entry.body, hit: true };
      const pending = rendering.get(key);
      if (pending) return pending;
      const answer = renderAndKeep(key, render).finally(() => rendering.delete(key));
      rendering.set(key, answer);
      return answer;
    },

    /** How many pages and bytes are in memory (for the metrics and the tests). */
    size(): { pages: number; bytes: number } {
      return { pages: entries.size, bytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

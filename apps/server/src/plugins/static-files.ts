import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type StoredBody, sendStored, storeFile } from './stored-body.ts';

/** The types of what the web build writes; anything else goes as bytes. */
const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
};

/** A file of the web build, held in memory. */
export interface HeldFile {
  /** Its address: `/assets/main-6YsbL2_s.js`. */
  url: string;
  type: string;
  cacheControl: string;
  body: StoredBody;
}

/** The compressed copies the build writes beside a file: encodings of it, not files of their own. */
const isCompressedCopy = (name: string) => name.endsWith('.br') || name.endsWith('.gz');

/** Every file under `dir`, as paths relative to `root`; hidden ones (`.vite/`) are not the site's. */
function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(root, full);
    return entry.isFile() && !isCompressedCopy(entry.name) ? [path.relative(root, full)] : [];
  });
}

/**
 * The web build's files (a few MB), read once with their brotli and gzip copies. Hashed assets
 * (`assets/`) never change under their name and are cached for a year; the others for an hour.
 */
export function readWebBuild(root: string): HeldFile[] {
  return filesUnder(root).map((relative) => {
    const file = path.join(root, relative);
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const immutable = relative.split(path.sep)[0] === 'assets';
    return {
      url: `/${relative.split(path.sep).join('/')}`,
      type: contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      body: storeFile(readFileSync(file), { br: copy('.br'), gzip: copy('.gz') }),
    };
  });
}

/**
 * One route per file of the web build (HEAD as GET), answered from memory: no file system, no
 * stream, no compression per request; the client's encoding is one the build wrote, and its ETag
 * answers 304. A file added after the start is not served (the build is replaced as a whole).
 */
export function serveWebBuild(app: FastifyInstance, files: readonly HeldFile[]) {
  for (const file of files) {
    app.get(file.url, { compress: false, schema: { hide: true } }, (request, reply) => {
      reply.type(file.type).header('cache-control', file.cacheControl);
      sendStored(request, reply, file.body);
    });
  }
}

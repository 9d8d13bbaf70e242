import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addVary } from './compression.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer 304 when the client's If-None-Match equals the body's hash. */
    etag?: boolean;
  }
}

/** ETag + 304 for the public listings that opt in with `config: { etag: true }` (HEAD as GET). */
export const etagPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!request.routeOptions.config.etag || !read || reply.statusCode !== 200) return done(null, payload);
    reply.header('cache-control', 'no-cache');
    addVary(reply, 'Authorization');
    // A body kept with its ETag (stored-body.ts: storeBody, sendStored) brought it, and its 304.
    if (reply.hasHeader('etag')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
});

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { addVary } from './compression.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer 304 when the client's If-None-Match equals the body's hash. */
    etag?: boolean;
  }
}

/**
 * What a 200 to a GET of a route with `config: { etag: true }` carries besides its ETag: to be
 * checked again before each use, and per caller (a signed-in admin's list differs). Whether it is
 * one. Called by the send hook below, and for the answers sent past it (stored-body.ts).
 */
export function addValidatedHeaders(request: FastifyRequest, reply: FastifyReply): boolean {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!request.routeOptions.config.etag || !read || reply.statusCode !== 200) return false;
  reply.header('cache-control', 'no-cache');
  addVary(reply, 'Authorization');
  return true;
}

/**
 * ETag + 304 for the public listings that opt in with `config: { etag: true }` (HEAD as GET).
 * Register before any route: it adds its hook to those routes as they are registered.
 */
export const etagPlugin = fp(async (app: FastifyInstance) => {
  const validate: onSendHookHandler = (request, reply, payload, done) => {
    if (!addValidatedHeaders(request, reply)) return done(null, payload);
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
  };
  // On the routes that opt in only: every other answer is spared the hook.
  app.addHook('onRoute', (route) => {
    if (route.config?.etag) route.onSend = [...[route.onSend ?? []].flat(), validate];
  });
});

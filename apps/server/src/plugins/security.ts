import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { clientKey } from '../lib/client-address.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

/**
 * The headers Helmet sets for `options`, worked out once: none of them depends on the request (no
 * nonces), so every answer gets the same ones without Helmet running for each request.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Security headers with a strict Content-Security-Policy, and opt-in per-route rate limits. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (e.g. widths); no inline scripts are ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product images may be URLs an admin entered.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: app.config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: app.config.env === 'production',
  });
  // A hook with a callback: an async one costs every request a promise more.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    // An IPv6 client by its /64: a line that hands out ever new addresses is still one client.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: () => tooManyRequests(),
    ...sharedCounters(app),
  });
});

/**
 * Where the limits count (decision 066): in Redis when REDIS_URL is set, in PostgreSQL when the
 * shop runs on it (any number of processes then count together), and in the process's memory on
 * the embedded database, which only one process can open.
 */
function sharedCounters(app: FastifyInstance) {
  if (app.config.redisUrl) {
    const redis = new Redis(app.config.redisUrl, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      // Commands fail at once while Redis is away instead of waiting in a queue.
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis for the rate limits is unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Limits are a safeguard: while Redis is away, requests go through rather than fail.
    return { redis, nameSpace: 'loopvoeding-rate-limit-', skipOnError: true };
  }
  if (app.database.driver === 'postgres') return { store: postgresRateLimitStore(app.db) };
  return {};
}

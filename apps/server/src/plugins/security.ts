import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientKey } from '../lib/client-address.ts';
import { tooManyRequests } from '../lib/http-errors.ts';

/** Security headers with a strict Content-Security-Policy, and opt-in per-route rate limits. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
  await app.register(rateLimit, {
    global: false,
    // An IPv6 client by its /64: a line that hands out ever new addresses is still one client.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: () => tooManyRequests(),
  });
});

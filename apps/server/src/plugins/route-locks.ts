import { routeLockMessages } from '@shop/shared/route-lock';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteLocksService } from '../features/route-locks/route-locks.service.ts';
import { locked } from '../lib/http-errors.ts';

/** Calls no lock may block: signing in (an admin must always reach the lock screen) and health checks. */
const NEVER_LOCKED = new Set(['/auth/login', '/auth/refresh', '/auth/logout', '/health', '/ready']);

/** The API path after `/api`, decoded segment by segment, without query; undefined outside the API. */
function apiPath(url: string): string | undefined {
  const path = url.split('?')[0]!;
  if (path !== '/api' && !path.startsWith('/api/')) return undefined;
  const segments = path
    .slice(4)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return `/${segments.join('/')}`;
}

/**
 * Enforces the route locks on every API call, after the caller is known: a blocked call answers
 * 423 with the lock's reason. Admins are never blocked.
 */
export const routeLocksPlugin = fp(
  async (app: FastifyInstance, { routeLocks }: { routeLocks: RouteLocksService }) => {
    app.addHook('onRequest', async (request) => {
      if (request.user?.role === 'admin') return;
      const path = apiPath(request.url);
      if (path === undefined || NEVER_LOCKED.has(path)) return;
      const lock = routeLocks.blocking({
        method: request.method === 'HEAD' ? 'GET' : request.method,
        path,
        role: request.user ? 'user' : 'guest',
      });
      if (lock) throw locked(lock.reason || routeLockMessages.defaultReason);
    });
  },
);

import { type LockableRole, routeLockMessages } from '@shop/shared/route-lock';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { locked } from '../lib/http-errors.ts';
import { apiSegments } from '../lib/request-path.ts';

/** What the plugin needs of the route locks (the route-locks service is one): the lock blocking a call. */
export interface RouteLockGate {
  blocking(call: {
    method: string;
    path: readonly string[];
    role: LockableRole;
  }): { reason: string | null } | undefined;
}

/** Calls no lock may block: signing in (an admin must always reach the lock screen) and health checks. */
const NEVER_LOCKED = new Set(['auth/login', 'auth/refresh', 'auth/logout', 'health', 'ready']);

/**
 * Enforces the route locks on every API call, after the caller is known, on the path the router
 * matched: a blocked call answers 423 with the lock's reason. Admins are never blocked.
 */
export const routeLocksPlugin = fp(
  async (app: FastifyInstance, { routeLocks }: { routeLocks: RouteLockGate }) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.user?.role === 'admin') return done();
      // The path the router matched, never the raw address (decision 033).
      const path = apiSegments(request);
      if (path === undefined || NEVER_LOCKED.has(path.join('/'))) return done();
      const lock = routeLocks.blocking({
        method: request.method === 'HEAD' ? 'GET' : request.method,
        path,
        role: request.user ? 'user' : 'guest',
      });
      done(lock ? locked(lock.reason || routeLockMessages.defaultReason) : undefined);
    });
  },
);

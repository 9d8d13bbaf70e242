import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { createKeyedQueue } from '../lib/keyed-queue.ts';
import { routeReadsOnly } from '../lib/read-methods.ts';

/**
 * One account's writes run at most two at a time in this process; the rest wait their turn in
 * memory, not for a database connection, so a burst of parallel calls from one account (a
 * double-clicking user, a script) never takes the pool that everybody else needs (decision 032).
 * A call that waits longer than 10 s answers 503 "busy". Guests' calls and reads are not queued.
 * Register before any route: it wraps each route's handler as the route is registered.
 */
export const accountWritesPlugin = fp(async (app: FastifyInstance) => {
  const queue = createKeyedQueue({ concurrency: 2, maxWaitMs: 10_000 });
  app.addHook('onRoute', (route) => {
    if (routeReadsOnly(route.method)) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function queued(request, reply) {
      const user = request.user;
      if (!user) return handler.call(this, request, reply);
      return queue.run(user.id, async () => handler.call(this, request, reply));
    };
  });
});

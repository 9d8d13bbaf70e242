import type { FastifyInstance, FastifySchema, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A registered route as the security tests walk it: method, URL pattern, its per-address limit;
 * and as the test of the API document reads it: its schema and handler as the route file wrote them.
 */
export interface RouteEntry {
  method: string;
  url: string;
  /** Requests a minute per client address, for a route with a limit of its own. */
  rateLimitMax: number | undefined;
  schema: FastifySchema | undefined;
  handler: RouteHandlerMethod;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered: the security tests walk them all. */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route registered after it (HEAD aside) in `app.routeTable`; register it first, so
 * it sees each route before any other plugin changes it.
 */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', ({ method, url, config: routeConfig, schema, handler }) => {
    const limit = (routeConfig as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit?.max;
    const rateLimitMax = typeof limit === 'number' ? limit : undefined;
    for (const one of [method].flat())
      if (one !== 'HEAD') routeTable.push({ method: one, url, rateLimitMax, schema, handler });
  });
});

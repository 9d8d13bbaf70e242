import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A registered route as the security tests walk it: method, URL pattern, its per-address limit. */
export interface RouteEntry {
  method: string;
  url: string;
  /** Requests a minute per client address, for a route with a limit of its own. */
  rateLimitMax: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered: the security tests walk them all. */
    routeTable: RouteEntry[];
  }
}

/** Records every route registered after it (HEAD aside) in `app.routeTable`; register it first. */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', ({ method, url, config: routeConfig }) => {
    const limit = (routeConfig as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit?.max;
    const rateLimitMax = typeof limit === 'number' ? limit : undefined;
    for (const one of [method].flat())
      if (one !== 'HEAD') routeTable.push({ method: one, url, rateLimitMax });
  });
});

import type { IncomingHttpHeaders } from 'node:http';
import { trackVisitSchema } from '@shop/shared/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalyticsService } from './analytics.service.ts';

/**
 * Whether the visitor's browser asks not to be followed: `DNT: 1` (Do Not Track) or `Sec-GPC: 1`
 * (Global Privacy Control). Their views still count, tied to no account (decision 063).
 */
export const declinesTracking = (headers: IncomingHttpHeaders): boolean =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';

/**
 * POST /api/analytics/track: anyone's page view (with the token when there is one, unless the
 * browser declines tracking); rate limited.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  rateLimitMax: number;
}> = async (app, { analytics, rateLimitMax }) => {
  app.post(
    '/track',
    {
      // A visitor reads several pages a minute; far more is a script.
      config: { rateLimit: { max: rateLimitMax * 6, timeWindow: '1 minute' }, changesNoContent: true },
      schema: { body: trackVisitSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const userId = declinesTracking(request.headers) ? null : (request.user?.id ?? null);
      await analytics.track(request.body, userId);
      return reply.status(204).send(null);
    },
  );
};

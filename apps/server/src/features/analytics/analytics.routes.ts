import { trackVisitSchema } from '@shop/shared/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalyticsService } from './analytics.service.ts';

/** POST /api/analytics/track: anyone's page view (with the token when there is one); rate limited. */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  rateLimitMax: number;
}> = async (app, { analytics, rateLimitMax }) => {
  app.post(
    '/track',
    {
      // A visitor reads several pages a minute; far more is a script.
      config: { rateLimit: { max: rateLimitMax * 6, timeWindow: '1 minute' } },
      schema: { body: trackVisitSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await analytics.track(request.body, request.user?.id ?? null);
      return reply.status(204).send(null);
    },
  );
};

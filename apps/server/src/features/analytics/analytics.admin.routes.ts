import { visitQuerySchema, visitSchema, visitSummarySchema } from '@shop/shared/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListSchema } from '../../lib/route-shapes.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** /api/admin/analytics: the visit table and its summary, admins only. */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get('/visits', { schema: pagedListSchema(visitQuerySchema, visitSchema) }, async (request) =>
    analytics.visits(request.query),
  );
  app.get(
    '/summary',
    { schema: { querystring: visitQuerySchema, response: { 200: visitSummarySchema } } },
    async (request) => analytics.summary(request.query),
  );
};

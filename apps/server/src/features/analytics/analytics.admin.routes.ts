import { visitQuerySchema, visitSchema, visitSummarySchema } from '@shop/shared/analytics';
import { pagedSchema } from '@shop/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsService } from './analytics.service.ts';

/** /api/admin/analytics: the visit table and its summary, admins only. */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get(
    '/visits',
    { schema: { querystring: visitQuerySchema, response: { 200: pagedSchema(visitSchema) } } },
    async (request) => analytics.visits(request.query),
  );
  app.get(
    '/summary',
    { schema: { querystring: visitQuerySchema, response: { 200: visitSummarySchema } } },
    async (request) => analytics.summary(request.query),
  );
};

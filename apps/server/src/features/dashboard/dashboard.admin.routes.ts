import { dashboardQuerySchema, dashboardSchema } from '@shop/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.ts';

/** /api/admin/dashboard: the owner's figures for a period, admins only. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/',
    { schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
    async (request) => dashboard.figures(request.query),
  );
};

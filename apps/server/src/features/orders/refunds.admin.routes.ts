import { idParamsSchema } from '@shop/shared/api';
import { orderSchema } from '@shop/shared/order';
import { refundIdParamsSchema, refundInputSchema } from '@shop/shared/refund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { RefundsService } from './refunds.service.ts';

/**
 * /api/orders/:id/refunds: the admin pays back lines and shipping of a paid order through the
 * payment provider, and says when the goods came back (decision 057).
 */
export const refundsAdminRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  app.post(
    '/:id/refunds',
    { schema: { params: idParamsSchema, body: refundInputSchema, response: { 200: orderSchema } } },
    async (request) => refunds.refund(request.params.id, request.body, currentUser(request).id),
  );

  app.post(
    '/:id/refunds/:refundId/returned',
    { schema: { params: refundIdParamsSchema, response: { 200: orderSchema } } },
    async (request) => refunds.markReturned(request.params.id, request.params.refundId),
  );
};

import { idParamsSchema } from '@shop/shared/api';
import { orderSchema } from '@shop/shared/order';
import { withdrawalInputSchema } from '@shop/shared/refund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { RefundsService } from './refunds.service.ts';

/**
 * /api/orders/my/:id/cancel and …/withdrawal: the buyer cancels a paid order not yet shipped, or
 * withdraws lines of it within the withdrawal period (decision 057); someone else's order is 404.
 */
export const refundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (app, { refunds }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/my/:id/cancel',
    { schema: { params: idParamsSchema, response: { 200: orderSchema } } },
    async (request) => refunds.cancel(request.params.id, currentUser(request).id),
  );

  app.post(
    '/my/:id/withdrawal',
    { schema: { params: idParamsSchema, body: withdrawalInputSchema, response: { 200: orderSchema } } },
    async (request) => refunds.withdraw(request.params.id, currentUser(request), request.body),
  );
};

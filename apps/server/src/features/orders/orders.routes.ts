import { idParamsSchema } from '@shop/shared/api';
import { orderListQuerySchema, orderSchema } from '@shop/shared/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListSchema } from '../../lib/route-shapes.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { OrdersService } from './orders.service.ts';

/** /api/orders/my: a user's own orders; someone else's order is 404. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.addHook('onRequest', requireUser);

  app.get('/my', { schema: pagedListSchema(orderListQuerySchema, orderSchema) }, async (request) =>
    orders.listMine(request.query, currentUser(request).id),
  );

  app.get(
    '/my/:id',
    { schema: { params: idParamsSchema, response: { 200: orderSchema } } },
    async (request) => orders.mine(request.params.id, currentUser(request).id),
  );
};

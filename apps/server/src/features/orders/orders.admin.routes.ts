import { idParamsSchema } from '@shop/shared/api';
import { orderListQuerySchema, orderSchema, orderStatusUpdateSchema } from '@shop/shared/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteById, pagedListSchema } from '../../lib/route-shapes.ts';
import type { OrdersService } from './orders.service.ts';

export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get('/', { schema: pagedListSchema(orderListQuerySchema, orderSchema) }, async (request) =>
    orders.list(request.query),
  );

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: orderSchema } } }, async (request) =>
    orders.one(request.params.id),
  );

  app.put(
    '/:id/status',
    { schema: { params: idParamsSchema, body: orderStatusUpdateSchema, response: { 200: orderSchema } } },
    async (request) => orders.changeStatus(request.params.id, request.body),
  );

  deleteById(app, (id) => orders.remove(id));
};

import { idParamsSchema, pagedSchema } from '@shop/shared/api';
import { orderListQuerySchema, orderSchema, orderStatusUpdateSchema } from '@shop/shared/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrdersService } from './orders.service.ts';

export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/',
    { schema: { querystring: orderListQuerySchema, response: { 200: pagedSchema(orderSchema) } } },
    async (request) => orders.list(request.query),
  );

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: orderSchema } } }, async (request) =>
    orders.one(request.params.id),
  );

  app.put(
    '/:id/status',
    { schema: { params: idParamsSchema, body: orderStatusUpdateSchema, response: { 200: orderSchema } } },
    async (request) => orders.changeStatus(request.params.id, request.body.status),
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await orders.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};

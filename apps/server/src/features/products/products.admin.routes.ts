import { idParamsSchema } from '@shop/shared/api';
import { productInputSchema, productSchema } from '@shop/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ProductsService } from './products.service.ts';

export const productsAdminRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.post(
    '/',
    { schema: { body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) =>
      reply.status(201).send(await products.create(request.body, currentUser(request))),
  );

  app.put(
    '/:id',
    { schema: { params: idParamsSchema, body: productInputSchema, response: { 200: productSchema } } },
    async (request) => products.update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await products.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};

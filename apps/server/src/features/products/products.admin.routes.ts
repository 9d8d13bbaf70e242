import { idParamsSchema } from '@shop/shared/api';
import { productInputSchema, productSchema } from '@shop/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteById } from '../../lib/route-shapes.ts';
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

  deleteById(app, (id) => products.remove(id));
};

import { idParamsSchema } from '@shop/shared/api';
import {
  priceChangeSchema,
  priceHistoryQuerySchema,
  productInputSchema,
  productSchema,
} from '@shop/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteById, pagedListSchema } from '../../lib/route-shapes.ts';
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

/** /api/admin/products: a product's price history (decision 050). Admins only. */
export const priceHistoryAdminRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.get(
    '/:id/price-history',
    { schema: { params: idParamsSchema, ...pagedListSchema(priceHistoryQuerySchema, priceChangeSchema) } },
    async (request) => products.priceHistory(request.params.id, request.query),
  );
};

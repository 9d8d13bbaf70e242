import { pagedSchema } from '@shop/shared/api';
import { productListQuerySchema, productSchema } from '@shop/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductsService } from './products.service.ts';

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.get(
    '/',
    {
      config: { etag: true },
      schema: { querystring: productListQuerySchema, response: { 200: pagedSchema(productSchema) } },
    },
    async (request) => products.list(request.query, request.user),
  );

  app.get(
    '/:slugOrId',
    {
      config: { etag: true },
      schema: {
        params: z.object({ slugOrId: z.string().min(1).max(200) }),
        response: { 200: productSchema },
      },
    },
    async (request) => products.get(request.params.slugOrId, request.user),
  );
};

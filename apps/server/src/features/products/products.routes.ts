import { productListQuerySchema, productSchema } from '@shop/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedListSchema } from '../../lib/route-shapes.ts';
import { type StoredBody, sendStored, storeBody } from '../../plugins/page-cache.ts';
import type { ProductsService } from './products.service.ts';

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  // A listing the service keeps (until the catalogue changes) is serialized and compressed once:
  // the same page object, the same bytes.
  const storedPages = new WeakMap<object, StoredBody>();
  app.get(
    '/',
    {
      config: { etag: true },
      schema: pagedListSchema(productListQuerySchema, productSchema),
    },
    async (request, reply) => {
      const page = await products.list(request.query, request.user);
      let body = storedPages.get(page);
      if (!body) {
        body = storeBody(String(reply.serialize(page)));
        storedPages.set(page, body);
      }
      reply.type('application/json; charset=utf-8');
      return sendStored(request, reply, body);
    },
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

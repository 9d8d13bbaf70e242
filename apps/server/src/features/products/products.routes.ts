import { productListQuerySchema, productSchema } from '@shop/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptQuery } from '../../lib/kept-queries.ts';
import { pagedListSchema } from '../../lib/route-shapes.ts';
import { keptAnswers } from '../../plugins/stored-body.ts';
import type { ProductsService } from './products.service.ts';

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  // A listing the service keeps (until the catalogue changes) is serialized and compressed once.
  const sendAnswer = keptAnswers();
  app.get(
    '/',
    {
      config: { etag: true },
      schema: pagedListSchema(keptQuery(productListQuerySchema), productSchema),
    },
    async (request, reply) => sendAnswer(request, reply, await products.list(request.query, request.user)),
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

import { shippingMethodSchema, shippingMethodsQuerySchema } from '@shop/shared/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShippingService } from './shipping.service.ts';

/** /api/shipping: what anyone may read of the shipping methods (the cart's shipping line). */
export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  app.get(
    '/methods',
    {
      config: { etag: true },
      schema: { querystring: shippingMethodsQuerySchema, response: { 200: z.array(shippingMethodSchema) } },
    },
    async (request) => shipping.active(request.query.country),
  );
};

import { idParamsSchema } from '@shop/shared/api';
import { shippingMethodInputSchema, shippingMethodSchema } from '@shop/shared/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteById } from '../../lib/route-shapes.ts';
import type { ShippingService } from './shipping.service.ts';

/** /api/admin/shipping: every shipping method, create, change and delete. Admins only. */
export const shippingAdminRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  app.get('/', { schema: { response: { 200: z.array(shippingMethodSchema) } } }, async () => shipping.list());

  app.post(
    '/',
    { schema: { body: shippingMethodInputSchema, response: { 201: shippingMethodSchema } } },
    async (request, reply) => reply.status(201).send(await shipping.create(request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: idParamsSchema,
        body: shippingMethodInputSchema,
        response: { 200: shippingMethodSchema },
      },
    },
    async (request) => shipping.update(request.params.id, request.body),
  );

  deleteById(app, shipping.remove);
};

import { idParamsSchema } from '@shop/shared/api';
import { couponInputSchema, couponListQuerySchema, couponSchema } from '@shop/shared/coupon';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteById, pagedListSchema } from '../../lib/route-shapes.ts';
import type { CouponsService } from './coupons.service.ts';

/** /api/admin/coupons: the codes a page at a time, create, change and delete. Admins only. */
export const couponsAdminRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (
  app,
  { coupons },
) => {
  app.get('/', { schema: pagedListSchema(couponListQuerySchema, couponSchema) }, async (request) =>
    coupons.list(request.query),
  );

  app.post(
    '/',
    { schema: { body: couponInputSchema, response: { 201: couponSchema } } },
    async (request, reply) => reply.status(201).send(await coupons.create(request.body)),
  );

  app.put(
    '/:id',
    { schema: { params: idParamsSchema, body: couponInputSchema, response: { 200: couponSchema } } },
    async (request) => coupons.update(request.params.id, request.body),
  );

  deleteById(app, coupons.remove);
};

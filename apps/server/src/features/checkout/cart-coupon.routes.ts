import { cartCouponInputSchema, cartCouponSchema } from '@shop/shared/coupon';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { CartCouponService } from './cart-coupon.service.ts';

/** /api/cart/coupon: the coupon code of the caller's own cart. */
export const cartCouponRoutes: FastifyPluginAsyncZod<{ cartCoupon: CartCouponService }> = async (
  app,
  { cartCoupon },
) => {
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: { response: { 200: cartCouponSchema.nullable() } } }, async (request) =>
    cartCoupon.get(currentUser(request).id),
  );

  app.put(
    '/',
    { schema: { body: cartCouponInputSchema, response: { 200: cartCouponSchema } } },
    async (request) => cartCoupon.apply(currentUser(request).id, request.body.code),
  );

  app.delete('/', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await cartCoupon.remove(currentUser(request).id);
    return reply.status(204).send(null);
  });
};

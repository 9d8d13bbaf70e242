import { cartItemSchema, cartSaveSchema } from '@shop/shared/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { CartService } from './cart.service.ts';

/** /api/cart: always the caller's own cart; there is no way to name another user's. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: { response: { 200: z.array(cartItemSchema) } } }, async (request) =>
    cart.get(currentUser(request).id),
  );

  app.post(
    '/',
    {
      config: { changesNoContent: true },
      schema: { body: cartSaveSchema, response: { 200: z.array(cartItemSchema) } },
    },
    async (request) => cart.save(currentUser(request).id, request.body),
  );

  app.delete(
    '/',
    { config: { changesNoContent: true }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await cart.clear(currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};

import {
  checkoutSessionResponseSchema,
  checkoutSessionSchema,
  checkoutSuccessSchema,
  orderStatuses,
} from '@shop/shared/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { CheckoutService } from './checkout.service.ts';

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/session',
    { schema: { body: checkoutSessionSchema, response: { 200: checkoutSessionResponseSchema } } },
    async (request) => checkout.createSession(currentUser(request), request.body, request.ip),
  );

  app.post(
    '/success',
    {
      schema: {
        body: checkoutSuccessSchema,
        response: { 200: z.object({ orderId: z.string(), status: z.enum(orderStatuses) }) },
      },
    },
    async (request) => checkout.confirm(currentUser(request), request.body.sessionId),
  );
};

import { webhookErrorMessages } from '@shop/shared/order';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors.ts';
import { paymentEventSchema } from './payment-event.ts';
import type { WebhooksService } from './webhooks.service.ts';

/**
 * POST /api/webhooks/stripe. Its own plugin: the signature is computed over the raw bytes, so
 * JSON bodies here are kept as a Buffer instead of being parsed.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  webhooks: WebhooksService;
  stripe: () => Stripe;
}> = async (app, { webhooks, stripe }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe',
    {
      schema: {
        description:
          "The payment provider's events (checkout sessions and payment intents), signed with the webhook " +
          'secret. An event is stored once; a repeated one changes nothing.',
        // No login: the signature proves the sender.
        security: [],
        headers: z.object({
          'stripe-signature': z.string().meta({ description: 'The signature over the raw body.' }),
        }),
        body: paymentEventSchema,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
      // The schemas above document the route; they check nothing here. The signature is computed over
      // the raw bytes, so the body stays a Buffer until it is verified, and only then is it read
      // (paymentEventSchema, below), with this route's own Dutch messages for each fault.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw badRequest(webhookErrorMessages.missingSignature);
      let event: Stripe.Event;
      try {
        event = stripe().webhooks.constructEvent(request.body, signature, app.config.stripeWebhookSecret);
      } catch {
        throw badRequest(webhookErrorMessages.invalidSignature);
      }
      // Signed is not yet well-formed: an event names itself and its type and carries an object
      // whose fields the shop reads have the types Stripe gives them.
      const parsed = paymentEventSchema.safeParse(event);
      if (!parsed.success) throw badRequest(webhookErrorMessages.invalidEvent);
      await webhooks.handle(parsed.data);
      return reply.send({ received: true });
    },
  );
};

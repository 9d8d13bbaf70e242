import { webhookErrorMessages } from '@shop/shared/order';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { badRequest } from '../../lib/http-errors.ts';
import { paymentEventSchema } from './payment-event.ts';
import { stripeWebhookSchema } from './stripe-webhook-schema.ts';
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

  app.post('/stripe', stripeWebhookSchema, async (request, reply) => {
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
  });
};

import type { RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { paymentEventSchema } from './payment-event.ts';

/**
 * POST /api/webhooks/stripe as the API document describes it. The schemas check nothing here: the
 * signature is computed over the raw bytes, so the body stays a Buffer until the route has verified
 * it, and only then is it read (paymentEventSchema), with the route's own Dutch messages for each
 * fault. So this route's validator passes every part through as it came.
 */
export const stripeWebhookSchema = {
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
  validatorCompiler: () => (value: unknown) => ({ value }),
} satisfies RouteShorthandOptions;

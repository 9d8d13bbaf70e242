import formbody from '@fastify/formbody';
import { paymentEmulatorMessages } from '@shop/shared/payment-emulator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import qs from 'qs';
import Stripe from 'stripe';
import { z } from 'zod';
import { closedSessionPage, IDEAL_BANKS, paymentPage } from './emulator-page.ts';
import {
  chargeOf,
  createRefundParamsSchema,
  failRefund,
  newRefund,
  refundRefusal,
} from './emulator-refunds.ts';
import {
  type EmulatedLineItem,
  type EmulatedPayment,
  type EmulatedSession,
  type EmulatedShippingRate,
  type EmulatorStore,
  randomId,
  type SessionEntry,
} from './emulator-store.ts';

const PAYING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
/** Pays, but a refund of it fails after it was made (Stripe's test card for that). */
const FAILING_REFUNDS_CARD = '4000000000005126';
const DEFAULT_LIFETIME_SECONDS = 24 * 60 * 60;
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

/**
 * A session's parameters as the SDK form-encodes them: every value a string, lists and nested
 * objects by their brackets. Anything else (a list where a text belongs, a text where the line
 * items belong) is refused with 400 as Stripe does, before a field is read.
 */
const formText = z.string();
const createSessionParamsSchema = z.looseObject({
  mode: formText.optional(),
  line_items: z
    .array(
      z.looseObject({
        quantity: formText.optional(),
        price_data: z
          .looseObject({
            currency: formText.optional(),
            unit_amount: formText.optional(),
            product_data: z.looseObject({ name: formText.optional() }).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  shipping_options: z
    .array(
      z.looseObject({
        shipping_rate: formText.optional(),
        shipping_rate_data: z
          .looseObject({
            type: formText.optional(),
            display_name: formText.optional(),
            fixed_amount: z
              .looseObject({ amount: formText.optional(), currency: formText.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  metadata: z.record(z.string(), formText).optional(),
  success_url: formText.optional(),
  cancel_url: formText.optional(),
  customer_email: formText.optional(),
  locale: formText.optional(),
  currency: formText.optional(),
  allowed_payment_method_types: z.array(formText).optional(),
  expires_at: formText.optional(),
});
type CreateSessionParams = z.infer<typeof createSessionParamsSchema>;

const stripeError = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ error: { type: 'invalid_request_error', message } });

/** Stripe's own limits on a Checkout Session. */
const LIMITS = {
  lineItems: 100,
  shippingOptions: 5,
  displayName: 100,
  metadataKeys: 50,
  metadataKey: 40,
  metadataValue: 500,
  unitAmount: 99_999_999,
};

/** Why Stripe would refuse these parameters (limits, amounts, the return URLs), or null. */
function refusal(params: CreateSessionParams, currency: string, shopOrigin: string): string | null {
  const lineItems = params.line_items ?? [];
  if (lineItems.length > LIMITS.lineItems) return `line_items: at most ${LIMITS.lineItems} items.`;
  for (const item of lineItems) {
    const quantity = Number(item.quantity ?? 1);
    const unitAmount = Number(item.price_data?.unit_amount);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999_999) return 'Invalid quantity.';
    if (!Number.isInteger(unitAmount) || unitAmount < 0 || unitAmount > LIMITS.unitAmount) {
      return 'Invalid price_data[unit_amount]: a whole number of cents.';
    }
  }
  const shippingOptions = params.shipping_options ?? [];
  if (shippingOptions.length > LIMITS.shippingOptions) {
    return `shipping_options: at most ${LIMITS.shippingOptions} options.`;
  }
  for (const option of shippingOptions) {
    // Stripe also takes the id of a saved shipping rate; this emulator keeps none.
    const rate = option.shipping_rate_data;
    if (!rate || option.shipping_rate !== undefined) {
      return 'shipping_options: this emulator takes shipping_rate_data only.';
    }
    if (rate.type !== undefined && rate.type !== 'fixed_amount') {
      return 'Invalid shipping_rate_data[type]: only fixed_amount.';
    }
    if (!rate.display_name || rate.display_name.length > LIMITS.displayName) {
      return `shipping_rate_data[display_name]: required, at most ${LIMITS.displayName} characters.`;
    }
    const amount = Number(rate.fixed_amount?.amount);
    if (!Number.isInteger(amount) || amount < 0 || amount > LIMITS.unitAmount) {
      return 'Invalid shipping_rate_data[fixed_amount][amount]: a whole number of cents.';
    }
    if (rate.fixed_amount?.currency !== currency) {
      return 'shipping_rate_data[fixed_amount][currency] must be the currency of the line items.';
    }
  }
  const metadata = Object.entries(params.metadata ?? {});
  if (metadata.length > LIMITS.metadataKeys) return `metadata: at most ${LIMITS.metadataKeys} keys.`;
  for (const [key, value] of metadata) {
    if (key.length > LIMITS.metadataKey || typeof value !== 'string' || value.length > LIMITS.metadataValue) {
      return `metadata: keys up to ${LIMITS.metadataKey} and values up to ${LIMITS.metadataValue} characters.`;
    }
  }
  // This emulator pays only for the shop it runs in: the payer returns to the shop, nowhere else.
  for (const url of [params.success_url, params.cancel_url]) {
    if (!url || !URL.canParse(url) || new URL(url).origin !== shopOrigin) {
      return 'success_url and cancel_url must be pages of the shop.';
    }
  }
  return null;
}

/**
 * The built-in stand-in for Stripe: the Checkout Sessions API the SDK calls (under /v1), a hosted
 * payment page in Dutch (/betalen/:id), signed webhook events with retries, and session expiry.
 * Enabled only without STRIPE_SECRET_KEY (and never by accident in production: see config).
 */
export async function paymentEmulator(
  app: FastifyInstance,
  {
    store,
    apiKey,
    webhookSecret,
    publicUrl,
  }: { store: EmulatorStore; apiKey: string; webhookSecret: string; publicUrl: string },
) {
  const signer = new Stripe(apiKey);
  const shopOrigin = new URL(publicUrl).origin;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, task: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void task();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  /**
   * Sends the event to the shop's webhook endpoint, signed as Stripe signs; retries failures. The
   * object is copied as it is now, as Stripe renders an event once.
   */
  function sendEvent(
    type: Stripe.Event.Type,
    object: EmulatedSession | Stripe.Refund | Stripe.Charge,
    idempotencyKey: string | null = null,
  ) {
    const event = {
      id: randomId('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: idempotencyKey && randomId('req'), idempotency_key: idempotencyKey },
      data: { object: structuredClone(object) },
    };
    const payload = JSON.stringify(event);
    const deliver = async (attempt: number): Promise<void> => {
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      let ok = false;
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          payload,
        });
        ok = response.statusCode >= 200 && response.statusCode < 300;
      } catch (error) {
        app.log.warn({ err: error }, 'webhook delivery failed');
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (!ok && delay !== undefined) later(delay, () => deliver(attempt + 1));
    };
    later(0, () => deliver(0));
  }

  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /** Closes an open session (true), or leaves a closed one as it is (false). */
  function close(session: EmulatedSession): boolean {
    if (session.status !== 'open') return false;
    session.status = 'expired';
    session.url = null;
    return true;
  }

  /** Expires the session under its lock, and tells the shop once it is written. */
  async function expire(id: string, when: (session: EmulatedSession) => boolean = () => true) {
    const changed = await store.changeSession(id, ({ session }) => when(session) && close(session));
    if (changed?.result) sendEvent('checkout.session.expired', changed.data.session);
    return changed;
  }

  /** As Stripe: a session past its expiry time is expired when it is next looked at, never paid. */
  async function current(id: string): Promise<SessionEntry | undefined> {
    const entry = await store.session(id);
    const overdue = entry?.session.status === 'open' && entry.session.expires_at <= nowSeconds();
    if (!overdue) return entry;
    return (await expire(id, (session) => session.expires_at <= nowSeconds()))?.data;
  }

  // Every process sweeps; the lock lets one of them expire a session and tell the shop.
  const sweep = setInterval(() => {
    store
      .overdueSessionIds(nowSeconds())
      .then((ids) => Promise.all(ids.map(current)))
      .catch((error) => app.log.warn({ err: error }, 'payment emulator sweep failed'));
  }, 30_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(async (api) => {
    api.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, qs.parse(body as string, { arrayLimit: 1000, depth: 10 }));
      },
    );
    api.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        return stripeError(reply, 401, 'Invalid API Key provided.');
      }
    });

    api.post('/v1/checkout/sessions', async (request, reply) => {
      const parsed = createSessionParamsSchema.safeParse(request.body ?? {});
      if (!parsed.success) return stripeError(reply, 400, 'Invalid parameters: every value is a text.');
      const params = parsed.data;
      if (!params.success_url || !params.cancel_url || !params.line_items?.length) {
        return stripeError(reply, 400, 'Missing required param: line_items, success_url or cancel_url.');
      }
      // As Stripe: a mode is required (this emulator knows one-time payments only), and every line
      // names its currency, one currency per session.
      if (params.mode !== 'payment') return stripeError(reply, 400, 'Missing or unsupported param: mode.');
      const currencies = new Set(params.line_items.map((item) => item.price_data?.currency));
      const [currency] = currencies;
      if (currencies.size !== 1 || !currency || (params.currency && params.currency !== currency)) {
        return stripeError(reply, 400, 'Every line item needs price_data[currency], the same for all.');
      }
      const refused = refusal(params, currency, shopOrigin);
      if (refused) return stripeError(reply, 400, refused);
      const lineItems: EmulatedLineItem[] = params.line_items.map((item) => {
        const quantity = Number(item.quantity ?? 1);
        const unitAmount = Number(item.price_data?.unit_amount ?? 0);
        return {
          description: item.price_data?.product_data?.name ?? 'Product',
          quantity,
          unit_amount: unitAmount,
          amount_total: unitAmount * quantity,
        };
      });
      // As Stripe: the first option is the one chosen until the payer picks another (here: never).
      const rates: EmulatedShippingRate[] = (params.shipping_options ?? []).map((option) => ({
        id: randomId('shr'),
        display_name: option.shipping_rate_data?.display_name ?? '',
        amount: Number(option.shipping_rate_data?.fixed_amount?.amount),
      }));
      const shipping = rates[0] ?? null;
      const subtotal = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
      const id = randomId('cs_test');
      const now = Math.floor(Date.now() / 1000);
      const session: EmulatedSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_subtotal: subtotal,
        amount_total: subtotal + (shipping?.amount ?? 0),
        currency,
        locale: params.locale ?? null,
        customer_email: params.customer_email ?? null,
        customer_details: null,
        metadata: params.metadata ?? {},
        payment_intent: null,
        payment_method_types: params.allowed_payment_method_types ?? ['card'],
        shipping_cost: shipping && {
          amount_subtotal: shipping.amount,
          amount_tax: 0,
          amount_total: shipping.amount,
          shipping_rate: shipping.id,
        },
        shipping_options: rates.map((rate) => ({ shipping_amount: rate.amount, shipping_rate: rate.id })),
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: `${publicUrl}/betalen/${id}`,
        created: now,
        expires_at: params.expires_at ? Number(params.expires_at) : now + DEFAULT_LIFETIME_SECONDS,
        livemode: false,
      };
      await store.addSession({ session, lineItems, shipping });
      return session;
    });

    /**
     * A refund of a paid session's payment, as Stripe makes one: answered with the refund, then
     * `charge.refunded` (the charge with its refunds) and `refund.updated` are sent to the shop. A
     * request repeated with its Idempotency-Key gets the first answer and makes no second refund.
     */
    api.post('/v1/refunds', async (request, reply) => {
      const parsed = createRefundParamsSchema.safeParse(request.body ?? {});
      if (!parsed.success) return stripeError(reply, 400, 'Invalid parameters: every value is a text.');
      const params = parsed.data;
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key !== '' ? key : null;
      const fingerprint = JSON.stringify(params);
      const earlier = idempotencyKey ? await store.answered(idempotencyKey) : undefined;
      if (earlier) {
        if (earlier.params !== fingerprint) {
          return reply.status(400).send({
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        }
        return earlier.answer;
      }
      if (!params.payment_intent && !params.charge) {
        return stripeError(reply, 400, 'Missing required param: charge or payment_intent.');
      }
      const found = params.payment_intent
        ? await store.payment(params.payment_intent)
        : await store.paymentOfCharge(params.charge!);
      // The refund is weighed against the payment as it is under its lock: two at once never both
      // take its last euro.
      const made =
        found && (!params.charge || found.chargeId === params.charge)
          ? await store.changePayment(found.id, (payment) => {
              const refused = refundRefusal(params, payment);
              if (refused) return { refused };
              const refund = newRefund(params, payment, nowSeconds());
              payment.refunds.push(refund);
              // The answer is the refund as made, the charge as it then is; a failing refund fails after.
              const made = { answer: structuredClone(refund), charge: chargeOf(payment) };
              if (payment.refundsFail) failRefund(refund);
              return { ...made, refund: structuredClone(refund) };
            })
          : undefined;
      if (!made) {
        const [kind, id] = params.payment_intent
          ? ['payment_intent', params.payment_intent]
          : ['charge', params.charge];
        return reply.status(404).send({
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such ${kind}: '${id}'`,
          },
        });
      }
      const outcome = made.result;
      const { refused } = outcome;
      if (refused) {
        return reply
          .status(refused.status)
          .send({ error: { type: 'invalid_request_error', code: refused.code, message: refused.message } });
      }
      if (idempotencyKey) await store.answer(idempotencyKey, fingerprint, outcome.answer);
      // Its events follow, a failing one's failure last.
      sendEvent('charge.refunded', outcome.charge, idempotencyKey);
      sendEvent('refund.updated', outcome.refund, idempotencyKey);
      return outcome.answer;
    });

    api.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
      const entry = await current(request.params.id);
      return entry
        ? entry.session
        : stripeError(reply, 404, `No such checkout.session: '${request.params.id}'`);
    });

    api.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) => {
      const entry = await current(request.params.id);
      if (!entry) return stripeError(reply, 404, `No such checkout.session: '${request.params.id}'`);
      const expired = entry.session.status === 'open' ? await expire(request.params.id) : undefined;
      if (!expired?.result) {
        return stripeError(reply, 400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
      }
      return expired.data.session;
    });
  });

  await app.register(async (page) => {
    await page.register(formbody);

    page.get<{ Params: { id: string } }>('/betalen/:id', async (request, reply) => {
      const entry = await current(request.params.id);
      if (!entry)
        return reply
          .status(404)
          .type('text/html')
          .send(`<h1>${paymentEmulatorMessages.sessionNotFound}</h1>`);
      const html =
        entry.session.status === 'open'
          ? paymentPage(entry.session, entry.lineItems, entry.shipping)
          : closedSessionPage(entry.session);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });

    page.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
      '/betalen/:id',
      async (request, reply) => {
        const entry = await current(request.params.id);
        if (!entry)
          return reply
            .status(404)
            .type('text/html')
            .send(`<h1>${paymentEmulatorMessages.sessionNotFound}</h1>`);
        const { session, lineItems, shipping } = entry;
        if (session.status !== 'open')
          return reply.type('text/html; charset=utf-8').send(closedSessionPage(session));
        // A field sent twice (a list) or not at all reads as missing: the payer is asked again.
        const field = (name: string) => {
          const value = request.body?.[name];
          return typeof value === 'string' ? value : undefined;
        };
        const method = field('method') === 'ideal' ? 'ideal' : 'card';
        const retry = (error: string) =>
          reply
            .status(402)
            .type('text/html; charset=utf-8')
            .send(paymentPage(session, lineItems, shipping, { error, method }));

        let payerName = field('cardName')?.trim() || null;
        let refundsFail = false;
        if (method === 'card') {
          const number = (field('cardNumber') ?? '').replace(/\D/g, '');
          if (number === DECLINED_CARD) return retry(paymentEmulatorMessages.cardDeclined);
          refundsFail = number === FAILING_REFUNDS_CARD;
          if (number !== PAYING_CARD && !refundsFail) return retry(paymentEmulatorMessages.invalidCardNumber);
        } else {
          if (!IDEAL_BANKS.includes(field('bank') as (typeof IDEAL_BANKS)[number]))
            return retry(paymentEmulatorMessages.bankRequired);
          payerName = null;
        }

        // Paid under the session's lock: a second payment of it (another tab, another process)
        // finds it complete.
        const paid = await store.changeSession(session.id, ({ session: locked }): EmulatedPayment | null => {
          if (locked.status !== 'open') return null;
          locked.status = 'complete';
          locked.payment_status = 'paid';
          locked.payment_intent = randomId('pi');
          locked.customer_details = {
            name:
              payerName ??
              ([locked.metadata.firstName, locked.metadata.lastName].filter(Boolean).join(' ') || null),
            email: locked.customer_email,
          };
          locked.url = null;
          return {
            id: locked.payment_intent,
            chargeId: randomId('ch'),
            paymentMethodId: randomId('pm'),
            balanceTransactionId: randomId('txn'),
            amount: locked.amount_total,
            currency: locked.currency,
            created: nowSeconds(),
            method,
            payerName: locked.customer_details.name,
            payerEmail: locked.customer_email,
            refundsFail,
            refunds: [],
          };
        });
        if (!paid?.result)
          return reply
            .type('text/html; charset=utf-8')
            .send(closedSessionPage(paid?.data.session ?? session));
        await store.addPayment(paid.result);
        const completed = paid.data.session;
        sendEvent('checkout.session.completed', completed);
        return reply.redirect(completed.success_url.replace('{CHECKOUT_SESSION_ID}', completed.id), 303);
      },
    );
  });
}

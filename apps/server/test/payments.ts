import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import { applyCoupon } from './coupons.ts';
import { type Actor, actor, createProduct } from './factories.ts';
import { orderOfSession, servicesOf } from './shop.ts';

const signer = new Stripe('sk_test_signer');

export async function saveCart(
  app: TestApp,
  who: Actor,
  items: { _id: string; quantity: number; price?: number }[],
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: who.headers,
    payload: { items },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

export const testAddress = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  street: 'Stationsstraat',
  number: '10-C',
  zip: '3511 AB',
  city: 'Utrecht',
  country: 'Nederland',
};

const freeShipping = new WeakMap<TestApp, Promise<string>>();

/**
 * The shipping method the checkout helpers choose: free, to the Netherlands and Belgium, for any
 * amount, made once per app (so an order's total is its goods, as before shipping was charged).
 */
export function freeShippingId(app: TestApp): Promise<string> {
  let id = freeShipping.get(app);
  if (!id) {
    id = servicesOf(app)
      .shipping.create({
        name: 'Testverzending',
        carrier: 'Testvervoerder',
        countries: ['NL', 'BE'],
        price: 0,
        freeAbove: null,
        maxOrder: null,
        deliveryEstimate: '1 werkdag',
        isActive: true,
      })
      .then((method) => method._id);
    freeShipping.set(app, id);
  }
  return id;
}

/** A valid body of POST /api/checkout/session: the test address and the free test shipping. */
export async function checkoutBody(app: TestApp, overrides: Record<string, unknown> = {}) {
  return { ...testAddress, shippingMethodId: await freeShippingId(app), ...overrides };
}

/** POST /api/checkout/session; returns the session id from the hosted page URL. */
export async function startCheckout(app: TestApp, who: Actor, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout/session',
    headers: who.headers,
    payload: await checkoutBody(app, overrides),
  });
  return {
    response,
    sessionId: response.statusCode === 200 ? response.json().url.split('/betalen/')[1] : undefined,
  };
}

/**
 * Submits the emulator's hosted payment page as a buyer would; as pairs, a field may be sent twice
 * as a hostile client would.
 */
export function payOnHostedPage(
  app: TestApp,
  sessionId: string,
  form: Record<string, string> | [string, string][],
) {
  return app.inject({
    method: 'POST',
    url: `/betalen/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export const payWithCard = (app: TestApp, sessionId: string, cardNumber = '4242 4242 4242 4242') =>
  payOnHostedPage(app, sessionId, {
    method: 'card',
    cardNumber,
    expiry: '12/30',
    cvc: '123',
    cardName: 'Sanne de Vries',
  });

export async function emulatedSession(app: TestApp, sessionId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/checkout/sessions/${sessionId}`,
    headers: { authorization: `Bearer ${app.config.paymentEmulatorKey}` },
  });
  return response.json();
}

/** Sends an event to the webhook endpoint signed with the app's secret, as Stripe would. */
export function sendSignedEvent(app: TestApp, event: object, secret = app.config.stripeWebhookSecret) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

export function checkoutEvent(
  type: string,
  session: object,
  id = `evt_test_${Math.random().toString(36).slice(2)}`,
) {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: session } };
}

/** A buyer with 2 × a fresh product (stock 5) at checkout: a pending order, its hosted page open. */
export async function openCheckout(app: TestApp, admin: Actor) {
  const who = await actor(app);
  const product = await createProduct(app, { stock: 5 }, admin.id);
  await saveCart(app, who, [{ _id: product.id, quantity: 2 }]);
  const { sessionId } = await startCheckout(app, who);
  const order = await orderOfSession(app, sessionId);
  return { who, product, sessionId: sessionId as string, orderId: order.id };
}

export function outboxMails(app: TestApp): string[] {
  try {
    return readdirSync(path.join(app.config.dataDir, 'outbox'));
  } catch {
    return [];
  }
}

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The outbox's mails about the order (they name its reference), quoted-printable decoded. */
export const mailsAbout = (app: TestApp, orderId: string) =>
  outboxMails(app)
    .map((file) =>
      decodeQuotedPrintable(readFileSync(path.join(app.config.dataDir, 'outbox', file), 'latin1')),
    )
    .filter((mail) => mail.includes(orderId.slice(0, 8).toUpperCase()));

/**
 * A card payment of `amountCents` made on the emulator's hosted page, for an order placed without
 * checkout: its payment intent, which a refund can pay back (decision 057).
 */
export async function emulatedPayment(
  app: TestApp,
  amountCents: number,
  card = '4242 4242 4242 4242',
): Promise<string> {
  const session = await app.composition.stripe().checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: amountCents, product_data: { name: 'Test' } },
      },
    ],
    success_url: `${app.config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${app.config.publicUrl}/cart`,
  });
  expect((await payWithCard(app, session.id, card)).statusCode).toBe(303);
  return (await emulatedSession(app, session.id)).payment_intent;
}

/** POST /api/orders/:id/refunds as `admin`: the lines, shipping and reason given (nothing else by default). */
export function refundRequest(
  app: TestApp,
  admin: Actor,
  orderId: string,
  body: {
    lines?: { lineId: string; quantity: number }[];
    shipping?: boolean;
    reason?: string;
    returned?: boolean;
  },
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: admin.headers,
    payload: { lines: [], shipping: false, reason: 'Retour', returned: false, ...body },
  });
}

/** Everything of the order that is left to refund, refunded by `admin` (answered 200). */
export async function refundEverything(app: TestApp, admin: Actor, orderId: string, reason = 'Retour') {
  const order = (
    await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers })
  ).json();
  const shippingLeft = !order.refunds.some(
    (refund: { status: string; shipping: number }) => refund.status !== 'failed' && refund.shipping > 0,
  );
  const response = await refundRequest(app, admin, orderId, {
    lines: order.cart
      .map((line: { lineId: string; quantity: number; refundedQuantity: number }) => ({
        lineId: line.lineId,
        quantity: line.quantity - line.refundedQuantity,
      }))
      .filter((line: { quantity: number }) => line.quantity > 0),
    shipping: shippingLeft && (order.shipping?.price ?? 0) > 0,
    reason,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const paidShipping = new WeakMap<TestApp, Promise<string>>();

/** A shipping method of € 4,95 to the Netherlands and Belgium, made once per app. */
export function paidShippingId(app: TestApp): Promise<string> {
  let id = paidShipping.get(app);
  if (!id) {
    id = servicesOf(app)
      .shipping.create({
        name: 'Testpakket',
        carrier: 'Testvervoerder',
        countries: ['NL', 'BE'],
        price: 4.95,
        freeAbove: null,
        maxOrder: null,
        deliveryEstimate: '1 werkdag',
        isActive: true,
      })
      .then((method) => method._id);
    paidShipping.set(app, id);
  }
  return id;
}

/**
 * A buyer's order paid on the hosted page and confirmed by the success page: a fresh product (stock
 * 10) per entry of `lines`, in that quantity at that price, and € 4,95 shipping, paid with `card`
 * (4000 0000 0000 5126: its refunds fail), with the coupon `couponCode` when given. The order's
 * lines come back in the same order.
 */
export async function paidOrderOf(
  app: TestApp,
  admin: Actor,
  lines: { price: number; quantity: number }[],
  { card = '4242 4242 4242 4242', couponCode }: { card?: string; couponCode?: string } = {},
) {
  const who = await actor(app);
  const products = [];
  for (const { price } of lines) products.push(await createProduct(app, { stock: 10, price }, admin.id));
  await saveCart(
    app,
    who,
    products.map((product, n) => ({ _id: product.id, quantity: lines[n]!.quantity })),
  );
  if (couponCode) expect((await applyCoupon(app, who, couponCode)).statusCode).toBe(200);
  const { sessionId } = await startCheckout(app, who, { shippingMethodId: await paidShippingId(app) });
  expect((await payOnHostedPage(app, sessionId, { method: 'card', cardNumber: card })).statusCode).toBe(303);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/checkout/success',
    headers: who.headers,
    payload: { sessionId },
  });
  expect(confirmed.json().status).toBe('paid');
  const orderId = (await orderOfSession(app, sessionId)).id;
  const order = (
    await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers })
  ).json();
  const lineIds = products.map(
    (product) => order.cart.find((line: { _id: string }) => line._id === product.id).lineId as string,
  );
  return { who, products, sessionId: sessionId as string, orderId, lineIds };
}

/** {@link paidOrderOf} of one line: `quantity` × € 2,50. */
export async function paidOrderWithShipping(
  app: TestApp,
  admin: Actor,
  { quantity = 3, card = '4242 4242 4242 4242' }: { quantity?: number; card?: string } = {},
) {
  const { products, lineIds, ...order } = await paidOrderOf(app, admin, [{ price: 2.5, quantity }], { card });
  return { ...order, product: products[0]!, lineId: lineIds[0]! };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
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

import { readdirSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import type { Actor } from './factories.ts';

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

/** POST /api/checkout/session; returns the session id from the hosted page URL. */
export async function startCheckout(app: TestApp, who: Actor) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout/session',
    headers: who.headers,
    payload: testAddress,
  });
  return {
    response,
    sessionId: response.statusCode === 200 ? response.json().url.split('/betalen/')[1] : undefined,
  };
}

/** Submits the emulator's hosted payment page as a buyer would. */
export function payOnHostedPage(app: TestApp, sessionId: string, form: Record<string, string>) {
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
    headers: { authorization: 'Bearer sk_test_emulator' },
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

export function outboxMails(app: TestApp): string[] {
  try {
    return readdirSync(path.join(app.config.dataDir, 'outbox'));
  } catch {
    return [];
  }
}

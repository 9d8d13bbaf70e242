// Attack class: payment events a client makes up or replays. The webhook takes only events signed
// with the shop's secret over the exact bytes, recently (Stripe's five-minute tolerance): unsigned,
// wrongly signed, stale, tampered-with or unparseable ones are refused with 400 and kept nowhere.
// A signed event pays an order only when it is about that order's own session, for its total, in
// euros; a replay is applied once. Whatever arrives, the answer is never a 500.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../src/db/schema/webhooks.ts';
import type { TestApp } from '../build-test-app.ts';
import type { Actor } from '../factories.ts';
import {
  checkoutEvent,
  emulatedSession,
  mailsAbout,
  openCheckout,
  payWithCard,
  sendSignedEvent,
} from '../payments.ts';
import { openShop, orderRow, stockOf } from '../shop.ts';

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

/** A pending order of 2 × a fresh product (stock 5) with its open session as the emulator has it. */
async function pendingOrder() {
  const { who, product, sessionId, orderId } = await openCheckout(app, admin);
  return { who, product, session: await emulatedSession(app, sessionId), orderId };
}

const storedEvent = async (stripeEventId: string) =>
  (await app.db.select().from(webhookEvents).where(eq(webhookEvents.stripeEventId, stripeEventId)))[0];
const paid = (session: object) => ({
  ...session,
  status: 'complete',
  payment_status: 'paid',
  payment_intent: `pi_test_${Math.random().toString(36).slice(2)}`,
});

async function send(event: ReturnType<typeof checkoutEvent>) {
  const response = await sendSignedEvent(app, event);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ received: true });
}

const signer = new Stripe('sk_test_signer');

/** Posts `payload` with the given signature header, as anyone on the internet can. */
const post = (payload: string, signature: string) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe('forged events', () => {
  it('an event without a signature is refused and kept nowhere', async () => {
    const { session, orderId } = await pendingOrder();
    const event = checkoutEvent('checkout.session.completed', paid(session));
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Ontbrekende handtekening.');
    expect(await storedEvent(event.id)).toBeUndefined();
    expect((await orderRow(app, orderId)).status).toBe('pending');
  });

  it('an event signed with another secret is refused and kept nowhere', async () => {
    const { session, orderId } = await pendingOrder();
    const event = checkoutEvent('checkout.session.completed', paid(session));
    const response = await sendSignedEvent(app, event, 'whsec_x');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Ongeldige handtekening.');
    expect(await storedEvent(event.id)).toBeUndefined();
    expect((await orderRow(app, orderId)).status).toBe('pending');
  });

  it('a stale signature (older than the tolerance) is refused, even with the right secret', async () => {
    const { session, orderId } = await pendingOrder();
    const event = checkoutEvent('checkout.session.completed', paid(session));
    const payload = JSON.stringify(event);
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: app.config.stripeWebhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 60 * 60,
    });
    const response = await post(payload, stale);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Ongeldige handtekening.');
    expect(await storedEvent(event.id)).toBeUndefined();
    expect((await orderRow(app, orderId)).status).toBe('pending');
  });

  it('a signed event whose body was changed afterwards (a cheaper amount) is refused', async () => {
    const { session, orderId } = await pendingOrder();
    const event = checkoutEvent('checkout.session.completed', paid(session));
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: app.config.stripeWebhookSecret,
    });
    const tampered = payload.replace(`"id":"${session.id}"`, '"id":"cs_test_ander"');
    expect(tampered).not.toBe(payload);
    expect((await post(tampered, signature)).statusCode).toBe(400);
    expect((await orderRow(app, orderId)).status).toBe('pending');
  });

  it('signed garbage is refused with 400; an unknown event type or an event about no order is taken, changing nothing', async () => {
    const secret = app.config.stripeWebhookSecret;
    const sign = (payload: string) => signer.webhooks.generateTestHeaderString({ payload, secret });
    for (const payload of [
      '{kapot',
      '[]',
      '"tekst"',
      '{}',
      '{"id":"evt_1","type":1,"data":{"object":{}}}',
      '{"id":"evt_1","type":"checkout.session.completed","data":{"object":null}}',
    ]) {
      const response = await post(payload, sign(payload));
      expect(response.statusCode, payload).toBe(400);
    }
    await send(
      checkoutEvent('checkout.session.completed', { id: 'cs_test_van_niemand', payment_status: 'paid' }),
    );
    await send(checkoutEvent('customer.created', { id: 'cus_1' }));
    const response = await post('{"x":1}', 't=1,v1=abc');
    expect(response.statusCode).toBe(400);
  });
});

describe('signed events with fields of other types', () => {
  /** An admin's listing of every payment event. */
  const adminListing = () =>
    app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: admin.headers });

  it('are refused with 400 and kept nowhere, whichever field the shop reads is off; the listing keeps working', async () => {
    const { session, orderId } = await pendingOrder();
    const completed = paid(session);
    const variants: Record<string, object> = {
      'id as an object': { ...completed, id: { id: session.id } },
      'id as a number': { ...completed, id: 5 },
      'payment intent as an object': { ...completed, payment_intent: { id: 'pi_1' } },
      'amount as text': { ...completed, amount_total: '2390' },
      'currency as a list': { ...completed, currency: ['eur'] },
      'payment status as a number': { ...completed, payment_status: 1 },
      'metadata as text': { ...completed, metadata: 'x' },
      'a metadata value as a list': { ...completed, metadata: { orderId, userId: ['x'] } },
      'a metadata value as an object': { ...completed, metadata: { orderId: { id: orderId } } },
      'customer details as text': { ...completed, customer_details: 'x' },
      'a customer name as a number': { ...completed, customer_details: { name: 5 } },
    };
    for (const [name, object] of Object.entries(variants)) {
      for (const type of ['checkout.session.completed', 'payment_intent.succeeded']) {
        const event = checkoutEvent(type, object);
        const response = await sendSignedEvent(app, event);
        expect(response.statusCode, `${name}, ${type}`).toBe(400);
        expect(response.json().error.message).toBe('Ongeldig event.');
        expect(await storedEvent(event.id)).toBeUndefined();
      }
    }
    expect((await orderRow(app, orderId)).status).toBe('pending');
    expect((await adminListing()).statusCode).toBe(200);
  });

  it('an event stored before the check, with odd fields, is listed without the shop reading them', async () => {
    const stripeEventId = `evt_test_${Math.random().toString(36).slice(2)}`;
    await app.db.insert(webhookEvents).values({
      stripeEventId,
      eventType: 'checkout.session.completed',
      paymentGroupId: `cs_test_${stripeEventId}`,
      data: JSON.stringify({ id: { a: 1 }, metadata: { userId: ['x'] }, customer_details: { name: 5 } }),
    });
    const response = await adminListing();
    expect(response.statusCode).toBe(200);
    const group = (
      response.json() as { groupId: string; customerName: string; userId: string | null }[]
    ).find((entry) => entry.groupId === `cs_test_${stripeEventId}`);
    expect(group).toMatchObject({ customerName: 'unknown', userId: null });
  });
});

describe('a replayed event', () => {
  it('a replay and an expiry that arrives after the payment change nothing; the buyer gets one e-mail', async () => {
    const { product, session, orderId } = await pendingOrder();
    const completed = checkoutEvent('checkout.session.completed', paid(session));
    await send(completed);
    await send(completed);
    await send(checkoutEvent('checkout.session.expired', { ...session, status: 'expired' }));
    expect((await orderRow(app, orderId)).status).toBe('paid');
    expect(await stockOf(app, product.id)).toEqual({ stock: 3, reserved: 0 });
    const stored = await app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.stripeEventId, completed.id));
    expect(stored).toHaveLength(1);
    await expect.poll(() => mailsAbout(app, orderId).length).toBe(1);
  });
});

describe('a payment that is not the order’s own', () => {
  it('a paid session made elsewhere that names an order in its metadata does not pay it', async () => {
    const victim = await pendingOrder();
    const stripe = (await import('stripe')).default;
    const attacker = new stripe(app.config.paymentEmulatorKey, {
      host: '127.0.0.1',
      port: (app.server.address() as { port: number }).port,
      protocol: 'http',
    });
    const cheap = await attacker.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 1, product_data: { name: 'Bijna gratis' } },
        },
      ],
      metadata: { orderId: victim.orderId, userId: victim.who.id },
      success_url: `${app.config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.config.publicUrl}/cart`,
    });
    expect((await payWithCard(app, cheap.id)).statusCode).toBe(303);
    // The emulator's signed event arrives, is kept, and changes nothing.
    await expect
      .poll(async () =>
        (await app.db.select().from(webhookEvents).where(eq(webhookEvents.paymentGroupId, cheap.id))).map(
          (e) => e.processedAt !== null,
        ),
      )
      .toEqual([true]);
    expect((await orderRow(app, victim.orderId)).status).toBe('pending');
  });

  it('an event for the order’s session with another amount or currency does not pay it', async () => {
    const { session, orderId } = await pendingOrder();
    const order = await orderRow(app, orderId);
    for (const changed of [
      { amount_total: order.totalCents - 1 },
      { amount_total: order.totalCents + 1 },
      { amount_total: null },
      { currency: 'usd' },
      { currency: 'EUR ' },
    ]) {
      await send(checkoutEvent('checkout.session.completed', { ...paid(session), ...changed }));
      expect((await orderRow(app, orderId)).status, JSON.stringify(changed)).toBe('pending');
    }
    await send(checkoutEvent('checkout.session.completed', paid(session)));
    expect((await orderRow(app, orderId)).status).toBe('paid');
  });

  it('an expiry of a session that is not the order’s leaves the order alone', async () => {
    const { session, orderId } = await pendingOrder();
    await send(
      checkoutEvent('checkout.session.expired', {
        ...session,
        id: 'cs_test_someone_else',
        status: 'expired',
      }),
    );
    expect((await orderRow(app, orderId)).status).toBe('pending');
  });
});

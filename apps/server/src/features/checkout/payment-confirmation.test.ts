import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { emulatedSession, openCheckout, payWithCard, startCheckout } from '../../../test/payments.ts';
import { openShop, orderRow, servicesOf, stockOf } from '../../../test/shop.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Services } from '../../services.ts';

/**
 * The payment's outcome without its webhook: the success page's confirmation and the sweep of
 * stale pending orders. This app's webhooks never arrive (the emulator signs them with a secret the
 * shop no longer accepts), so what these tests see is the work of the confirmation and the sweep.
 */

let app: TestApp;
let admin: Actor;
let checkout: Services['checkout'];

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
  app.config.stripeWebhookSecret = 'whsec_the_emulator_does_not_know_this_one';
  ({ checkout } = servicesOf(app));
});
afterAll(() => app.close());

const confirm = (who: Actor | null, sessionId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout/success',
    headers: who?.headers ?? {},
    payload: { sessionId },
  });

const cartOf = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json() as unknown[];

describe('the success page’s confirmation', () => {
  it('marks the order of a paid session paid when the webhook never came', async () => {
    const { who, product, sessionId, orderId } = await openCheckout(app, admin);
    await payWithCard(app, sessionId);
    expect((await orderRow(app, orderId)).status).toBe('pending');

    const response = await confirm(who, sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orderId, status: 'paid' });
    const session = await emulatedSession(app, sessionId);
    expect(await orderRow(app, orderId)).toMatchObject({
      status: 'paid',
      stripePaymentIntentId: session.payment_intent,
    });
    expect(await stockOf(app, product.id)).toEqual({ stock: 3, reserved: 0 });
    expect(await cartOf(who)).toEqual([]);
  });

  it('never marks an order paid for an unpaid session', async () => {
    const { who, product, sessionId, orderId } = await openCheckout(app, admin);
    const response = await confirm(who, sessionId);
    expect(response.json()).toEqual({ orderId, status: 'pending' });
    expect(await orderRow(app, orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await stockOf(app, product.id)).toEqual({ stock: 5, reserved: 2 });
    expect(await cartOf(who)).toHaveLength(1);
  });

  it('does not find another buyer’s session, paid or not', async () => {
    const { sessionId, orderId } = await openCheckout(app, admin);
    await payWithCard(app, sessionId);
    const stranger = await actor(app);
    const response = await confirm(stranger, sessionId);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Betaling niet gevonden.');
    expect((await orderRow(app, orderId)).status).toBe('pending');
  });

  it('does not find a session that belongs to no order', async () => {
    const who = await actor(app);
    const response = await confirm(who, 'cs_test_unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Betaling niet gevonden.');
  });

  it('is for logged-in buyers only', async () => {
    const { sessionId, orderId } = await openCheckout(app, admin);
    await payWithCard(app, sessionId);
    expect((await confirm(null, sessionId)).statusCode).toBe(401);
    expect((await orderRow(app, orderId)).status).toBe('pending');
  });

  it('answers the order’s current status for a session that was replaced', async () => {
    const { who, sessionId, orderId } = await openCheckout(app, admin);
    await startCheckout(app, who);
    expect((await confirm(who, sessionId)).json()).toEqual({ orderId, status: 'cancelled' });
  });
});

describe('a new checkout while an earlier one is unfinished', () => {
  it('keeps an earlier order that was paid after all, and does not charge it twice', async () => {
    const { who, product, sessionId, orderId } = await openCheckout(app, admin);
    await payWithCard(app, sessionId);
    // The buyer comes back before the payment was confirmed and tries again.
    const again = await startCheckout(app, who);
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json().error.message).toBe('Je winkelwagen is leeg.');
    expect(await orderRow(app, orderId)).toMatchObject({ status: 'paid' });
    expect(await stockOf(app, product.id)).toEqual({ stock: 3, reserved: 0 });
  });

  it('keeps an earlier order pending when the provider cannot tell what became of its session', async () => {
    const { who, orderId } = await openCheckout(app, admin);
    await app.db
      .update(orders)
      .set({ stripeSessionId: 'cs_test_unknown_to_provider' })
      .where(eq(orders.id, orderId));
    const again = await startCheckout(app, who);
    expect(again.response.statusCode).toBe(200);
    expect((await orderRow(app, orderId)).status).toBe('pending');
  });

  it('cancels an earlier order that never got a session', async () => {
    const { who, orderId } = await openCheckout(app, admin);
    await app.db.update(orders).set({ stripeSessionId: null }).where(eq(orders.id, orderId));
    await startCheckout(app, who);
    expect((await orderRow(app, orderId)).status).toBe('cancelled');
  });
});

describe('the sweep of stale pending orders', () => {
  /** Makes the order look as if it was placed two hours ago. */
  const age = (orderId: string) =>
    app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(orders.id, orderId));

  /** Points the order at a session made straight on the emulator, open but past its expiry time. */
  async function overdueSession(orderId: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: {
        authorization: `Bearer ${app.config.paymentEmulatorKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '100',
        success_url: 'http://localhost:3000/success',
        cancel_url: 'http://localhost:3000/cart',
        expires_at: String(Math.floor(Date.now() / 1000) - 60),
      }).toString(),
    });
    const session = response.json();
    await app.db.update(orders).set({ stripeSessionId: session.id }).where(eq(orders.id, orderId));
    return session;
  }

  it('marks a stale order paid when its session was paid', async () => {
    const { product, sessionId, orderId } = await openCheckout(app, admin);
    await payWithCard(app, sessionId);
    await age(orderId);
    await checkout.settleStalePendingOrders();
    const session = await emulatedSession(app, sessionId);
    expect(await orderRow(app, orderId)).toMatchObject({
      status: 'paid',
      stripePaymentIntentId: session.payment_intent,
    });
    expect(await stockOf(app, product.id)).toEqual({ stock: 3, reserved: 0 });
  });

  it('expires a stale order whose session expired, releasing its stock', async () => {
    const { product, sessionId, orderId } = await openCheckout(app, admin);
    await app.inject({
      method: 'POST',
      url: `/v1/checkout/sessions/${sessionId}/expire`,
      headers: { authorization: `Bearer ${app.config.paymentEmulatorKey}` },
    });
    await age(orderId);
    await checkout.settleStalePendingOrders();
    expect((await orderRow(app, orderId)).status).toBe('expired');
    expect(await stockOf(app, product.id)).toEqual({ stock: 5, reserved: 0 });
  });

  it('expires a stale order whose session is open but past its expiry time', async () => {
    const { product, orderId } = await openCheckout(app, admin);
    const session = await overdueSession(orderId);
    expect(session.status).toBe('open');
    await age(orderId);
    await checkout.settleStalePendingOrders();
    expect((await orderRow(app, orderId)).status).toBe('expired');
    expect(await stockOf(app, product.id)).toEqual({ stock: 5, reserved: 0 });
  });

  it('leaves a stale order alone while its session can still be paid', async () => {
    const { product, orderId } = await openCheckout(app, admin);
    await age(orderId);
    await checkout.settleStalePendingOrders();
    expect((await orderRow(app, orderId)).status).toBe('pending');
    expect(await stockOf(app, product.id)).toEqual({ stock: 5, reserved: 2 });
  });

  it('expires a stale order that never got a session, or whose session is unknown', async () => {
    const never = await openCheckout(app, admin);
    const unknown = await openCheckout(app, admin);
    await app.db.update(orders).set({ stripeSessionId: null }).where(eq(orders.id, never.orderId));
    await app.db
      .update(orders)
      .set({ stripeSessionId: 'cs_test_gone' })
      .where(eq(orders.id, unknown.orderId));
    await age(never.orderId);
    await age(unknown.orderId);
    await checkout.settleStalePendingOrders();
    expect((await orderRow(app, never.orderId)).status).toBe('expired');
    expect((await orderRow(app, unknown.orderId)).status).toBe('expired');
    expect(await stockOf(app, unknown.product.id)).toEqual({ stock: 5, reserved: 0 });
  });

  it('leaves recent pending orders to their webhook, paid or not', async () => {
    const paid = await openCheckout(app, admin);
    await payWithCard(app, paid.sessionId);
    const expired = await openCheckout(app, admin);
    await overdueSession(expired.orderId);
    await checkout.settleStalePendingOrders();
    expect((await orderRow(app, paid.orderId)).status).toBe('pending');
    expect((await orderRow(app, expired.orderId)).status).toBe('pending');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import {
  checkoutEvent,
  emulatedSession,
  openCheckout,
  payWithCard,
  sendSignedEvent,
} from '../../../test/payments.ts';
import { openShop, orderRow, stockOf } from '../../../test/shop.ts';
import { webhookEvents } from '../../db/schema/webhooks.ts';

/** The rules of Stripe's events: which change an order, how they are kept, and how admins read them. */

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

describe('an event changes an order', () => {
  it('a completed, paid session marks its order paid and keeps the payment intent', async () => {
    const { product, session, orderId } = await pendingOrder();
    const completed = paid(session);
    await send(checkoutEvent('checkout.session.completed', completed));
    expect(await orderRow(app, orderId)).toMatchObject({
      status: 'paid',
      stripePaymentIntentId: completed.payment_intent,
    });
    expect(await stockOf(app, product.id)).toEqual({ stock: 3, reserved: 0 });
  });

  it('a delayed payment that succeeds marks its order paid', async () => {
    const { session, orderId } = await pendingOrder();
    const succeeded = { ...paid(session), payment_intent: 'pi_test_delayed' };
    await send(checkoutEvent('checkout.session.async_payment_succeeded', succeeded));
    expect(await orderRow(app, orderId)).toMatchObject({
      status: 'paid',
      stripePaymentIntentId: 'pi_test_delayed',
    });
  });

  it('an expired session expires its order and gives its stock back', async () => {
    const { product, session, orderId } = await pendingOrder();
    await send(checkoutEvent('checkout.session.expired', { ...session, status: 'expired' }));
    expect((await orderRow(app, orderId)).status).toBe('expired');
    expect(await stockOf(app, product.id)).toEqual({ stock: 5, reserved: 0 });
  });

  it('an event that is not about a checkout session is kept but changes no order', async () => {
    const { session, orderId } = await pendingOrder();
    const event = checkoutEvent('payment_intent.succeeded', {
      id: 'pi_test_other',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: session.metadata,
    });
    await send(event);
    expect((await orderRow(app, orderId)).status).toBe('pending');
    expect(await storedEvent(event.id)).toMatchObject({
      eventType: 'payment_intent.succeeded',
      orderId: null,
    });
  });

  it('a session pays the order it was made for, whatever order its metadata names, or none', async () => {
    const first = await pendingOrder();
    const second = await pendingOrder();
    const event = checkoutEvent('checkout.session.completed', {
      ...paid(first.session),
      metadata: { orderId: second.orderId },
    });
    await send(event);
    expect((await orderRow(app, first.orderId)).status).toBe('paid');
    expect((await orderRow(app, second.orderId)).status).toBe('pending');
    expect(await storedEvent(event.id)).toMatchObject({
      orderId: first.orderId,
      processedAt: expect.any(Date),
    });
  });

  it('a delayed payment method completes unpaid and waits; when it fails the stock is free again', async () => {
    const { product, session, orderId } = await pendingOrder();
    await send(checkoutEvent('checkout.session.completed', { ...session, status: 'complete' }));
    expect((await orderRow(app, orderId)).status).toBe('pending');
    await send(checkoutEvent('checkout.session.async_payment_failed', session));
    expect((await orderRow(app, orderId)).status).toBe('cancelled');
    expect(await stockOf(app, product.id)).toEqual({ stock: 5, reserved: 0 });
  });

  it('a checkout event without any metadata still settles the session’s own order, and keeps no user', async () => {
    const { session, orderId } = await pendingOrder();
    const { metadata: _, ...withoutMetadata } = paid(session) as { metadata?: unknown };
    const event = checkoutEvent('checkout.session.completed', withoutMetadata);
    await send(event);
    expect((await orderRow(app, orderId)).status).toBe('paid');
    expect(await storedEvent(event.id)).toMatchObject({ userId: null, processedAt: expect.any(Date) });
  });

  it('a processed event is not applied twice: a replay keeps its first processing', async () => {
    const { session } = await pendingOrder();
    const event = checkoutEvent('checkout.session.completed', paid(session));
    await send(event);
    const first = await storedEvent(event.id);
    expect(first?.processedAt).toBeInstanceOf(Date);
    // The replay comes a minute later by the shop's clock: processing it again would stamp it then.
    vi.useFakeTimers({ toFake: ['Date'], now: first!.processedAt!.getTime() + 60_000 });
    try {
      await send(event);
    } finally {
      vi.useRealTimers();
    }
    const again = await storedEvent(event.id);
    expect(again).toMatchObject({ id: first!.id, processedAt: first!.processedAt });
  });
});

describe('the admin’s event log', () => {
  const groups = async (query: string, who: Actor = admin) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/webhooks?${query}`,
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      groupId: string;
      customerName: string;
      userId: string | null;
      events: { _id: string; eventType: string; stripeEventId: string; data: unknown }[];
    }[];
  };

  it('a payment on the hosted page is logged as one group under the buyer, tied to the order', async () => {
    const { who, sessionId, orderId } = await openCheckout(app, admin);
    await payWithCard(app, sessionId);
    await expect.poll(async () => (await orderRow(app, orderId)).status).toBe('paid');
    const found = await groups(`session=${sessionId}`);
    expect(found).toEqual([
      expect.objectContaining({ groupId: sessionId, customerName: 'Sanne de Vries', userId: who.id }),
    ]);
    const [event] = found[0]!.events;
    expect(event).toMatchObject({
      eventType: 'checkout.session.completed',
      stripeEventId: expect.stringMatching(/^evt_/),
    });
    expect(await storedEvent(event!.stripeEventId)).toMatchObject({ orderId });
    expect(await groups(`userId=${who.id}`)).toHaveLength(1);
  });

  it('an event about a session no order has is kept without an order', async () => {
    const event = checkoutEvent('checkout.session.expired', { id: 'cs_test_unknown', metadata: {} });
    await send(event);
    expect(await storedEvent(event.id)).toMatchObject({ orderId: null, paymentGroupId: 'cs_test_unknown' });
  });

  it('groups checkout events by their session and other events by their payment intent', async () => {
    const { who, session } = await pendingOrder();
    const completed = paid(session);
    await send(checkoutEvent('checkout.session.completed', completed));
    await send(
      checkoutEvent('payment_intent.succeeded', { id: completed.payment_intent, metadata: session.metadata }),
    );
    await send(
      checkoutEvent('charge.succeeded', {
        id: `ch_${completed.payment_intent}`,
        payment_intent: completed.payment_intent,
        metadata: session.metadata,
      }),
    );
    const found = await groups(`userId=${who.id}`);
    expect(found.map((group) => [group.groupId, group.events.map((event) => event.eventType)])).toEqual([
      [completed.payment_intent, ['payment_intent.succeeded', 'charge.succeeded']],
      [session.id, ['checkout.session.completed']],
    ]);
  });

  it('keeps an event that names no session or payment as a group of its own', async () => {
    const event = checkoutEvent('customer.created', { object: 'customer', metadata: { userId: admin.id } });
    await send(event);
    const found = await groups(`userId=${admin.id}`);
    expect(found.find((group) => group.groupId === event.id)?.events).toHaveLength(1);
  });

  it('names the customer as the completed payment has it, else by the order’s names, else unknown', async () => {
    const named = await pendingOrder();
    await send(
      checkoutEvent('checkout.session.expired', {
        ...named.session,
        customer_details: { name: 'Niet deze naam' },
      }),
    );
    await send(
      checkoutEvent('checkout.session.completed', {
        ...paid(named.session),
        customer_details: { name: 'Kaarthouder K. de Boer' },
      }),
    );
    expect((await groups(`session=${named.session.id}`))[0]!.customerName).toBe('Kaarthouder K. de Boer');

    const unpaid = await pendingOrder();
    await send(
      checkoutEvent('checkout.session.expired', {
        ...unpaid.session,
        customer_details: { name: 'Niet deze naam' },
      }),
    );
    expect((await groups(`session=${unpaid.session.id}`))[0]!.customerName).toBe('Sanne de Vries');

    const onlyLast = await pendingOrder();
    await send(
      checkoutEvent('checkout.session.expired', {
        ...onlyLast.session,
        metadata: { ...onlyLast.session.metadata, firstName: '' },
      }),
    );
    expect((await groups(`session=${onlyLast.session.id}`))[0]!.customerName).toBe('de Vries');

    const anonymous = await pendingOrder();
    await send(checkoutEvent('checkout.session.expired', { ...anonymous.session, metadata: {} }));
    expect((await groups(`session=${anonymous.session.id}`))[0]).toMatchObject({
      customerName: 'unknown',
      userId: null,
    });
  });

  it('tells the buyer of a payment from the first event that names one', async () => {
    const { who, session } = await pendingOrder();
    await send(checkoutEvent('checkout.session.expired', { ...session, metadata: {} }));
    await send(checkoutEvent('checkout.session.completed', paid(session)));
    expect((await groups(`session=${session.id}`))[0]).toMatchObject({
      userId: who.id,
      customerName: 'Sanne de Vries',
    });
  });

  it('lists an event without metadata under an unknown customer', async () => {
    const id = `cs_test_zonder_metadata_${Math.random().toString(36).slice(2)}`;
    await send(checkoutEvent('checkout.session.expired', { id, object: 'checkout.session' }));
    expect(await groups(`session=${id}`)).toEqual([
      expect.objectContaining({ groupId: id, customerName: 'unknown', userId: null }),
    ]);
  });

  it('lists the newest payment first', async () => {
    const who = await actor(app);
    const sessions = [];
    for (const name of ['eerste', 'tweede', 'derde']) {
      const id = `cs_test_${name}_${who.id}`;
      sessions.push(id);
      await send(checkoutEvent('checkout.session.expired', { id, metadata: { userId: who.id } }));
    }
    expect((await groups(`userId=${who.id}`)).map((group) => group.groupId)).toEqual(sessions.reverse());
  });

  it('filters on a period: a date includes its whole day, a time stops at that moment', async () => {
    const who = await actor(app);
    const at = async (id: string, when: string) => {
      const event = checkoutEvent('checkout.session.expired', { id, metadata: { userId: who.id } });
      await send(event);
      await app.db
        .update(webhookEvents)
        .set({ createdAt: new Date(when) })
        .where(eq(webhookEvents.stripeEventId, event.id));
    };
    await at('cs_9_maart', '2026-03-09T23:59:59Z');
    await at('cs_10_maart_vroeg', '2026-03-10T00:30:00Z');
    await at('cs_10_maart_middag', '2026-03-10T12:00:00Z');
    await at('cs_11_maart', '2026-03-11T00:00:00Z');
    const ids = async (query: string) =>
      (await groups(`userId=${who.id}&${query}`)).map((group) => group.groupId);
    expect(await ids('from=2026-03-10&to=2026-03-10')).toEqual(['cs_10_maart_middag', 'cs_10_maart_vroeg']);
    expect(await ids('from=2026-03-10T00:30:00Z')).toEqual([
      'cs_11_maart',
      'cs_10_maart_middag',
      'cs_10_maart_vroeg',
    ]);
    expect(await ids('to=2026-03-10T00:45:00Z')).toEqual(['cs_10_maart_vroeg', 'cs_9_maart']);
    expect(await ids('to=2026-03-10T12:00:00Z')).toEqual([
      'cs_10_maart_middag',
      'cs_10_maart_vroeg',
      'cs_9_maart',
    ]);
  });

  it('is for admins only, and an event is deleted once', async () => {
    const { who, session } = await pendingOrder();
    await send(checkoutEvent('checkout.session.expired', session));
    const [group] = await groups(`session=${session.id}`);
    const eventId = group!.events[0]!._id;
    const remove = (as: Actor) =>
      app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${eventId}`, headers: as.headers });
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: who.headers })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/webhooks' })).statusCode).toBe(401);
    expect((await remove(who)).statusCode).toBe(403);
    expect((await remove(admin)).statusCode).toBe(204);
    const again = await remove(admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Webhook-event niet gevonden.');
  });
});

import { randomUUID } from 'node:crypto';
import { formatCents } from '@shop/shared/money';
import { orderMessages } from '@shop/shared/order';
import { refundMessages, withdrawalDeadline } from '@shop/shared/refund';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct, sessionOf } from '../../../test/factories.ts';
import {
  openCheckout,
  paidOrderWithShipping,
  payWithCard,
  refundRequest,
  saveCart,
  startCheckout,
} from '../../../test/payments.ts';
import { openShop, orderOfSession, orderRow, stockOf } from '../../../test/shop.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import { orderStatusHistory } from '../../db/schema/orders.ts';
import { orderWithdrawals } from '../../db/schema/refunds.ts';
import { webhookEvents } from '../../db/schema/webhooks.ts';

/**
 * The buyer's side of after the sale (decision 057): cancelling a paid order that has not been
 * shipped (everything back, the goods back on the shelf, a mail), and withdrawing lines within 14
 * days after delivery (a support thread about the order, which the admin settles with a refund).
 */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

const cancel = (orderId: string, who: Actor | null) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/my/${orderId}/cancel`,
    ...(who ? { headers: who.headers } : {}),
  });

const withdraw = (
  orderId: string,
  who: Actor | null,
  body: { lines: { lineId: string; quantity: number }[]; reason: string },
) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/my/${orderId}/withdrawal`,
    ...(who ? { headers: who.headers } : {}),
    payload: body,
  });

const setStatus = (orderId: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: admin.headers,
    // Shipping needs the parcel (decision 054).
    payload: status === 'shipped' ? { status, carrier: 'PostNL', trackingCode: '3SLOOP0001' } : { status },
  });

const DAY = 24 * 60 * 60 * 1000;

/** Moves the order's history entry of `status` to `daysAgo` days before now. */
const dateHistory = (orderId: string, status: 'paid' | 'shipped' | 'delivered', daysAgo: number) =>
  app.db
    .update(orderStatusHistory)
    .set({ at: new Date(Date.now() - daysAgo * DAY) })
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, status)));

describe('the buyer cancels', () => {
  it('a paid order not yet shipped: everything paid back, the goods back in stock, Geannuleerd, a mail', async () => {
    const { who, orderId, product } = await paidOrderWithShipping(app, admin);
    expect(await stockOf(app, product.id)).toEqual({ stock: 7, reserved: 0 });
    const response = await cancel(orderId, who);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({ status: 'cancelled', refunded: 12.45 });
    expect(order.refunds).toEqual([
      expect.objectContaining({
        kind: 'cancellation',
        status: 'succeeded',
        amount: 12.45,
        shipping: 4.95,
        reason: refundMessages.cancellationReason,
        returned: true,
        returnedAt: expect.any(String),
      }),
    ]);
    expect(order.statusHistory.at(-1).status).toBe('cancelled');
    expect(await stockOf(app, product.id)).toEqual({ stock: 10, reserved: 0 });
    const [invoice, credit] = await app.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(invoices.sequence);
    expect(credit!.content.grossCents).toBe(-invoice!.content.grossCents);
    const [mail] = await app.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.key, `order-cancellation:${order.refunds[0]._id}`));
    const reference = orderId.slice(0, 8).toUpperCase();
    expect(mail).toMatchObject({ subject: `Je bestelling ${reference} is geannuleerd`, to: who.email });
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(formatCents(1245));
      expect(part).toContain('Je bestelling is geannuleerd');
    }
  });

  it('an order being processed too, but not one that was shipped', async () => {
    const processing = await paidOrderWithShipping(app, admin);
    expect((await setStatus(processing.orderId, 'processing')).statusCode).toBe(200);
    expect((await cancel(processing.orderId, processing.who)).json().status).toBe('cancelled');

    const shipped = await paidOrderWithShipping(app, admin);
    for (const status of ['processing', 'shipped']) await setStatus(shipped.orderId, status);
    const refused = await cancel(shipped.orderId, shipped.who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(refundMessages.notCancellable);
    expect((await orderRow(app, shipped.orderId)).status).toBe('shipped');
  });

  it('only their own, paid order, once', async () => {
    const { who, orderId } = await paidOrderWithShipping(app, admin);
    const stranger = await actor(app);
    const theirs = await cancel(orderId, stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(orderMessages.notFound);
    expect((await cancel(orderId, null)).statusCode).toBe(401);
    expect((await cancel(orderId, who)).statusCode).toBe(200);
    expect((await cancel(orderId, who)).statusCode).toBe(409);
    const unpaid = await openCheckout(app, admin);
    expect((await cancel(unpaid.orderId, unpaid.who)).statusCode).toBe(409);
    expect((await orderRow(app, unpaid.orderId)).status).toBe('pending');
  });

  it('pays back the lines left when the shipping went back already, asking the provider as the customer’s', async () => {
    const { who, orderId } = await paidOrderWithShipping(app, admin);
    expect((await refundRequest(app, admin, orderId, { shipping: true })).statusCode).toBe(200);
    const response = await cancel(orderId, who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', refunded: 12.45 });
    expect(response.json().refunds[1]).toMatchObject({ kind: 'cancellation', amount: 7.5, shipping: 0 });
    await expect
      .poll(async () =>
        (
          await app.db
            .select()
            .from(webhookEvents)
            .where(and(eq(webhookEvents.orderId, orderId), eq(webhookEvents.eventType, 'refund.updated')))
        ).map((event) => JSON.parse(event.data).reason),
      )
      .toContain('requested_by_customer');
  });

  it('pays back what is left of an order refunded in part', async () => {
    const { who, orderId, lineId, product } = await paidOrderWithShipping(app, admin);
    expect((await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).statusCode).toBe(
      200,
    );
    const order = (await cancel(orderId, who)).json();
    expect(order).toMatchObject({ status: 'cancelled', refunded: 12.45 });
    expect(order.refunds[1]).toMatchObject({ kind: 'cancellation', amount: 9.95, shipping: 4.95 });
    // The admin's refund kept its unit; the cancellation's two came back.
    expect(await stockOf(app, product.id)).toEqual({ stock: 9, reserved: 0 });
  });

  it('that the provider fails leaves the order paid and the goods where they were', async () => {
    const { who, orderId, product } = await paidOrderWithShipping(app, admin, {
      card: '4000 0000 0000 5126',
    });
    const response = await cancel(orderId, who);
    expect(response.statusCode).toBe(200);
    expect(['pending', 'failed']).toContain(response.json().refunds[0].status);
    await expect
      .poll(
        async () =>
          (await app.inject({ method: 'GET', url: `/api/orders/my/${orderId}`, headers: who.headers })).json()
            .refunds[0].status,
      )
      .toBe('failed');
    expect((await orderRow(app, orderId)).status).toBe('paid');
    expect(await stockOf(app, product.id)).toEqual({ stock: 7, reserved: 0 });
  });
});

describe('the buyer withdraws', () => {
  /** A paid order moved on to delivered, as the admin does. */
  async function delivered() {
    const paid = await paidOrderWithShipping(app, admin);
    for (const status of ['processing', 'shipped', 'delivered']) {
      expect((await setStatus(paid.orderId, status)).statusCode).toBe(200);
    }
    return paid;
  }

  it('lines of a delivered order within 14 days: a support thread about the order opens', async () => {
    const { who, orderId, lineId, product } = await delivered();
    const response = await withdraw(orderId, who, {
      lines: [{ lineId, quantity: 2 }],
      reason: 'De smaak valt tegen',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [withdrawal] = response.json().withdrawals;
    expect(withdrawal).toEqual({
      _id: expect.any(String),
      reason: 'De smaak valt tegen',
      lines: [{ lineId, title: product.title, quantity: 2 }],
      messageId: expect.any(String),
      createdAt: expect.any(String),
    });
    const reference = orderId.slice(0, 8).toUpperCase();
    const thread = (
      await app.inject({
        method: 'GET',
        url: `/api/contact/my/${withdrawal.messageId}`,
        headers: who.headers,
      })
    ).json();
    expect(thread).toMatchObject({
      subject: `Herroeping bestelling ${reference}`,
      orderId,
      tags: ['herroeping'],
      priority: 'hoog',
      status: 'nieuw',
    });
    expect(thread.message).toContain(`2 × ${product.title}`);
    expect(thread.message).toContain('Reden: De smaak valt tegen');
    const onTheDesk = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/contact/${withdrawal.messageId}`,
        headers: admin.headers,
      })
    ).json();
    expect(onTheDesk).toMatchObject({ orderId, user: expect.objectContaining({ _id: who.id }) });
    // Nothing is refunded yet: the admin settles it with a refund.
    expect((await orderRow(app, orderId)).status).toBe('delivered');
    const settled = await refundRequest(app, admin, orderId, {
      lines: [{ lineId, quantity: 2 }],
      returned: true,
    });
    expect(settled.json()).toMatchObject({ status: 'delivered', refunded: 5 });
  });

  it('names each line it sends back by its own title', async () => {
    const who = await actor(app);
    const gel = await createProduct(
      app,
      { stock: 10, price: 2.5, title: `Gel ${randomUUID().slice(0, 6)}` },
      admin.id,
    );
    const bar = await createProduct(
      app,
      { stock: 10, price: 3, title: `Reep ${randomUUID().slice(0, 6)}` },
      admin.id,
    );
    await saveCart(app, who, [
      { _id: gel.id, quantity: 1 },
      { _id: bar.id, quantity: 2 },
    ]);
    const { sessionId } = await startCheckout(app, who);
    await payWithCard(app, sessionId);
    const orderId = (await orderOfSession(app, sessionId)).id;
    await expect.poll(async () => (await orderRow(app, orderId)).status).toBe('paid');
    const order = (
      await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers })
    ).json();
    const barLine = order.cart.find((line: { title: string }) => line.title === bar.title).lineId;
    const response = await withdraw(orderId, who, {
      lines: [{ lineId: barLine, quantity: 2 }],
      reason: 'Te zoet',
    });
    expect(response.statusCode, response.body).toBe(200);
    const thread = (
      await app.inject({
        method: 'GET',
        url: `/api/contact/my/${response.json().withdrawals[0].messageId}`,
        headers: who.headers,
      })
    ).json();
    expect(thread.message).toContain(`2 × ${bar.title}`);
    expect(thread.message).not.toContain(gel.title);
  });

  it('in time until the 14th day after delivery, not after it', async () => {
    const { who, orderId, lineId } = await delivered();
    const body = { lines: [{ lineId, quantity: 1 }], reason: 'Te veel besteld' };
    await dateHistory(orderId, 'delivered', 16);
    const late = await withdraw(orderId, who, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(refundMessages.withdrawalPeriodOver);
    await dateHistory(orderId, 'delivered', 13);
    expect((await withdraw(orderId, who, body)).statusCode).toBe(200);
    // At the deadline itself it is too late; a moment before it, in time.
    const [entry] = await app.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'delivered')));
    const deadline = withdrawalDeadline(entry!.at).getTime();
    for (const [now, status] of [
      [deadline, 409],
      [deadline - 1, 200],
    ] as const) {
      vi.useFakeTimers({ toFake: ['Date'], now });
      try {
        // A token of that moment: one from now would have expired by then.
        const token = await app.composition.accessTokens.sign({
          id: who.id,
          role: 'user',
          email: who.email,
          sessionId: sessionOf(who),
        });
        const asThen = { ...who, headers: { authorization: `Bearer ${token}` } };
        expect((await withdraw(orderId, asThen, body)).statusCode, String(now)).toBe(status);
      } finally {
        vi.useRealTimers();
      }
    }
  });

  it('without a delivery the period runs from the shipping, without that from the payment', async () => {
    const { who, orderId, lineId } = await paidOrderWithShipping(app, admin);
    const body = { lines: [{ lineId, quantity: 1 }], reason: 'Te veel besteld' };
    await dateHistory(orderId, 'paid', 20);
    expect((await withdraw(orderId, who, body)).statusCode).toBe(409);
    for (const status of ['processing', 'shipped']) await setStatus(orderId, status);
    await dateHistory(orderId, 'shipped', 3);
    expect((await withdraw(orderId, who, body)).statusCode).toBe(200);
    await dateHistory(orderId, 'shipped', 15);
    expect((await withdraw(orderId, who, body)).statusCode).toBe(409);
  });

  it('never more than was bought and not paid back, only lines of the order, with a reason', async () => {
    const { who, orderId, lineId } = await delivered();
    const other = await delivered();
    // The shipping paid back does not count: only the lines do.
    expect((await refundRequest(app, admin, orderId, { shipping: true })).statusCode).toBe(200);
    const tooMany = await withdraw(orderId, who, { lines: [{ lineId, quantity: 4 }], reason: 'x' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(refundMessages.withdrawalExceeds);
    await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 2 }] });
    expect((await withdraw(orderId, who, { lines: [{ lineId, quantity: 2 }], reason: 'x' })).statusCode).toBe(
      409,
    );
    expect((await withdraw(orderId, who, { lines: [{ lineId, quantity: 1 }], reason: 'x' })).statusCode).toBe(
      200,
    );
    const foreign = await withdraw(orderId, who, {
      lines: [{ lineId: other.lineId, quantity: 1 }],
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(refundMessages.unknownLine);
    const none = await withdraw(orderId, who, { lines: [], reason: 'x' });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json().error)).toContain(refundMessages.withdrawalLinesRequired);
    expect((await withdraw(orderId, who, { lines: [{ lineId, quantity: 1 }], reason: '' })).statusCode).toBe(
      400,
    );
  });

  it('only their own order, paid and not refunded or cancelled', async () => {
    const { who, orderId, lineId } = await delivered();
    const body = { lines: [{ lineId, quantity: 1 }], reason: 'x' };
    expect((await withdraw(orderId, await actor(app), body)).statusCode).toBe(404);
    // Nothing was asked in their name.
    expect(await app.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId))).toEqual(
      [],
    );
    expect((await withdraw(orderId, null, body)).statusCode).toBe(401);
    const unpaid = await openCheckout(app, admin);
    const pendingLine = (
      await app.inject({ method: 'GET', url: `/api/orders/${unpaid.orderId}`, headers: admin.headers })
    ).json().cart[0].lineId;
    const pending = await withdraw(unpaid.orderId, unpaid.who, {
      lines: [{ lineId: pendingLine, quantity: 1 }],
      reason: 'x',
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe(refundMessages.withdrawalNotPossible);
    await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 3 }], shipping: true });
    expect((await withdraw(orderId, who, body)).statusCode).toBe(409);
  });
});

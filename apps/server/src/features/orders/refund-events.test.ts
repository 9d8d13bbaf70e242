import { refundMessages } from '@shop/shared/refund';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import type { Actor } from '../../../test/factories.ts';
import {
  checkoutEvent,
  paidOrderWithShipping,
  refundRequest,
  sendSignedEvent,
} from '../../../test/payments.ts';
import { openShop, orderRow, stockOf } from '../../../test/shop.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import { orderRefunds } from '../../db/schema/refunds.ts';
import { webhookEvents } from '../../db/schema/webhooks.ts';

/**
 * The provider's refund events settle the shop's refunds (decision 057): stored once, applied once,
 * only to the refund of the order whose payment they pay back. The emulator's own events never
 * arrive here (they are signed with a secret the shop no longer accepts): each event is sent by the
 * test, at the moment it chooses. Refunds are made on payments with the card whose refunds the
 * emulator answers `pending`, so the event is what settles them.
 */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
  app.config.stripeWebhookSecret = 'whsec_the_emulator_does_not_know_this_one';
});
afterAll(() => app.close());

const refundRow = async (orderId: string) =>
  (await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]!;

const creditsOf = async (orderId: string) =>
  app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit')));

/** A paid order (3 × € 2,50, € 4,95 shipping) with a refund of `quantity` units waiting for the provider. */
async function pendingRefund(quantity = 3, returned = false) {
  const paid = await paidOrderWithShipping(app, admin, { card: '4000 0000 0000 5126' });
  const response = await refundRequest(app, admin, paid.orderId, {
    lines: [{ lineId: paid.lineId, quantity }],
    returned,
  });
  expect(response.json().refunds[0].status).toBe('pending');
  const row = await refundRow(paid.orderId);
  const order = await orderRow(app, paid.orderId);
  /** The provider's refund as its events carry it. */
  const provider = (overrides: Record<string, unknown> = {}) => ({
    id: row.stripeRefundId,
    object: 'refund',
    amount: row.amountCents,
    currency: 'eur',
    payment_intent: order.stripePaymentIntentId,
    status: 'succeeded',
    metadata: { orderId: paid.orderId, refundId: row.id },
    ...overrides,
  });
  return { ...paid, row, order, provider };
}

async function send(event: object) {
  const response = await sendSignedEvent(app, event);
  expect(response.statusCode, response.body).toBe(200);
}

describe('a refund event', () => {
  it('refund.updated settles a pending refund: the credit invoice, the status, once however often it comes', async () => {
    const { orderId, provider } = await pendingRefund();
    expect(provider().id).toMatch(/^re_/);
    const event = checkoutEvent('refund.updated', provider());
    await send(event);
    expect(await refundRow(orderId)).toMatchObject({ status: 'succeeded', succeededAt: expect.any(Date) });
    expect(await creditsOf(orderId)).toHaveLength(1);
    // The same event again, and another event saying the same: nothing more.
    await send(event);
    await send(checkoutEvent('refund.updated', provider()));
    expect(await creditsOf(orderId)).toHaveLength(1);
    const stored = await app.db.select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId));
    expect(stored.filter((row) => row.eventType === 'refund.updated')).toHaveLength(2);
    expect((await orderRow(app, orderId)).status).toBe('paid');
  });

  it('charge.refunded settles each refund the charge lists', async () => {
    const { orderId, order, provider } = await pendingRefund();
    await send(
      checkoutEvent('charge.refunded', {
        id: 'ch_test_refunded',
        object: 'charge',
        amount: order.totalCents,
        amount_refunded: 750,
        payment_intent: order.stripePaymentIntentId,
        refunded: false,
        refunds: {
          object: 'list',
          data: [provider()],
          has_more: false,
          url: '/v1/charges/ch_test_refunded/refunds',
        },
      }),
    );
    expect((await refundRow(orderId)).status).toBe('succeeded');
    // A charge whose refunds are not listed is kept and changes nothing.
    await send(checkoutEvent('charge.refunded', { id: 'ch_test_bare', object: 'charge', refunds: null }));
  });

  it('that comes before the provider’s answer was kept finds the refund by its metadata', async () => {
    const { orderId, row, provider } = await pendingRefund();
    await app.db.update(orderRefunds).set({ stripeRefundId: null }).where(eq(orderRefunds.id, row.id));
    await send(checkoutEvent('refund.updated', provider({ id: 're_test_first_told' })));
    expect(await refundRow(orderId)).toMatchObject({
      status: 'succeeded',
      stripeRefundId: 're_test_first_told',
    });
  });

  it('that does not pay back the shop’s refund of that order’s payment changes nothing', async () => {
    const { orderId, row, provider } = await pendingRefund();
    const other = await pendingRefund();
    for (const lie of [
      { payment_intent: other.order.stripePaymentIntentId },
      { payment_intent: null },
      { amount: row.amountCents + 1 },
      { currency: 'usd' },
      // The shop knows its refund under another id.
      { id: 're_test_someone_else', metadata: { refundId: row.id } },
      // Metadata naming another order's refund, with this order's payment.
      { id: 're_test_unknown', metadata: { refundId: other.row.id } },
      { id: 're_test_unknown', metadata: { refundId: 'not-a-uuid' } },
      { id: 're_test_unknown', metadata: null },
    ]) {
      await send(checkoutEvent('refund.updated', provider(lie)));
    }
    expect((await refundRow(orderId)).status).toBe('pending');
    expect((await refundRow(other.orderId)).status).toBe('pending');
    expect(await creditsOf(orderId)).toEqual([]);
  });

  it('refund.updated failed fails the refund and frees what it held', async () => {
    const { orderId, lineId, provider } = await pendingRefund();
    await send(
      checkoutEvent('refund.updated', provider({ status: 'failed', failure_reason: 'lost_or_stolen_card' })),
    );
    expect(await refundRow(orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'lost_or_stolen_card',
    });
    // A failed refund never succeeds afterwards.
    await send(checkoutEvent('refund.updated', provider()));
    expect((await refundRow(orderId)).status).toBe('failed');
    expect(await creditsOf(orderId)).toEqual([]);
    expect((await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 3 }] })).statusCode).toBe(
      200,
    );
  });

  it('failed before the provider’s answer was kept keeps the provider’s id with the failure', async () => {
    const { orderId, row, provider } = await pendingRefund();
    await app.db.update(orderRefunds).set({ stripeRefundId: null }).where(eq(orderRefunds.id, row.id));
    await send(checkoutEvent('refund.updated', provider({ id: 're_test_failed_first', status: 'failed' })));
    expect(await refundRow(orderId)).toMatchObject({
      status: 'failed',
      stripeRefundId: 're_test_failed_first',
    });
  });

  it('canceled by the provider fails the refund; one still pending changes nothing', async () => {
    const pending = await pendingRefund();
    await send(checkoutEvent('refund.created', pending.provider({ status: 'pending' })));
    expect((await refundRow(pending.orderId)).status).toBe('pending');
    await send(checkoutEvent('charge.refund.updated', pending.provider({ status: 'canceled' })));
    expect(await refundRow(pending.orderId)).toMatchObject({ status: 'failed', failureReason: 'canceled' });
  });

  it('puts the goods marked returned while the refund waited back into stock when it goes through', async () => {
    const { orderId, row, product, provider } = await pendingRefund(2);
    const marked = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds/${row.id}/returned`,
      headers: admin.headers,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().refunds[0]).toMatchObject({ returned: true, returnedAt: null });
    expect(await stockOf(app, product.id)).toEqual({ stock: 7, reserved: 0 });
    await send(checkoutEvent('refund.updated', provider()));
    expect(await stockOf(app, product.id)).toEqual({ stock: 9, reserved: 0 });
    expect((await refundRow(orderId)).restockedAt).toBeInstanceOf(Date);
  });

  it('settles a cancellation that waited: the order is Geannuleerd with its mail, or Terugbetaald when shipped meanwhile', async () => {
    const cancelled = async () => {
      const paid = await paidOrderWithShipping(app, admin, { card: '4000 0000 0000 5126' });
      const cancel = () =>
        app.inject({
          method: 'POST',
          url: `/api/orders/my/${paid.orderId}/cancel`,
          headers: paid.who.headers,
        });
      expect((await cancel()).json().refunds[0]).toMatchObject({ kind: 'cancellation', status: 'pending' });
      const again = await cancel();
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(refundMessages.cancellationPending);
      const row = await refundRow(paid.orderId);
      const order = await orderRow(app, paid.orderId);
      const event = checkoutEvent('refund.updated', {
        id: row.stripeRefundId,
        object: 'refund',
        amount: row.amountCents,
        currency: 'eur',
        payment_intent: order.stripePaymentIntentId,
        status: 'succeeded',
      });
      return { ...paid, row, event };
    };
    const waiting = await cancelled();
    await send(waiting.event);
    expect((await orderRow(app, waiting.orderId)).status).toBe('cancelled');
    expect(await stockOf(app, waiting.product.id)).toEqual({ stock: 10, reserved: 0 });
    const mails = await app.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.key, `order-cancellation:${waiting.row.id}`));
    expect(mails).toHaveLength(1);

    const shipped = await cancelled();
    for (const status of ['processing', 'shipped']) {
      await app.inject({
        method: 'PUT',
        url: `/api/orders/${shipped.orderId}/status`,
        headers: admin.headers,
        // Shipping needs the parcel (decision 054).
        payload:
          status === 'shipped' ? { status, carrier: 'PostNL', trackingCode: '3SLOOP0001' } : { status },
      });
    }
    await send(shipped.event);
    expect((await orderRow(app, shipped.orderId)).status).toBe('refunded');
  });

  it('is grouped with the order’s payment for the admin', async () => {
    const { sessionId, provider } = await pendingRefund();
    await send(checkoutEvent('refund.updated', provider()));
    const groups = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/webhooks?session=${sessionId}`,
        headers: admin.headers,
      })
    ).json();
    expect(groups).toHaveLength(1);
    expect(groups[0].events.map((event: { eventType: string }) => event.eventType)).toContain(
      'refund.updated',
    );
  });

  it('of a shape Stripe never sends is refused with 400 before anything is kept', async () => {
    for (const event of [
      checkoutEvent('charge.refunded', { id: 'ch_test_bad', refunds: { data: [{ id: 5 }] } }),
      checkoutEvent('refund.updated', { id: 're_test_bad', status: ['succeeded'] }),
      checkoutEvent('refund.updated', { id: 're_test_bad', amount: '750' }),
    ]) {
      const response = await sendSignedEvent(app, event);
      expect(response.statusCode).toBe(400);
      expect(
        await app.db.select().from(webhookEvents).where(eq(webhookEvents.stripeEventId, event.id)),
      ).toEqual([]);
    }
    // A refund event whose object names no refund id is kept and changes nothing.
    await send(checkoutEvent('refund.updated', { object: 'refund', status: 'succeeded' }));
  });
});

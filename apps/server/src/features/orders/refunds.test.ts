import { formatCents } from '@shop/shared/money';
import { orderMessages } from '@shop/shared/order';
import { refundMessages, refundNotificationMessages } from '@shop/shared/refund';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createCoupon } from '../../../test/coupons.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import {
  openCheckout,
  paidOrderOf,
  paidOrderWithShipping,
  payWithCard,
  refundRequest,
} from '../../../test/payments.ts';
import { openShop, orderRow, servicesOf, stockOf } from '../../../test/shop.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderRefunds } from '../../db/schema/refunds.ts';
import { webhookEvents } from '../../db/schema/webhooks.ts';

/**
 * The admin's refunds through the API (decision 057): money back through the payment provider for
 * lines, quantities and shipping, never more than was paid, also with two admins at once; the
 * order's status, its credit invoices and the goods that came back. The emulator's events reach
 * the shop as Stripe's would.
 */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

const getOrder = async (orderId: string, who: Actor = admin) =>
  (
    await app.inject({
      method: 'GET',
      url: who === admin ? `/api/orders/${orderId}` : `/api/orders/my/${orderId}`,
      headers: who.headers,
    })
  ).json();

const refundRows = (orderId: string) =>
  app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(orderRefunds.createdAt);

const creditsOf = (orderId: string) =>
  app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit')))
    .orderBy(invoices.sequence);

const setStatus = (orderId: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: admin.headers,
    // Shipping needs the parcel (decision 054).
    payload: status === 'shipped' ? { status, carrier: 'PostNL', trackingCode: '3SLOOP0001' } : { status },
  });

const markReturned = (orderId: string, refundId: string, who: Actor = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds/${refundId}/returned`,
    headers: who.headers,
  });

describe('a refund moves money', () => {
  it('pays back unit price × quantity of a line through the provider, keeps the status and shows what went back and when', async () => {
    const { who, orderId, lineId } = await paidOrderWithShipping(app, admin);
    const response = await refundRequest(app, admin, orderId, {
      lines: [{ lineId, quantity: 2 }],
      reason: 'Twee zakjes lekten',
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json();
    expect(order.status).toBe('paid');
    expect(order.refunded).toBe(5);
    expect(order.cart[0]).toMatchObject({ lineId, quantity: 3, refundedQuantity: 2 });
    expect(order.refunds).toEqual([
      {
        _id: expect.any(String),
        kind: 'refund',
        status: 'succeeded',
        amount: 5,
        shipping: 0,
        reason: 'Twee zakjes lekten',
        lines: [{ lineId, title: order.cart[0].title, quantity: 2, amount: 5 }],
        returned: false,
        returnedAt: null,
        createdAt: expect.any(String),
        succeededAt: expect.any(String),
        failedAt: null,
      },
    ]);
    // The buyer sees the same.
    expect((await getOrder(orderId, who)).refunds).toEqual(order.refunds);
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({
      amountCents: 500,
      createdById: admin.id,
      stripeRefundId: expect.stringMatching(/^re_/),
    });
    // The provider's events arrive, are kept with the order's payment, and change nothing more.
    await expect
      .poll(async () =>
        (await app.db.select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId)))
          .filter((event) => event.processedAt)
          .map((event) => event.eventType)
          .sort(),
      )
      .toEqual(['charge.refunded', 'checkout.session.completed', 'refund.updated']);
    expect(await creditsOf(orderId)).toHaveLength(1);
    // The buyer is told of the money, once; the status did not change, so nothing more.
    const notifications = (
      await app.inject({ method: 'GET', url: '/api/notifications/my', headers: who.headers })
    ).json();
    const reference = orderId.slice(0, 8).toUpperCase();
    expect(
      notifications.map(({ title, message, icon, link }: Record<string, string>) => ({
        title,
        message,
        icon,
        link,
      })),
    ).toEqual([
      {
        title: 'Terugbetaling',
        message: refundNotificationMessages.refunded(reference, formatCents(500)),
        icon: 'refresh',
        link: '/profile',
      },
      {
        title: 'Bestelling betaald',
        message: `Bestelling ${reference}: Betaald.`,
        icon: 'package',
        link: '/profile',
      },
    ]);
    // The provider was asked with the order and the refund in its metadata, and no reason of its own.
    const [updated] = await app.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.orderId, orderId), eq(webhookEvents.eventType, 'refund.updated')));
    expect(JSON.parse(updated!.data)).toMatchObject({
      metadata: { orderId, refundId: row!.id },
      reason: null,
      amount: 500,
    });
    // An admin's refund sends no cancellation mail.
    expect(
      (await app.db.select().from(outgoingMails)).filter((mail) =>
        mail.key.startsWith('order-cancellation:'),
      ),
    ).toEqual([]);
  });

  it('pays back the shipping once, alone or with lines', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin);
    const shipping = await refundRequest(app, admin, orderId, { shipping: true });
    expect(shipping.statusCode, shipping.body).toBe(200);
    expect(shipping.json().refunds[0]).toMatchObject({ amount: 4.95, shipping: 4.95, lines: [] });
    for (const body of [{ shipping: true }, { shipping: true, lines: [{ lineId, quantity: 1 }] }]) {
      const again = await refundRequest(app, admin, orderId, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(refundMessages.exceedsPaid);
    }
    expect((await refundRows(orderId)).map((row) => row.amountCents)).toEqual([495]);
  });

  it('never pays back more of a line than was bought, counting the earlier refunds', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin);
    const tooMany = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Je kunt niet meer terugbetalen dan er betaald is.');
    expect((await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 2 }] })).statusCode).toBe(
      200,
    );
    expect((await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 2 }] })).statusCode).toBe(
      409,
    );
    expect((await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).statusCode).toBe(
      200,
    );
    expect((await refundRows(orderId)).map((row) => row.amountCents)).toEqual([500, 250]);
  });

  it('makes the order refunded once everything paid went back, with a credit invoice for each refund', async () => {
    const { who, orderId, lineId } = await paidOrderWithShipping(app, admin);
    expect(
      (await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).json().status,
    ).toBe('paid');
    const last = await refundRequest(app, admin, orderId, {
      lines: [{ lineId, quantity: 2 }],
      shipping: true,
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ status: 'refunded', refunded: 12.45, total: 12.45 });
    expect(last.json().statusHistory.at(-1).status).toBe('refunded');
    const credits = await creditsOf(orderId);
    expect(credits.map((credit) => credit.content.grossCents)).toEqual([-250, -995]);
    expect(credits.map((credit) => credit.refundId)).toEqual(
      (await refundRows(orderId)).map((row) => row.id),
    );
    // Nothing is left: another refund is refused, the order is no longer refundable.
    const more = await refundRequest(app, admin, orderId, { shipping: true });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(refundMessages.notRefundable('Terugbetaald'));
    expect((await getOrder(orderId, who)).status).toBe('refunded');
    const told = (
      await app.inject({ method: 'GET', url: '/api/notifications/my', headers: who.headers })
    ).json();
    expect(told.map((notification: { message: string }) => notification.message)).toContain(
      `Bestelling ${orderId.slice(0, 8).toUpperCase()}: Terugbetaald.`,
    );
  });

  it('refunds a shipped and a delivered order, never one that was not paid', async () => {
    for (const steps of [
      ['processing', 'shipped'],
      ['processing', 'shipped', 'delivered'],
    ]) {
      const { orderId, lineId } = await paidOrderWithShipping(app, admin);
      for (const status of steps) expect((await setStatus(orderId, status)).statusCode).toBe(200);
      const refunded = await refundRequest(app, admin, orderId, {
        lines: [{ lineId, quantity: 3 }],
        shipping: true,
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(refunded.json().status).toBe('refunded');
    }
    const unpaid = await openCheckout(app, admin);
    const pending = await refundRequest(app, admin, unpaid.orderId, { shipping: true });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe(refundMessages.notRefundable('Wacht op betaling'));
    expect(await refundRows(unpaid.orderId)).toEqual([]);
  });

  it('refunds nothing of an order paid outside the provider', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin);
    await app.db.update(orders).set({ stripePaymentIntentId: null }).where(eq(orders.id, orderId));
    const response = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(refundMessages.noPayment);
  });

  it('answers readable 400s for lines of another order, nothing chosen, no reason or a bad quantity', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin);
    const other = await paidOrderWithShipping(app, admin);
    const foreign = await refundRequest(app, admin, orderId, {
      lines: [{ lineId: other.lineId, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({
      message: refundMessages.unknownLine,
      details: { lines: [refundMessages.unknownLine] },
    });
    const nothing = await refundRequest(app, admin, orderId, {});
    expect(nothing.statusCode).toBe(400);
    expect(JSON.stringify(nothing.json().error)).toContain(refundMessages.nothingChosen);
    const noReason = await refundRequest(app, admin, orderId, { shipping: true, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json().error)).toContain(refundMessages.reasonRequired);
    const zero = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    const unknown = await refundRequest(app, admin, '00000000-0000-4000-8000-000000000000', {
      shipping: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(orderMessages.notFound);
    expect(await refundRows(orderId)).toEqual([]);
  });

  it('refunds nothing of a free shipping: there is nothing to pay back', async () => {
    const { sessionId, orderId } = await openCheckout(app, admin);
    await payWithCard(app, sessionId);
    await expect.poll(async () => (await orderRow(app, orderId)).status).toBe('paid');
    const response = await refundRequest(app, admin, orderId, { shipping: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: refundMessages.nothingChosen,
      details: { lines: [refundMessages.nothingChosen] },
    });
  });

  it('credits a line refunded unit by unit exactly its VAT, whatever the rounding of each unit', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin);
    for (let n = 0; n < 3; n++) {
      expect(
        (await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).statusCode,
      ).toBe(200);
    }
    const [invoice] = await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
    const lineVat = invoice!.content.lines[0]!.vatCents;
    const credits = await creditsOf(orderId);
    expect(credits.map((credit) => credit.content.grossCents)).toEqual([-250, -250, -250]);
    // € 7,50 at 9 % holds € 0,62 VAT: 21, 20 and 21 cents.
    expect(credits.map((credit) => credit.content.vatCents)).toEqual([-21, -20, -21]);
    expect(credits.reduce((sum, credit) => sum + credit.content.vatCents, 0)).toBe(-lineVat);
  });

  it('credits each refund only its own part', async () => {
    const { orderId, lineIds } = await paidOrderOf(app, admin, [
      { price: 2.5, quantity: 3 },
      { price: 3, quantity: 1 },
    ]);
    const [gel, bar] = lineIds as [string, string];
    expect((await refundRequest(app, admin, orderId, { shipping: true })).statusCode).toBe(200);
    expect(
      (await refundRequest(app, admin, orderId, { lines: [{ lineId: bar, quantity: 1 }] })).statusCode,
    ).toBe(200);
    // A gel the provider refuses: no credit for it.
    const paymentIntent = (await orderRow(app, orderId)).stripePaymentIntentId;
    await app.db.update(orders).set({ stripePaymentIntentId: 'pi_unknown' }).where(eq(orders.id, orderId));
    expect(
      (await refundRequest(app, admin, orderId, { lines: [{ lineId: gel, quantity: 1 }] })).statusCode,
    ).toBe(409);
    await app.db.update(orders).set({ stripePaymentIntentId: paymentIntent }).where(eq(orders.id, orderId));
    for (let n = 0; n < 3; n++) {
      expect(
        (await refundRequest(app, admin, orderId, { lines: [{ lineId: gel, quantity: 1 }] })).statusCode,
      ).toBe(200);
    }
    const credits = await creditsOf(orderId);
    expect(credits.map((credit) => credit.content.grossCents)).toEqual([-495, -300, -250, -250, -250]);
    expect(credits.map((credit) => credit.content.lines.length)).toEqual([1, 1, 1, 1, 1]);
    expect(credits.slice(2).map((credit) => credit.content.vatCents)).toEqual([-21, -20, -21]);
    expect((await getOrder(orderId)).status).toBe('refunded');
  });

  it('pays back and credits a line a coupon reduced at what it cost after the reduction', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10 });
    const { orderId, lineIds } = await paidOrderOf(
      app,
      admin,
      [
        { price: 2.5, quantity: 3 },
        { price: 3, quantity: 1 },
      ],
      { couponCode: coupon.code },
    );
    const [gel, bar] = lineIds as [string, string];
    const refunds = [
      await refundRequest(app, admin, orderId, { lines: [{ lineId: gel, quantity: 1 }] }),
      await refundRequest(app, admin, orderId, { lines: [{ lineId: gel, quantity: 2 }], shipping: true }),
      await refundRequest(app, admin, orderId, { lines: [{ lineId: bar, quantity: 1 }] }),
    ];
    expect(refunds.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const order = refunds[2]!.json();
    expect(order.status).toBe('refunded');
    // € 7,50 of gel less 10 % is € 6,75 (2,25 a gel), the bar € 2,70; the shipping whole.
    expect(order.refunds.map((refund: { amount: number }) => refund.amount)).toEqual([2.25, 9.45, 2.7]);
    const credits = await creditsOf(orderId);
    expect(credits.map((credit) => credit.content.grossCents)).toEqual([-225, -945, -270]);
    expect(credits[0]!.content.lines[0]!.description).toMatch(/\(na korting\)$/);
    const [invoice] = await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
    const credited = (key: 'grossCents' | 'vatCents') =>
      credits.reduce((total, credit) => total + credit.content[key], 0);
    expect(credited('grossCents')).toBe(-invoice!.content.grossCents);
    expect(credited('vatCents')).toBe(-invoice!.content.vatCents);
  });

  it('refunds an order paid before invoices were issued, without a credit invoice', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin);
    await app.db.delete(invoices).where(eq(invoices.orderId, orderId));
    const response = await refundRequest(app, admin, orderId, {
      lines: [{ lineId, quantity: 3 }],
      shipping: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('refunded');
    expect(await creditsOf(orderId)).toEqual([]);
  });

  it('refunds an order whose buyer’s account is gone', async () => {
    const { who, orderId, lineId } = await paidOrderWithShipping(app, admin);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/user/${who.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await orderRow(app, orderId)).userId).toBeNull();
    const response = await refundRequest(app, admin, orderId, {
      lines: [{ lineId, quantity: 3 }],
      shipping: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('refunded');
  });

  it('is the admin’s: a buyer gets 403, a guest 401, also on their own order', async () => {
    const { who, orderId, lineId } = await paidOrderWithShipping(app, admin);
    const body = { lines: [{ lineId, quantity: 1 }], shipping: false, reason: 'x', returned: false };
    const asBuyer = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: who.headers,
      payload: body,
    });
    expect(asBuyer.statusCode).toBe(403);
    const asGuest = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      payload: body,
    });
    expect(asGuest.statusCode).toBe(401);
    expect(await refundRows(orderId)).toEqual([]);
  });

  it('leaves refunded to refunds: the status control refuses it', async () => {
    const { orderId } = await paidOrderWithShipping(app, admin);
    const response = await setStatus(orderId, 'refunded');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(orderMessages.refundThroughForm);
    expect((await orderRow(app, orderId)).status).toBe('paid');
  });
});

describe('what the provider refuses', () => {
  it('fails the refund, says so, and frees what it held', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin);
    const paymentIntent = (await orderRow(app, orderId)).stripePaymentIntentId;
    // A payment the provider does not know: it refuses the refund (404).
    await app.db.update(orders).set({ stripePaymentIntentId: 'pi_unknown' }).where(eq(orders.id, orderId));
    const refused = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 3 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(refundMessages.providerRefused);
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({
      status: 'failed',
      failedAt: expect.any(Date),
      failureReason: expect.any(String),
    });
    expect((await getOrder(orderId)).refunds[0]).toMatchObject({
      status: 'failed',
      failedAt: expect.any(String),
    });
    await app.db.update(orders).set({ stripePaymentIntentId: paymentIntent }).where(eq(orders.id, orderId));
    const again = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 3 }] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refunded).toBe(7.5);
    expect(await creditsOf(orderId)).toHaveLength(1);
  });

  it('with no answer from the provider keeps the refund pending, asked once under its own key', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin);
    const refunds = app.composition.stripe().refunds;
    const create = vi.spyOn(refunds, 'create');
    try {
      for (const [n, failure] of [
        new Stripe.errors.StripeConnectionError({ message: 'connection reset' }),
        new Stripe.errors.StripeAPIError({ message: 'internal', statusCode: 500 } as never),
        Object.assign(new Error('not the SDK'), { statusCode: 400 }),
      ].entries()) {
        create.mockRejectedValueOnce(failure);
        const response = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] });
        expect(response.statusCode, String(n)).toBe(502);
        expect(response.json().error.message).toBe(refundMessages.providerUnavailable);
        expect(response.json().error.code).toBe('INTERNAL_ERROR');
      }
      const rows = await refundRows(orderId);
      expect(rows.map((row) => [row.status, row.failedAt])).toEqual([
        ['pending', null],
        ['pending', null],
        ['pending', null],
      ]);
      expect(create.mock.calls.map(([params, options]) => [params?.payment_intent, options])).toEqual(
        rows.map((row) => [expect.stringMatching(/^pi_/), { idempotencyKey: `refund-${row.id}` }]),
      );
      // Held while pending: nothing is left of the line.
      expect(
        (await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).statusCode,
      ).toBe(409);
    } finally {
      create.mockRestore();
    }
  });

  it('fails a refund of a payment the provider has refunded already (in its dashboard)', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin);
    const order = await orderRow(app, orderId);
    await app.composition.stripe().refunds.create({ payment_intent: order.stripePaymentIntentId! });
    const refused = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(refundMessages.providerRefused);
    expect((await refundRows(orderId))[0]).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining('has already been refunded'),
    });
  });

  it('a refund that fails after it was made (the card was closed) counts for nothing', async () => {
    const { orderId, lineId, product } = await paidOrderWithShipping(app, admin, {
      card: '4000 0000 0000 5126',
    });
    const made = await refundRequest(app, admin, orderId, {
      lines: [{ lineId, quantity: 3 }],
      returned: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(['pending', 'failed']).toContain(made.json().refunds[0].status);
    await expect.poll(async () => (await refundRows(orderId))[0]!.status).toBe('failed');
    expect((await refundRows(orderId))[0]).toMatchObject({ failureReason: 'expired_or_canceled_card' });
    const order = await getOrder(orderId);
    expect(order).toMatchObject({ status: 'paid', refunded: 0 });
    expect(await creditsOf(orderId)).toEqual([]);
    // The goods never went back into stock: only a refund that went through moves them.
    expect(await stockOf(app, product.id)).toEqual({ stock: 7, reserved: 0 });
    // What it held is free again.
    const again = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 3 }] });
    expect(again.statusCode).toBe(200);
  });
});

describe('goods that come back', () => {
  it('go back into stock with the refund when the admin says they came back, else not', async () => {
    const { orderId, lineId, product } = await paidOrderWithShipping(app, admin);
    expect(await stockOf(app, product.id)).toEqual({ stock: 7, reserved: 0 });
    const kept = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] });
    expect(kept.json().refunds[0]).toMatchObject({ returned: false, returnedAt: null });
    expect(await stockOf(app, product.id)).toEqual({ stock: 7, reserved: 0 });
    const returned = await refundRequest(app, admin, orderId, {
      lines: [{ lineId, quantity: 2 }],
      returned: true,
    });
    expect(returned.json().refunds[1]).toMatchObject({ returned: true, returnedAt: expect.any(String) });
    expect(await stockOf(app, product.id)).toEqual({ stock: 9, reserved: 0 });
  });

  it('go back later with ‘Artikelen zijn retour ontvangen’, once', async () => {
    const { orderId, lineId, product } = await paidOrderWithShipping(app, admin);
    const refundId = (await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 2 }] })).json()
      .refunds[0]._id;
    const response = await markReturned(orderId, refundId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refunds[0]).toMatchObject({ returned: true, returnedAt: expect.any(String) });
    expect(await stockOf(app, product.id)).toEqual({ stock: 9, reserved: 0 });
    const twice = await markReturned(orderId, refundId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(refundMessages.notReturnable);
    expect(await stockOf(app, product.id)).toEqual({ stock: 9, reserved: 0 });
  });

  it('only of a refund of that order with goods in it, and only for the admin', async () => {
    const { who, orderId, lineId } = await paidOrderWithShipping(app, admin);
    const other = await paidOrderWithShipping(app, admin);
    const shippingOnly = (await refundRequest(app, admin, orderId, { shipping: true })).json().refunds[0]._id;
    const otherRefund = (
      await refundRequest(app, admin, other.orderId, { lines: [{ lineId: other.lineId, quantity: 1 }] })
    ).json().refunds[0]._id;
    expect((await markReturned(orderId, shippingOnly)).statusCode).toBe(409);
    const foreign = await markReturned(orderId, otherRefund);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(refundMessages.refundNotFound);
    expect((await markReturned(orderId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const lineRefund = (await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).json()
      .refunds[1]._id;
    expect((await markReturned(orderId, lineRefund, who)).statusCode).toBe(403);
  });

  it('not of goods whose product is gone: there is no shelf to put them on', async () => {
    const { orderId, lineId, product } = await paidOrderWithShipping(app, admin);
    const refundId = (await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).json()
      .refunds[0]._id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: admin.headers }))
        .statusCode,
    ).toBeLessThan(300);
    expect((await markReturned(orderId, refundId)).statusCode).toBe(409);
  });
});

describe('two admins at once', () => {
  it('refund the same last units: exactly one pays back, the others are told there is nothing left', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin, { quantity: 2 });
    const second = await actor(app, 'admin');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        refundRequest(app, n % 2 === 0 ? admin : second, orderId, { lines: [{ lineId, quantity: 2 }] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(answer.json().error.message).toBe(refundMessages.exceedsPaid);
    }
    const rows = await refundRows(orderId);
    expect(rows.map((row) => [row.status, row.amountCents])).toEqual([['succeeded', 500]]);
    expect(await creditsOf(orderId)).toHaveLength(1);
  });

  it('refunding units and the shipping in parallel never pays back more than was paid', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin, { quantity: 3 });
    const second = await actor(app, 'admin');
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, n) =>
        refundRequest(app, n % 2 === 0 ? admin : second, orderId, { lines: [{ lineId, quantity: 1 }] }),
      ),
      ...Array.from({ length: 3 }, (_, n) =>
        refundRequest(app, n % 2 === 0 ? second : admin, orderId, { shipping: true }),
      ),
    ]);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const rows = await refundRows(orderId);
    expect(rows.filter((row) => row.shippingCents > 0)).toHaveLength(1);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(3 * 250 + 495);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect((await orderRow(app, orderId)).status).toBe('refunded');
    expect(await creditsOf(orderId)).toHaveLength(4);
  });
});

describe('an order’s refunds as the services see them', () => {
  it('the order view lists no refunds and nothing refunded before any', async () => {
    const { orderId } = await paidOrderWithShipping(app, admin);
    expect(await servicesOf(app).orders.one(orderId)).toMatchObject({
      refunded: 0,
      refunds: [],
      withdrawals: [],
    });
  });
});

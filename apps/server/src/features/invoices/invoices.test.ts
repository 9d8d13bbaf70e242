import { randomUUID } from 'node:crypto';
import { invoiceMessages, invoiceNumber, invoiceYear } from '@shop/shared/invoice';
import { slugify } from '@shop/shared/slug';
import { type VatClass, vatBreakdown } from '@shop/shared/vat';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import {
  checkoutEvent,
  emulatedPayment,
  emulatedSession,
  openCheckout,
  payWithCard,
  refundEverything,
  refundRequest,
  sendSignedEvent,
  startCheckout,
} from '../../../test/payments.ts';
import { pdfText } from '../../../test/pdf.ts';
import { openShop, orderRow, servicesOf } from '../../../test/shop.ts';
import { invoiceCounters, invoices } from '../../db/schema/invoices.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';

/**
 * Invoices through the API: numbered without gaps when an order is paid, credited when money is
 * refunded (decision 057), downloaded by the buyer and the admin as a PDF. The emulator's own webhooks never
 * arrive here (they are signed with a secret the shop no longer accepts): each payment is confirmed
 * by the events and success-page calls a test sends, at the moment it chooses.
 */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
  app.config.stripeWebhookSecret = 'whsec_the_emulator_does_not_know_this_one';
});
afterAll(() => app.close());

const year = () => invoiceYear(new Date());

/** The last number given out this year (0 before the first). */
async function lastSequence() {
  const [row] = await app.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year()));
  return row?.lastSequence ?? 0;
}

const invoicesOf = (orderId: string) =>
  app.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.sequence);

/** The success page's confirmation of a payment. */
const confirm = (who: Actor, sessionId: string) =>
  app.inject({ method: 'POST', url: '/api/checkout/success', headers: who.headers, payload: { sessionId } });

/** The payment provider's event that the session was paid (each call a new event). */
const completed = async (sessionId: string) =>
  sendSignedEvent(app, checkoutEvent('checkout.session.completed', await emulatedSession(app, sessionId)));

/** A buyer's order paid on the hosted page, not yet confirmed to the shop. */
async function paidSession() {
  const checkout = await openCheckout(app, admin);
  await payWithCard(app, checkout.sessionId);
  return checkout;
}

/** A buyer's order paid and confirmed by the success page. */
async function paidOrder() {
  const checkout = await paidSession();
  expect((await confirm(checkout.who, checkout.sessionId)).json().status).toBe('paid');
  return checkout;
}

const get = (url: string, who: Actor | null) =>
  app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

const setStatus = (orderId: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: admin.headers,
    payload: { status },
  });

describe('numbering', () => {
  it('gives a paid order an invoice numbered by year, dated when it was paid, named on the order', async () => {
    const { who, orderId } = await paidOrder();
    const [invoice] = await invoicesOf(orderId);
    const order = await orderRow(app, orderId);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      year: year(),
      number: invoiceNumber(year(), invoice!.sequence),
      issuedAt: order.paidAt,
      creditedInvoiceId: null,
    });
    expect(invoice!.number).toMatch(/^\d{4}-\d{6}$/);
    const mine = (await get(`/api/orders/my/${orderId}`, who)).json();
    expect(mine.invoices).toEqual([
      { kind: 'invoice', number: invoice!.number, issuedAt: order.paidAt!.toISOString() },
    ]);
    const asAdmin = (await get(`/api/orders/${orderId}`, admin)).json();
    expect(asAdmin.invoices).toEqual(mine.invoices);
  });

  it('gives twenty orders confirmed at the same moment, each twice, twenty numbers in a row and none twice', async () => {
    const checkouts = [];
    for (let n = 0; n < 20; n++) checkouts.push(await paidSession());
    const before = await lastSequence();
    const answers = await Promise.all(
      checkouts.flatMap(({ who, sessionId }) => [completed(sessionId), confirm(who, sessionId)]),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const orderIds = checkouts.map(({ orderId }) => orderId);
    const rows = await app.db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(20);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => before + 1 + n),
    );
    for (const row of rows) expect(row.number).toBe(invoiceNumber(year(), row.sequence));
    expect(await lastSequence()).toBe(before + 20);
  });

  it('numbers an order confirmed four times at once (two events, two success pages) once', async () => {
    const { who, sessionId, orderId } = await paidSession();
    const before = await lastSequence();
    const answers = await Promise.all([
      completed(sessionId),
      confirm(who, sessionId),
      completed(sessionId),
      confirm(who, sessionId),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await invoicesOf(orderId);
    expect(rows.map((row) => row.sequence)).toEqual([before + 1]);
    expect(await lastSequence()).toBe(before + 1);
  });

  it('gives an order that is not paid no invoice', async () => {
    const { orderId } = await openCheckout(app, admin);
    expect(await invoicesOf(orderId)).toEqual([]);
  });

  it('keeps an invoice, and its number, when its order is deleted', async () => {
    const { orderId } = await paidOrder();
    const [invoice] = await invoicesOf(orderId);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/orders/${orderId}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    const [kept] = await app.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(kept).toMatchObject({ orderId: null, number: invoice!.number, content: invoice!.content });
  });
});

describe('credit invoices', () => {
  it('a refunded paid order gets a credit invoice with the next number, naming its invoice, every amount negated', async () => {
    const { who, orderId } = await paidOrder();
    const [invoice] = await invoicesOf(orderId);
    const before = await lastSequence();
    await refundEverything(app, admin, orderId);

    const [, credit] = await invoicesOf(orderId);
    expect(credit).toMatchObject({
      kind: 'credit',
      sequence: before + 1,
      number: invoiceNumber(year(), before + 1),
      creditedInvoiceId: invoice!.id,
    });
    expect(credit!.content.grossCents).toBe(-invoice!.content.grossCents);
    expect(credit!.content.vatCents).toBe(-invoice!.content.vatCents);
    expect(credit!.content.lines.map((line) => line.grossCents)).toEqual(
      // A free shipping line stays 0 (the stored content has no negative zero).
      invoice!.content.lines.map((line) => -line.grossCents || 0),
    );
    const mine = (await get(`/api/orders/my/${orderId}`, who)).json();
    expect(
      mine.invoices.map((entry: { kind: string; number: string }) => [entry.kind, entry.number]),
    ).toEqual([
      ['invoice', invoice!.number],
      ['credit', credit!.number],
    ]);
  });

  it('credits a refund once, however often it is asked', async () => {
    const { orderId } = await paidOrder();
    const refunded = await refundEverything(app, admin, orderId);
    const service = servicesOf(app).invoices;
    const issuer = await service.issuer();
    const again = await app.db.transaction((tx) =>
      service.creditRefundIn(
        tx,
        { id: refunded.refunds[0]._id, orderId, productLineCount: 1, lines: [], shipping: true },
        issuer,
      ),
    );
    expect(again).toBeUndefined();
    expect((await invoicesOf(orderId)).map((row) => row.kind)).toEqual(['invoice', 'credit']);
  });

  it('an order refunded while being processed is credited too', async () => {
    const { orderId } = await paidOrder();
    expect((await setStatus(orderId, 'processing')).statusCode).toBe(200);
    await refundEverything(app, admin, orderId);
    expect((await invoicesOf(orderId)).map((row) => row.kind)).toEqual(['invoice', 'credit']);
  });

  it('a cancelled unpaid order gets none, and the status control cannot cancel or refund a paid order', async () => {
    const unpaid = await openCheckout(app, admin);
    const before = await lastSequence();
    expect((await setStatus(unpaid.orderId, 'cancelled')).statusCode).toBe(200);
    expect(await invoicesOf(unpaid.orderId)).toEqual([]);

    const { orderId } = await paidOrder();
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(409);
    expect((await setStatus(orderId, 'refunded')).statusCode).toBe(409);
    expect((await invoicesOf(orderId)).map((row) => row.kind)).toEqual(['invoice']);
    expect(await lastSequence()).toBe(before + 1);
  });

  it('an order refunded in two parts gets two credit invoices, which together credit the invoice', async () => {
    const { orderId } = await paidOrder();
    const order = (await get(`/api/orders/${orderId}`, admin)).json();
    const lineId = order.cart[0].lineId;
    expect((await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).statusCode).toBe(
      200,
    );
    expect((await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).statusCode).toBe(
      200,
    );
    const [invoice, first, second] = await invoicesOf(orderId);
    expect([first!.kind, second!.kind]).toEqual(['credit', 'credit']);
    expect(first!.sequence + 1).toBe(second!.sequence);
    expect(first!.content.lines[0]!.quantity).toBe(1);
    expect(first!.content.grossCents + second!.content.grossCents).toBe(-invoice!.content.grossCents);
    expect(first!.content.vatCents + second!.content.vatCents).toBe(-invoice!.content.vatCents);
    // The free shipping's line comes with the refund that ends the order.
    expect(first!.content.lines).toHaveLength(1);
    expect(second!.content.lines).toHaveLength(invoice!.content.lines.length);
    expect(first!.refundId).not.toBe(second!.refundId);
    // The credit invoice by its kind is the first; each downloads by its number.
    const byKind = await get(`/api/orders/${orderId}/credit-invoice`, admin);
    expect(byKind.headers['content-disposition']).toBe(
      `attachment; filename="creditfactuur-${first!.number}.pdf"`,
    );
    const byNumber = await get(`/api/orders/${orderId}/invoices/${second!.number}`, admin);
    expect(byNumber.headers['content-disposition']).toBe(
      `attachment; filename="creditfactuur-${second!.number}.pdf"`,
    );
  });
});

describe('downloads', () => {
  let owner: Actor;
  let orderId: string;
  let number: string;
  beforeAll(async () => {
    const paid = await paidOrder();
    owner = paid.who;
    orderId = paid.orderId;
    number = (await invoicesOf(orderId))[0]!.number;
  });

  const expectPdf = (response: Awaited<ReturnType<typeof get>>, filename: string) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  };

  it('the buyer downloads their invoice as a PDF named after its number', async () => {
    expectPdf(await get(`/api/orders/my/${orderId}/invoice`, owner), `factuur-${number}.pdf`);
  });

  it('the admin downloads any order’s invoice from the admin route', async () => {
    expectPdf(await get(`/api/orders/${orderId}/invoice`, admin), `factuur-${number}.pdf`);
  });

  it('another buyer gets 404, as for an order that does not exist; a guest 401; a buyer on the admin route 403', async () => {
    const stranger = await actor(app);
    const theirs = await get(`/api/orders/my/${orderId}/invoice`, stranger);
    const none = await get('/api/orders/my/00000000-0000-4000-8000-000000000000/invoice', stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
    expect(theirs.json().error.message).toBe(invoiceMessages.notFound);
    expect((await get(`/api/orders/my/${orderId}/invoice`, null)).statusCode).toBe(401);
    expect((await get(`/api/orders/my/${orderId}/credit-invoice`, null)).statusCode).toBe(401);
    expect((await get(`/api/orders/${orderId}/invoice`, owner)).statusCode).toBe(403);
    expect((await get(`/api/orders/${orderId}/invoice`, null)).statusCode).toBe(401);
  });

  it('by number: only the order’s own invoice, only for its owner', async () => {
    const other = await paidOrder();
    const otherNumber = (await invoicesOf(other.orderId))[0]!.number;
    expect((await get(`/api/orders/my/${orderId}/invoices/${otherNumber}`, owner)).statusCode).toBe(404);
    expect((await get(`/api/orders/my/${other.orderId}/invoices/${otherNumber}`, owner)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/orders/${orderId}/invoices/${otherNumber}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/orders/my/${orderId}/invoices/${number}`, null)).statusCode).toBe(401);
    expect((await get(`/api/orders/${orderId}/invoices/${number}`, owner)).statusCode).toBe(403);
    expect((await get(`/api/orders/${orderId}/invoices/not-a-number`, admin)).statusCode).toBe(400);
  });

  it('is 404 for an invoice not issued (yet): an unpaid order’s, or a credit invoice before a refund', async () => {
    const unpaid = await openCheckout(app, admin);
    expect((await get(`/api/orders/my/${unpaid.orderId}/invoice`, unpaid.who)).statusCode).toBe(404);
    expect((await get(`/api/orders/my/${orderId}/credit-invoice`, owner)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/credit-invoice`, admin)).statusCode).toBe(404);
  });

  it('the credit invoice downloads once the order is refunded, by its kind and by its number', async () => {
    await refundEverything(app, admin, orderId);
    const credit = (await invoicesOf(orderId))[1]!;
    expectPdf(
      await get(`/api/orders/my/${orderId}/invoices/${credit.number}`, owner),
      `creditfactuur-${credit.number}.pdf`,
    );
    expectPdf(await get(`/api/orders/${orderId}/invoices/${number}`, admin), `factuur-${number}.pdf`);
    expectPdf(
      await get(`/api/orders/my/${orderId}/credit-invoice`, owner),
      `creditfactuur-${credit.number}.pdf`,
    );
    expectPdf(
      await get(`/api/orders/${orderId}/credit-invoice`, admin),
      `creditfactuur-${credit.number}.pdf`,
    );
  });
});

describe('what the PDF says', () => {
  /** Decision 047's worked example: two reduced and two standard lines, € 4,95 shipping. */
  const goods: { title: string; price: number; quantity: number; vatClass: VatClass }[] = [
    { title: 'Gelpakket Citrus', price: 12.95, quantity: 2, vatClass: 'reduced' },
    { title: 'Sportdrank Bosbes', price: 3.49, quantity: 1, vatClass: 'reduced' },
    { title: 'Bidon 500 ml', price: 9.99, quantity: 1, vatClass: 'standard' },
    { title: 'Heupriem Pro', price: 24.95, quantity: 1, vatClass: 'standard' },
  ];

  /**
   * A pending order placed as checkout places it. The checkout does not record shipping and VAT
   * in this branch yet, so the order's snapshot (what checkout will write: `vatBreakdown` of its
   * lines and shipping) is written here, straight into the order's columns.
   */
  async function orderWithSnapshot(buyer: Actor, { recordVat }: { recordVat: boolean }) {
    const placed = [];
    for (const line of goods) {
      const product = await createProduct(
        app,
        // The same titles in every test; each its own slug.
        {
          title: line.title,
          slug: `${slugify(line.title)}-${randomUUID().slice(0, 8)}`,
          price: line.price,
          stock: 5,
        },
        admin.id,
      );
      await app.db.update(products).set({ vatClass: line.vatClass }).where(eq(products.id, product.id));
      placed.push({ ...line, product });
    }
    const order = await servicesOf(app).orders.place(
      {
        userId: buyer.id,
        userEmail: buyer.email,
        addressFirstName: 'Sanne',
        addressLastName: 'de Vries',
        addressEmail: '',
        addressStreet: 'Stationsstraat',
        addressNumber: '10-C',
        addressZip: '3511 AB',
        addressCity: 'Utrecht',
        addressCountry: 'Nederland',
        vatCountry: 'NL',
      },
      placed.map((line) => ({
        productId: line.product.id,
        title: line.title,
        unitPriceCents: line.product.priceCents,
        quantity: line.quantity,
        vatClass: line.vatClass,
      })),
    );
    const breakdown = vatBreakdown({
      lines: placed.map((line) => ({
        grossCents: line.product.priceCents * line.quantity,
        vatClass: line.vatClass,
      })),
      shippingGrossCents: 495,
      country: 'NL',
      date: new Date(),
    });
    await app.db
      .update(orders)
      .set({
        totalCents: breakdown.grossCents,
        shippingMethodName: 'PostNL pakket',
        shippingCarrier: 'PostNL',
        shippingPriceCents: 495,
        ...(recordVat
          ? {
              vatCountry: 'NL' as const,
              shippingVat: breakdown.shipping,
              vatTotals: breakdown.totals,
              vatCents: breakdown.vatCents,
            }
          : // As an order placed before checkout recorded VAT has it.
            { vatCountry: null, shippingVat: [], vatTotals: [], vatCents: 0 }),
      })
      .where(eq(orders.id, order.id));
    if (!recordVat) {
      await app.db
        .update(orderItems)
        .set({ vatClass: null, vatRateBasisPoints: 0, netCents: 0, vatCents: 0 })
        .where(eq(orderItems.orderId, order.id));
    }
    if (recordVat) {
      for (const [index, line] of placed.entries()) {
        const part = breakdown.lines[index]!;
        await app.db
          .update(orderItems)
          .set({
            vatClass: line.vatClass,
            vatRateBasisPoints: part.rateBasisPoints,
            netCents: part.netCents,
            vatCents: part.vatCents,
          })
          .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, line.product.id)));
      }
    }
    return order.id;
  }

  const textOf = async (url: string, who: Actor) => {
    const response = await get(url, who);
    expect(response.statusCode, response.body).toBe(200);
    return pdfText(response.rawPayload);
  };

  it('states the seller, number and date, the customer, the lines, the VAT per rate and the total', async () => {
    const buyer = await actor(app);
    const orderId = await orderWithSnapshot(buyer, { recordVat: true });
    expect((await setStatus(orderId, 'paid')).statusCode).toBe(200);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice!.content.vatBasis).toBe('order');
    const day = new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(invoice!.issuedAt);

    const text = await textOf(`/api/orders/my/${orderId}/invoice`, buyer);
    for (const expected of [
      // The seller (the shop's settings).
      'Loopvoeding B.V.',
      'Hardloperspad 12',
      '3511 AB Utrecht',
      'KvK 12345678',
      'Btw-nummer NL123456789B01',
      // Title, number, date, order.
      `Factuur ${invoice!.number}`,
      `Factuurdatum: ${day}`,
      `Bestelling: ${orderId.slice(0, 8).toUpperCase()}`,
      // The customer and the delivery address.
      'Sanne de Vries',
      'Stationsstraat 10-C',
      'Nederland',
      // The lines: description, quantity, unit price excl. VAT, rate, excl. VAT, VAT, total.
      'Gelpakket Citrus 2 € 11,88 9 % € 23,76 € 2,14 € 25,90',
      'Sportdrank Bosbes 1 € 3,20 9 % € 3,20 € 0,29 € 3,49',
      'Bidon 500 ml 1 € 8,26 21 % € 8,26 € 1,73 € 9,99',
      'Heupriem Pro 1 € 20,62 21 % € 20,62 € 4,33 € 24,95',
      'Verzending: PostNL pakket (21 %) 1 € 2,22 21 % € 2,22 € 0,47 € 2,69',
      'Verzending: PostNL pakket (9 %) 1 € 2,07 9 % € 2,07 € 0,19 € 2,26',
      // Per rate, and the totals.
      'Grondslag 9 % € 29,03',
      'Btw 9 % € 2,62',
      'Grondslag 21 % € 31,10',
      'Btw 21 % € 6,53',
      'Totaal excl. btw € 60,13',
      'Totaal btw € 9,15',
      'Totaal incl. btw € 69,28',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Creditfactuur');
  });

  it('a credit invoice is titled so, names the invoice it credits and has every amount negative', async () => {
    const buyer = await actor(app);
    const orderId = await orderWithSnapshot(buyer, { recordVat: true });
    expect((await setStatus(orderId, 'paid')).statusCode).toBe(200);
    // Paid through the provider, so there is a payment to pay back.
    const paymentIntent = await emulatedPayment(app, (await orderRow(app, orderId)).totalCents);
    await app.db.update(orders).set({ stripePaymentIntentId: paymentIntent }).where(eq(orders.id, orderId));
    await refundEverything(app, admin, orderId);
    const [invoice, credit] = await invoicesOf(orderId);

    const text = await textOf(`/api/orders/${orderId}/credit-invoice`, admin);
    for (const expected of [
      `Creditfactuur ${credit!.number}`,
      // Both shipping lines, credited with the refund of the shipping.
      'Verzending: PostNL pakket (21 %) 1 € -2,22 21 % € -2,22 € -0,47 € -2,69',
      `Crediteert factuur ${invoice!.number}`,
      'Loopvoeding B.V.',
      'Gelpakket Citrus 2 € -11,88 9 % € -23,76 € -2,14 € -25,90',
      'Btw 9 % € -2,62',
      'Btw 21 % € -6,53',
      'Totaal btw € -9,15',
      'Totaal incl. btw € -69,28',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('an order from before VAT was recorded is invoiced with the rates of the day it was paid, each line at its product’s class', async () => {
    const buyer = await actor(app);
    const orderId = await orderWithSnapshot(buyer, { recordVat: false });
    expect((await setStatus(orderId, 'paid')).statusCode).toBe(200);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice!.content).toMatchObject({
      vatBasis: 'derived',
      vatCountry: 'NL',
      vatCents: 915,
      grossCents: 6928,
    });

    const text = await textOf(`/api/orders/my/${orderId}/invoice`, buyer);
    for (const expected of ['Btw 9 % € 2,62', 'Btw 21 % € 6,53', 'Totaal incl. btw € 69,28']) {
      expect(text).toContain(expected);
    }
  });

  it('an invoice paid through checkout names the checkout’s lines and total', async () => {
    const { who, orderId, product } = await paidOrder();
    const order = await orderRow(app, orderId);
    const text = await textOf(`/api/orders/my/${orderId}/invoice`, who);
    expect(text).toContain(`${product.title} 2`);
    expect(text).toContain(`Totaal incl. btw € ${(order.totalCents / 100).toFixed(2).replace('.', ',')}`);
  });
});

describe('a checkout replaced meanwhile', () => {
  it('keeps the invoice of an earlier order that was paid after all', async () => {
    const { who, sessionId, orderId } = await paidSession();
    // The buyer starts again before the payment was confirmed: the earlier order is found paid.
    await startCheckout(app, who);
    expect((await orderRow(app, orderId)).status).toBe('paid');
    expect((await confirm(who, sessionId)).json().status).toBe('paid');
    expect((await invoicesOf(orderId)).map((row) => row.kind)).toEqual(['invoice']);
  });
});

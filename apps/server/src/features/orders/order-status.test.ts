import { orderMessages, orderStatusLabels } from '@shop/shared/order';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct, createUser } from '../../../test/factories.ts';
import { checkoutEvent, mailsAbout, saveCart, sendSignedEvent } from '../../../test/payments.ts';
import { confirmationMail, openShop, orderRow, servicesOf, stockOf } from '../../../test/shop.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  // Listening: the webhook endpoint needs the payment emulator's Stripe client.
  ({ app, admin } = await openShop({ listen: true }));
  // The day's visit rollup done now, so its start-up job opens no transaction while a test below
  // counts the transactions of two requests.
  await servicesOf(app).analytics.rollUp();
});
afterAll(() => app.close());

type Product = Awaited<ReturnType<typeof createProduct>>;

/**
 * What checkout leaves behind: the lines' stock reserved, a pending order with the delivery
 * address, and its payment session (`cs_test_<order id>`).
 */
async function placeOrder(
  buyer: { id: string; email: string } | null,
  lines: { product: Product; quantity: number }[],
) {
  const order = await servicesOf(app).orders.place(
    {
      userId: buyer?.id ?? null,
      userEmail: buyer?.email ?? 'weg@example.nl',
      addressFirstName: 'Sanne',
      addressLastName: 'de Vries',
      addressEmail: 'bezorging@example.nl',
      addressStreet: 'Stationsstraat',
      addressNumber: '10-C',
      addressZip: '3511 AB',
      addressCity: 'Utrecht',
      addressCountry: 'Nederland',
      vatCountry: 'NL',
    },
    lines.map(({ product, quantity }) => ({
      productId: product.id,
      title: product.title,
      unitPriceCents: product.priceCents,
      quantity,
      vatClass: product.vatClass,
    })),
  );
  await servicesOf(app).orders.attachSession(order.id, `cs_test_${order.id}`);
  return order;
}

const product = (stock: number, title?: string) =>
  createProduct(app, { stock, price: 10, ...(title ? { title } : {}) }, admin.id);

/** Shipping names the parcel (decision 054; shipment.test.ts states its rules). */
const setStatus = (id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${id}/status`,
    headers: admin.headers,
    payload: status === 'shipped' ? { status, trackingCode: '3SABCD1234567', carrier: 'PostNL' } : { status },
  });

/**
 * Two admins sending the same status change at the same moment: both requests have read the order
 * before either starts its transaction (held back until both got there), so one of them loses.
 */
async function twoAdminsAtOnce(id: string, status: string) {
  const transaction = app.db.transaction.bind(app.db);
  let arrived = 0;
  let bothArrived!: () => void;
  const gate = new Promise<void>((resolve) => {
    bothArrived = resolve;
    // Should only one of them get there, let it go on rather than hang.
    setTimeout(resolve, 2_000);
  });
  const held = vi.spyOn(app.db, 'transaction').mockImplementation(async (...args) => {
    arrived += 1;
    if (arrived === 2) bothArrived();
    await gate;
    return transaction(...args);
  });
  try {
    const answers = await Promise.all([setStatus(id, status), setStatus(id, status)]);
    expect(arrived).toBe(2);
    return answers.sort((a, b) => a.statusCode - b.statusCode);
  } finally {
    held.mockRestore();
  }
}

const orderById = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers })).json();

const historyOf = async (id: string) =>
  ((await orderById(id)).statusHistory as { status: string }[]).map((entry) => entry.status);

const notificationsOf = async (userId: string) =>
  (
    await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt))
  ).map(({ icon, title, message, link }) => ({ icon, title, message, link }));

const reference = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** Stripe reporting a payment through the webhook, as it does for the session of the order. */
const reportPayment = async (
  orderId: string,
  type = 'checkout.session.async_payment_succeeded',
  paymentIntent = `pi_test_${orderId.slice(0, 8)}`,
) => {
  const order = await servicesOf(app).orders.find(orderId);
  const response = await sendSignedEvent(
    app,
    checkoutEvent(type, {
      id: `cs_test_${orderId}`,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      amount_total: order?.totalCents,
      currency: 'eur',
      metadata: { orderId },
    }),
  );
  expect(response.statusCode).toBe(200);
};

const reportExpiry = async (orderId: string) => {
  const response = await sendSignedEvent(
    app,
    checkoutEvent('checkout.session.expired', {
      id: `cs_test_${orderId}`,
      object: 'checkout.session',
      status: 'expired',
      payment_status: 'unpaid',
      metadata: { orderId },
    }),
  );
  expect(response.statusCode).toBe(200);
};

describe('the status machine', () => {
  it('an admin can only move an order along the status machine, with the spec’s message', async () => {
    const order = await placeOrder(await actor(app), [{ product: await product(5), quantity: 1 }]);
    const refused = await setStatus(order.id, 'processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: "Een bestelling kan niet van 'Wacht op betaling' naar 'In behandeling'.",
    });
    expect((await setStatus(order.id, 'paid')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'pending')).json().error.message).toBe(
      "Een bestelling kan niet van 'Betaald' naar 'Wacht op betaling'.",
    );
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(409);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await setStatus(order.id, status);
      expect(moved.statusCode).toBe(200);
      expect(moved.json().status).toBe(status);
    }
    // Refunded only follows the money: the refund form makes it (decision 057).
    expect((await setStatus(order.id, 'refunded')).json().error.message).toBe(
      orderMessages.refundThroughForm,
    );
    expect((await setStatus(order.id, 'cancelled')).json().error.message).toBe(
      orderMessages.refundThroughForm,
    );
    expect(await historyOf(order.id)).toEqual(['pending', 'paid', 'processing', 'shipped', 'delivered']);
  });

  it('changing the status of an order that does not exist is 404', async () => {
    const response = await setStatus('00000000-0000-4000-8000-000000000000', 'processing');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Bestelling niet gevonden.');
  });

  it('when two admins move the same order at once, the second gets the spec’s conflict and changes nothing', async () => {
    const buyer = await actor(app);
    const order = await placeOrder(buyer, [{ product: await product(5), quantity: 1 }]);
    expect((await setStatus(order.id, 'paid')).statusCode).toBe(200);
    const [won, lost] = await twoAdminsAtOnce(order.id, 'processing');
    expect(won!.statusCode).toBe(200);
    expect(lost!.statusCode).toBe(409);
    expect(lost!.json().error.message).toBe("Een bestelling kan niet van 'Betaald' naar 'In behandeling'.");
    expect(await historyOf(order.id)).toEqual(['pending', 'paid', 'processing']);
    expect((await notificationsOf(buyer.id)).map((n) => n.message)).toEqual([
      `Bestelling ${reference(order.id)}: Betaald.`,
      `Bestelling ${reference(order.id)}: In behandeling.`,
    ]);
  });
});

describe('paying', () => {
  it('an admin marking a pending order paid sells its reserved stock', async () => {
    const [gel, bar] = [await product(5), await product(8)];
    const other = await placeOrder(await actor(app), [{ product: gel, quantity: 1 }]);
    const order = await placeOrder(await actor(app), [
      { product: gel, quantity: 2 },
      { product: bar, quantity: 3 },
    ]);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 3 });
    const paid = await setStatus(order.id, 'paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect(await stockOf(app, gel.id)).toEqual({ stock: 3, reserved: 1 });
    expect(await stockOf(app, bar.id)).toEqual({ stock: 5, reserved: 0 });
    expect((await orderById(other.id)).status).toBe('pending');
  });

  it('an order is paid exactly once however often the payment is reported: stock sold once, one history entry', async () => {
    const gel = await product(5);
    const order = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    await reportPayment(order.id, 'checkout.session.completed');
    await reportPayment(order.id, 'checkout.session.async_payment_succeeded');
    expect((await setStatus(order.id, 'paid')).statusCode).toBe(409);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 3, reserved: 0 });
    expect(await historyOf(order.id)).toEqual(['pending', 'paid']);
  });

  it('two admins marking the same pending order paid at once sell its stock once', async () => {
    const buyer = await actor(app);
    const gel = await product(5);
    const order = await placeOrder(buyer, [{ product: gel, quantity: 2 }]);
    const [won, lost] = await twoAdminsAtOnce(order.id, 'paid');
    expect([won!.statusCode, lost!.statusCode]).toEqual([200, 409]);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 3, reserved: 0 });
    expect(await historyOf(order.id)).toEqual(['pending', 'paid']);
    expect(await notificationsOf(buyer.id)).toHaveLength(1);
    await expect.poll(() => mailsAbout(app, order.id)).toHaveLength(1);
  });

  it('a payment records when it was paid, its payment intent, and that the stock was settled', async () => {
    const order = await placeOrder(await actor(app), [{ product: await product(5), quantity: 1 }]);
    expect(await orderRow(app, order.id)).toMatchObject({ paidAt: null, stockSettledAt: null });
    await reportPayment(order.id, 'checkout.session.completed', 'pi_test_recorded');
    const row = await orderRow(app, order.id);
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.stockSettledAt).toBeInstanceOf(Date);
    expect((await orderById(order.id)).stripePaymentIntentId).toBe('pi_test_recorded');
  });

  it('a paid order takes only the ordered products out of the buyer’s cart', async () => {
    const buyer = await actor(app);
    const [ordered, addedLater] = [await product(5), await product(5)];
    const order = await placeOrder(buyer, [{ product: ordered, quantity: 1 }]);
    await saveCart(app, buyer, [
      { _id: ordered.id, quantity: 1 },
      { _id: addedLater.id, quantity: 2 },
    ]);
    await reportPayment(order.id);
    const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers })).json();
    expect(cart).toEqual([expect.objectContaining({ _id: addedLater.id, quantity: 2 })]);
  });

  it('a paid order whose product was deleted meanwhile is still paid, and the other lines are sold', async () => {
    const buyer = await actor(app);
    const [kept, deleted] = [await product(5), await product(5)];
    const order = await placeOrder(buyer, [
      { product: kept, quantity: 1 },
      { product: deleted, quantity: 1 },
    ]);
    await saveCart(app, buyer, [{ _id: kept.id, quantity: 1 }]);
    await app.db.delete(products).where(eq(products.id, deleted.id));
    const paid = await setStatus(order.id, 'paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().cart).toHaveLength(2);
    expect(paid.json().cart).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: kept.id, quantity: 1 }),
        expect.objectContaining({ _id: null, title: deleted.title, quantity: 1 }),
      ]),
    );
    expect(await stockOf(app, kept.id)).toEqual({ stock: 4, reserved: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers })).json()).toEqual(
      [],
    );
  });

  it('a payment reported for an order that was already cancelled changes nothing and sends no e-mail', async () => {
    const buyer = await actor(app);
    const gel = await product(5);
    const order = await placeOrder(buyer, [{ product: gel, quantity: 2 }]);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    await reportPayment(order.id);
    expect(await historyOf(order.id)).toEqual(['pending', 'cancelled']);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 0 });
    expect((await orderRow(app, order.id)).paidAt).toBeNull();
    expect(await confirmationMail(app, order.id)).toBeUndefined();
    // Only the cancellation was told, not a payment.
    expect((await notificationsOf(buyer.id)).map((n) => n.icon)).toEqual(['refresh']);
  });
});

describe('releasing reserved stock', () => {
  it('cancelling a pending order gives its reserved stock back', async () => {
    const gel = await product(5);
    const other = await placeOrder(await actor(app), [{ product: gel, quantity: 1 }]);
    const order = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 3 });
    const cancelled = await setStatus(order.id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 1 });
    expect((await orderById(other.id)).status).toBe('pending');
  });

  it('two admins cancelling the same pending order at once give its stock back once', async () => {
    const gel = await product(5);
    await placeOrder(await actor(app), [{ product: gel, quantity: 1 }]);
    const order = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    const [won, lost] = await twoAdminsAtOnce(order.id, 'cancelled');
    expect([won!.statusCode, lost!.statusCode]).toEqual([200, 409]);
    expect(lost!.json().error.message).toBe(
      "Een bestelling kan niet van 'Wacht op betaling' naar 'Geannuleerd'.",
    );
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 1 });
    expect(await historyOf(order.id)).toEqual(['pending', 'cancelled']);
  });

  it('expiring a pending order gives its reserved stock back', async () => {
    const gel = await product(5);
    const order = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    const expired = await setStatus(order.id, 'expired');
    expect(expired.statusCode).toBe(200);
    expect(expired.json().status).toBe('expired');
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 0 });
  });

  it('releasing records that the stock was settled, and nothing was paid', async () => {
    const order = await placeOrder(await actor(app), [{ product: await product(5), quantity: 1 }]);
    await setStatus(order.id, 'cancelled');
    const row = await orderRow(app, order.id);
    expect(row.stockSettledAt).toBeInstanceOf(Date);
    expect(row.paidAt).toBeNull();
  });

  it('an order released twice gives its stock back once', async () => {
    const gel = await product(5);
    const other = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    const order = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    await setStatus(order.id, 'cancelled');
    await reportExpiry(order.id);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 2 });
    expect(await historyOf(order.id)).toEqual(['pending', 'cancelled']);
    expect((await orderById(other.id)).status).toBe('pending');
  });

  it('a late expiry leaves a paid order and its sold stock alone', async () => {
    const gel = await product(5);
    const order = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    await reportPayment(order.id);
    await reportExpiry(order.id);
    expect(await historyOf(order.id)).toEqual(['pending', 'paid']);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 3, reserved: 0 });
  });
});

describe('telling the buyer', () => {
  it('the buyer is notified of the payment and of each later status change, with the status in words', async () => {
    const buyer = await actor(app);
    const order = await placeOrder(buyer, [{ product: await product(5), quantity: 1 }]);
    const ref = reference(order.id);
    await setStatus(order.id, 'paid');
    expect(await notificationsOf(buyer.id)).toEqual([
      {
        icon: 'package',
        title: 'Bestelling betaald',
        message: `Bestelling ${ref}: Betaald.`,
        link: '/profile',
      },
    ]);
    // Shipping tells with its own notification (shipment.test.ts), a refund with its own (refunds.test.ts).
    await setStatus(order.id, 'processing');
    expect((await notificationsOf(buyer.id)).slice(1)).toEqual([
      {
        icon: 'refresh',
        title: 'Status van je bestelling gewijzigd',
        message: `Bestelling ${ref}: In behandeling.`,
        link: '/profile',
      },
    ]);
  });

  it('a pending order that expires or is cancelled tells its buyer too, once', async () => {
    for (const status of ['expired', 'cancelled'] as const) {
      const buyer = await actor(app);
      const order = await placeOrder(buyer, [{ product: await product(5), quantity: 1 }]);
      await setStatus(order.id, status);
      await setStatus(order.id, status);
      expect(await notificationsOf(buyer.id)).toEqual([
        {
          icon: 'refresh',
          title: 'Status van je bestelling gewijzigd',
          message: `Bestelling ${reference(order.id)}: ${orderStatusLabels[status]}.`,
          link: '/profile',
        },
      ]);
    }
  });

  it('an order without a buyer (account deleted) changes status without a notification', async () => {
    const gone = await createUser(app);
    const gel = await product(5);
    const order = await placeOrder(gone, [{ product: gel, quantity: 1 }]);
    await app.db.delete(users).where(eq(users.id, gone.id));
    expect((await orderRow(app, order.id)).userId).toBeNull();
    expect((await setStatus(order.id, 'paid')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'processing')).statusCode).toBe(200);
    expect(await historyOf(order.id)).toEqual(['pending', 'paid', 'processing']);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 4, reserved: 0 });
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, gone.id))).toEqual([]);
    await expect.poll(() => mailsAbout(app, order.id)).toHaveLength(1);
  });

  it('one confirmation e-mail per order, to the delivery address, listing what was ordered', async () => {
    const gel = await product(5, `Cafeïnegel ${crypto.randomUUID().slice(0, 6)}`);
    const order = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    await reportPayment(order.id, 'checkout.session.completed');
    await reportPayment(order.id, 'checkout.session.async_payment_succeeded');
    await setStatus(order.id, 'processing');
    await expect.poll(async () => (await confirmationMail(app, order.id))?.status).toBe('sent');
    expect(await confirmationMail(app, order.id)).toMatchObject({ attempts: 1, to: 'bezorging@example.nl' });
    const mails = mailsAbout(app, order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: bezorging@example.nl');
    expect(mails[0]).toContain(`Bevestiging van je bestelling ${reference(order.id)}`);
    expect(mails[0]).toContain(`2 × ${gel.title}`);
  });

  it('a confirmation e-mail that cannot be sent does not undo the payment; it waits for a retry', async () => {
    // A shop of its own whose mail server refuses every connection.
    const offline = await buildTestApp({ rateLimitMax: 1000, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const [shopAdmin, buyer] = [await actor(offline, 'admin'), await actor(offline)];
      const gel = await createProduct(offline, { stock: 5, price: 10 }, shopAdmin.id);
      const order = await servicesOf(offline).orders.place(
        { userId: buyer.id, userEmail: buyer.email, vatCountry: 'NL' },
        [{ productId: gel.id, title: gel.title, unitPriceCents: 1000, quantity: 2, vatClass: 'reduced' }],
      );
      const paid = await offline.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/status`,
        headers: shopAdmin.headers,
        payload: { status: 'paid' },
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().status).toBe('paid');
      const [row] = await offline.db.select().from(products).where(eq(products.id, gel.id));
      expect(row).toMatchObject({ stock: 3, reservedStock: 0 });
      // The buyer and the admin both see it paid.
      const get = (who: Actor, url: string) => offline.inject({ method: 'GET', url, headers: who.headers });
      expect((await get(buyer, `/api/orders/my/${order.id}`)).json().status).toBe('paid');
      expect((await get(buyer, '/api/orders/my')).json().data).toMatchObject([
        { _id: order.id, status: 'paid' },
      ]);
      expect((await get(shopAdmin, '/api/orders')).json().data).toMatchObject([
        { _id: order.id, status: 'paid' },
      ]);
      await expect.poll(async () => (await confirmationMail(offline, order.id))?.attempts).toBeGreaterThan(0);
      expect(await confirmationMail(offline, order.id)).toMatchObject({
        status: 'queued',
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
    } finally {
      await offline.close();
    }
  });
});

describe('deleting an order', () => {
  it('deleting a pending order gives its reserved stock back', async () => {
    const gel = await product(5);
    const other = await placeOrder(await actor(app), [{ product: gel, quantity: 1 }]);
    const order = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 1 });
    expect(
      (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect((await orderById(other.id)).status).toBe('pending');
  });

  it('deleting a paid order leaves the stock alone', async () => {
    const gel = await product(5);
    await placeOrder(await actor(app), [{ product: gel, quantity: 1 }]);
    const order = await placeOrder(await actor(app), [{ product: gel, quantity: 2 }]);
    await setStatus(order.id, 'paid');
    expect(await stockOf(app, gel.id)).toEqual({ stock: 3, reserved: 1 });
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 3, reserved: 1 });
  });

  it('deleting an order that does not exist is 404', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/orders/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Bestelling niet gevonden.');
  });
});

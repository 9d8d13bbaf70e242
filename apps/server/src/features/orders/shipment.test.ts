import { orderReference } from '@shop/shared/order';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { waitForIdleQueue } from '../../../test/jobs.ts';
import { mailsAbout } from '../../../test/payments.ts';
import { openShop, orderRow, servicesOf } from '../../../test/shop.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { MAIL_QUEUE } from '../mail/mail.service.ts';

/**
 * Shipping an order (decision 054): the admin names the carrier and the parcel's track-and-trace
 * code, the buyer gets one mail and one notification with the tracking link, and sees the parcel
 * on the order.
 */

let app: TestApp;
let admin: Actor;
let postnlPakket: { methodId: string; name: string; carrier: string; priceCents: number };

beforeAll(async () => {
  ({ app, admin } = await openShop());
  const method = await servicesOf(app).shipping.create({
    name: 'PostNL pakket',
    carrier: 'PostNL',
    countries: ['NL', 'BE'],
    price: 6.95,
    freeAbove: null,
    maxOrder: null,
    deliveryEstimate: '1 werkdag',
    isActive: true,
  });
  postnlPakket = { methodId: method._id, name: 'PostNL pakket', carrier: 'PostNL', priceCents: 695 };
});
afterAll(() => app.close());

const setStatus = (id: string, payload: Record<string, unknown>, who: Actor = admin) =>
  app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers: who.headers, payload });

const ship = (id: string, parcel: { carrier?: string; trackingCode?: string } = {}) =>
  setStatus(id, { status: 'shipped', trackingCode: '3SABCD1234567', ...parcel });

/**
 * An order in processing, as an admin has it before shipping: placed (with the PostNL method, or
 * `shipping: null` for an order from before shipping was charged), paid and taken in hand.
 */
async function processingOrder({
  buyer = null as Actor | null,
  shipping = postnlPakket as typeof postnlPakket | null,
  title = 'Gel Proefpakket',
} = {}) {
  const product = await createProduct(app, { stock: 10, price: 12.5 }, admin.id);
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
      ...(shipping ? { shipping } : {}),
    },
    [{ productId: product.id, title, unitPriceCents: 1250, quantity: 2, vatClass: product.vatClass }],
  );
  expect((await setStatus(order.id, { status: 'paid' })).statusCode).toBe(200);
  expect((await setStatus(order.id, { status: 'processing' })).statusCode).toBe(200);
  return order;
}

const postnlUrl = (code: string) => `https://jouw.postnl.nl/track-and-trace/${code}-NL-3511AB`;

/** The shipping mail as the outbox keeps it (undefined: none was queued). */
async function shippedMail(orderId: string) {
  const [row] = await app.db
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.key, `order-shipped:${orderId}`));
  return row;
}

/** The shipping mails delivered about the order, once every queued mail was handled. */
async function deliveredShippingMails(orderId: string) {
  await waitForIdleQueue(app.db, MAIL_QUEUE);
  return mailsAbout(app, orderId).filter((mail) => mail.includes('is verzonden'));
}

const shippingNotices = (userId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.icon, 'send')))
    .orderBy(asc(notifications.createdAt));

const historyOf = async (id: string) =>
  (
    (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers })).json()
      .statusHistory as { status: string }[]
  ).map((entry) => entry.status);

describe('marking an order shipped', () => {
  it('needs a valid track-and-trace code: without one the order stays in processing', async () => {
    const order = await processingOrder();
    for (const payload of [
      { status: 'shipped' },
      { status: 'shipped', trackingCode: '' },
      { status: 'shipped', trackingCode: 'AB1' },
      { status: 'shipped', trackingCode: '3S-ABCD' },
      { status: 'shipped', trackingCode: 'A'.repeat(41) },
    ]) {
      const response = await setStatus(order.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual({
        trackingCode: ['Vul een geldige track-and-tracecode in.'],
      });
    }
    expect((await orderRow(app, order.id)).status).toBe('processing');
    expect(await shippedMail(order.id)).toBeUndefined();
  });

  it('keeps the code trimmed and in capitals, with the carrier of the order’s shipping method and when it was shipped', async () => {
    const order = await processingOrder();
    const before = Date.now();
    const response = await ship(order.id, { trackingCode: '  3sabcd1234567 ' });
    expect(response.statusCode).toBe(200);
    const { status, shipment } = response.json();
    expect(status).toBe('shipped');
    expect(shipment).toEqual({
      carrier: 'PostNL',
      trackingCode: '3SABCD1234567',
      trackingUrl: postnlUrl('3SABCD1234567'),
      shippedAt: expect.any(String),
    });
    const row = await orderRow(app, order.id);
    expect(row).toMatchObject({ shipmentCarrier: 'PostNL', trackingCode: '3SABCD1234567' });
    expect(row.shippedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.shippedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(shipment.shippedAt).toBe(row.shippedAt!.toISOString());
    expect(await historyOf(order.id)).toEqual(['pending', 'paid', 'processing', 'shipped']);
  });

  it('takes the carrier the admin names over the shipping method’s', async () => {
    const order = await processingOrder();
    const response = await ship(order.id, { carrier: ' DHL ', trackingCode: 'JVGL0123456789' });
    expect(response.statusCode).toBe(200);
    expect(response.json().shipment).toMatchObject({
      carrier: 'DHL',
      trackingUrl:
        'https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=JVGL0123456789',
    });
  });

  it('needs a carrier for an order whose shipping names none', async () => {
    const order = await processingOrder({ shipping: null });
    const refused = await ship(order.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({ carrier: ['Vul een vervoerder in.'] });
    expect((await ship(order.id, { carrier: '   ' })).statusCode).toBe(400);
    expect((await orderRow(app, order.id)).status).toBe('processing');

    const shipped = await ship(order.id, { carrier: 'Fietskoerier', trackingCode: 'FK2026' });
    expect(shipped.statusCode).toBe(200);
    // A carrier without a tracking page the shop knows: the code is all there is.
    expect(shipped.json().shipment).toMatchObject({
      carrier: 'Fietskoerier',
      trackingCode: 'FK2026',
      trackingUrl: null,
    });
  });

  it('ships only an order in processing', async () => {
    const buyer = await actor(app);
    const product = await createProduct(app, { stock: 5 }, admin.id);
    const order = await servicesOf(app).orders.place(
      { userId: buyer.id, userEmail: buyer.email, vatCountry: 'NL', shipping: postnlPakket },
      [
        {
          productId: product.id,
          title: product.title,
          unitPriceCents: 1000,
          quantity: 1,
          vatClass: 'standard',
        },
      ],
    );
    expect((await ship(order.id)).json().error.message).toBe(
      "Een bestelling kan niet van 'Wacht op betaling' naar 'Verzonden'.",
    );
    expect((await setStatus(order.id, { status: 'paid' })).statusCode).toBe(200);
    expect((await ship(order.id)).json().error.message).toBe(
      "Een bestelling kan niet van 'Betaald' naar 'Verzonden'.",
    );
    expect(await orderRow(app, order.id)).toMatchObject({
      status: 'paid',
      trackingCode: null,
      shippedAt: null,
    });
    expect(await shippingNotices(buyer.id)).toEqual([]);
    expect(await shippedMail(order.id)).toBeUndefined();
  });

  it('other status changes need no code, and a delivered order keeps its parcel', async () => {
    const order = await processingOrder();
    expect((await ship(order.id)).statusCode).toBe(200);
    const delivered = await setStatus(order.id, { status: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      shipment: { carrier: 'PostNL', trackingCode: '3SABCD1234567' },
    });
    // Named again with the same parcel, a delivered order is not shipped again.
    expect((await ship(order.id)).json().error.message).toBe(
      "Een bestelling kan niet van 'Geleverd' naar 'Verzonden'.",
    );
  });
});

describe('telling the buyer, once', () => {
  it('mails the buyer the carrier, the code and the tracking link', async () => {
    const buyer = await actor(app);
    const order = await processingOrder({ buyer, title: 'Elektrolyten <Tabs>' });
    expect((await ship(order.id)).statusCode).toBe(200);
    const mail = await shippedMail(order.id);
    const reference = orderReference(order.id);
    expect(mail).toMatchObject({
      to: 'bezorging@example.nl',
      subject: `Je bestelling ${reference} is verzonden`,
    });
    expect(mail!.html).toContain(`href="${postnlUrl('3SABCD1234567')}"`);
    expect(mail!.html).toContain('Volg je pakket');
    expect(mail!.html).toContain('2 × Elektrolyten &lt;Tabs&gt;');
    expect(mail!.text).toContain(`we hebben je bestelling ${reference} verzonden met PostNL.`);
    expect(mail!.text).toContain('Track & trace: 3SABCD1234567');
    expect(mail!.text).toContain(postnlUrl('3SABCD1234567'));
    expect(mail!.text).toContain('Stationsstraat 10-C');
    expect(await deliveredShippingMails(order.id)).toHaveLength(1);
  });

  it('gives the code alone when the carrier has no tracking page the shop knows', async () => {
    const buyer = await actor(app);
    const order = await processingOrder({ buyer });
    expect((await ship(order.id, { carrier: 'Fietskoerier', trackingCode: 'FK2026' })).statusCode).toBe(200);
    const mail = await shippedMail(order.id);
    expect(mail!.text).toContain('Track & trace: FK2026');
    expect(mail!.text).toContain('Met deze code volg je je pakket bij de vervoerder.');
    expect(mail!.html).not.toContain('Volg je pakket');
    const [notice] = await shippingNotices(buyer.id);
    expect(notice).toMatchObject({
      message: `Bestelling ${orderReference(order.id)} is verzonden met Fietskoerier. Track & trace: FK2026.`,
      link: '/profile',
    });
  });

  it('notifies the buyer with the tracking link', async () => {
    const buyer = await actor(app);
    const order = await processingOrder({ buyer });
    expect((await ship(order.id)).statusCode).toBe(200);
    expect(
      (await shippingNotices(buyer.id)).map(({ title, message, link, isRead }) => ({
        title,
        message,
        link,
        isRead,
      })),
    ).toEqual([
      {
        title: 'Je bestelling is verzonden',
        message: `Bestelling ${orderReference(order.id)} is verzonden met PostNL. Track & trace: 3SABCD1234567.`,
        link: postnlUrl('3SABCD1234567'),
        isRead: false,
      },
    ]);
  });

  it('the same parcel sent twice ships once: one mail, one notification, the first moment kept', async () => {
    const buyer = await actor(app);
    const order = await processingOrder({ buyer });
    const first = await ship(order.id);
    expect(first.statusCode).toBe(200);
    const again = await ship(order.id, { carrier: 'PostNL', trackingCode: '3sabcd1234567' });
    expect(again.statusCode).toBe(200);
    expect(again.json().shipment).toEqual(first.json().shipment);
    expect(await historyOf(order.id)).toEqual(['pending', 'paid', 'processing', 'shipped']);
    expect(await shippingNotices(buyer.id)).toHaveLength(1);
    expect(await deliveredShippingMails(order.id)).toHaveLength(1);
  });

  it('shipping again with another code or carrier is refused and changes nothing', async () => {
    const buyer = await actor(app);
    const order = await processingOrder({ buyer });
    expect((await ship(order.id)).statusCode).toBe(200);
    for (const parcel of [{ trackingCode: '3SZZZZ9999999' }, { carrier: 'DHL' }]) {
      const refused = await ship(order.id, parcel);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'Deze bestelling is al verzonden, met een andere vervoerder of track-and-tracecode.',
      );
    }
    expect(await orderRow(app, order.id)).toMatchObject({
      shipmentCarrier: 'PostNL',
      trackingCode: '3SABCD1234567',
    });
    expect(await shippingNotices(buyer.id)).toHaveLength(1);
    expect(await deliveredShippingMails(order.id)).toHaveLength(1);
  });

  it('two admins shipping the same order at once send one mail and one notification', async () => {
    const buyer = await actor(app);
    const order = await processingOrder({ buyer });
    // Both requests read the order before either starts its transaction, so one of them loses.
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
    const answers = await Promise.all([ship(order.id), ship(order.id)]).finally(() => held.mockRestore());
    expect(arrived).toBe(2);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf(order.id)).toEqual(['pending', 'paid', 'processing', 'shipped']);
    expect(await shippingNotices(buyer.id)).toHaveLength(1);
    expect(await deliveredShippingMails(order.id)).toHaveLength(1);
  });

  it('each of a buyer’s orders gets its own mail and notification', async () => {
    const buyer = await actor(app);
    const orders = [await processingOrder({ buyer }), await processingOrder({ buyer })];
    for (const order of orders) expect((await ship(order.id)).statusCode).toBe(200);
    expect(await shippingNotices(buyer.id)).toHaveLength(2);
    for (const order of orders) expect(await deliveredShippingMails(order.id)).toHaveLength(1);
  });

  it('an order whose buyer is gone is shipped and mailed to its address, without a notification', async () => {
    const order = await processingOrder({ buyer: null });
    expect((await ship(order.id)).statusCode).toBe(200);
    expect(await shippedMail(order.id)).toMatchObject({ to: 'bezorging@example.nl' });
  });
});

describe('who sees the parcel', () => {
  it('the buyer sees carrier, code, link and date on their order; another buyer and a guest do not', async () => {
    const buyer = await actor(app);
    const other = await actor(app);
    const order = await processingOrder({ buyer });
    const shipped = (await ship(order.id)).json().shipment;
    const mine = await app.inject({
      method: 'GET',
      url: `/api/orders/my/${order.id}`,
      headers: buyer.headers,
    });
    expect(mine.json().shipment).toEqual({
      carrier: 'PostNL',
      trackingCode: '3SABCD1234567',
      trackingUrl: postnlUrl('3SABCD1234567'),
      shippedAt: shipped.shippedAt,
    });
    const list = await app.inject({ method: 'GET', url: '/api/orders/my', headers: buyer.headers });
    expect(list.json().data[0].shipment).toEqual(mine.json().shipment);

    const stranger = await app.inject({
      method: 'GET',
      url: `/api/orders/my/${order.id}`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('3SABCD1234567');
    const otherList = await app.inject({ method: 'GET', url: '/api/orders/my', headers: other.headers });
    expect(otherList.body).not.toContain('3SABCD1234567');
    expect((await app.inject({ method: 'GET', url: `/api/orders/my/${order.id}` })).statusCode).toBe(401);
  });

  it('only an admin marks an order shipped', async () => {
    const buyer = await actor(app);
    const order = await processingOrder({ buyer });
    expect(
      (await setStatus(order.id, { status: 'shipped', trackingCode: '3SABC1234' }, buyer)).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/orders/${order.id}/status`,
          payload: { status: 'shipped', trackingCode: '3SABC1234' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await orderRow(app, order.id)).toMatchObject({ status: 'processing', trackingCode: null });
  });

  it('an order not yet shipped has no parcel', async () => {
    const buyer = await actor(app);
    const order = await processingOrder({ buyer });
    const mine = await app.inject({
      method: 'GET',
      url: `/api/orders/my/${order.id}`,
      headers: buyer.headers,
    });
    expect(mine.json().shipment).toBeNull();
  });
});

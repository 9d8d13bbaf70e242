import { randomUUID } from 'node:crypto';
import type { Order } from '@shop/shared/order';
import type { ShippingMethod, ShippingMethodInput } from '@shop/shared/shipping';
import { defaultShopSettings } from '@shop/shared/shop-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import {
  emulatedSession,
  payWithCard,
  saveCart,
  startCheckout,
  testAddress,
} from '../../../test/payments.ts';
import { openShop, orderOfSession, orderRow, servicesOf, stockOf } from '../../../test/shop.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { createCheckoutService } from './checkout.service.ts';

/**
 * What checkout charges for shipping and how it records the VAT (decisions 047, 048, 049): the
 * country the address names, the method chosen for it, the price on the goods after discounts,
 * the total paid at the provider, and the copy on the order that later changes never touch.
 */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

const pakket: ShippingMethodInput = {
  name: 'PostNL pakket',
  carrier: 'PostNL',
  countries: ['NL'],
  price: 6.95,
  freeAbove: 40,
  deliveryEstimate: '1 werkdag',
};

async function method(input: Partial<ShippingMethodInput> = {}): Promise<ShippingMethod> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/shipping',
    headers: admin.headers,
    payload: { ...pakket, ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A buyer with one of each product in the cart (price in euros, optional discount and VAT class). */
async function buyerWith(
  items: {
    price: number;
    quantity?: number;
    title?: string;
    discount?: { type: 'percentage' | 'fixed'; value: number };
    vatClass?: 'reduced' | 'standard';
  }[],
) {
  const who = await actor(app);
  const products = [];
  for (const { quantity: _, ...item } of items) {
    // A title of its own per buyer's product, so its slug is too.
    const title = `${item.title ?? 'Testproduct'} ${randomUUID().slice(0, 6)}`;
    products.push(await createProduct(app, { stock: 20, ...item, title }, admin.id));
  }
  await saveCart(
    app,
    who,
    products.map((product, index) => ({ _id: product.id, quantity: items[index]!.quantity ?? 1 })),
  );
  return { who, products };
}

const myOrder = async (who: Actor, sessionId: string): Promise<Order> => {
  const { id } = await orderOfSession(app, sessionId);
  const response = await app.inject({ method: 'GET', url: `/api/orders/my/${id}`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const ordersOf = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/orders/my', headers: who.headers })).json().totalRecords;

describe('the delivery country', () => {
  it('is one the shop ships to: another is refused (400 on the country field) and nothing is kept', async () => {
    const { who, products } = await buyerWith([{ price: 10 }]);
    const nl = await method();
    for (const country of ['Duitsland', 'DE', 'Frankrijk']) {
      const { response } = await startCheckout(app, who, { country, shippingMethodId: nl._id });
      expect(response.statusCode, country).toBe(400);
      expect(response.json().error.details.country).toEqual([
        'We verzenden alleen naar Nederland en België.',
      ]);
    }
    expect(await ordersOf(who)).toBe(0);
    expect(await stockOf(app, products[0]!.id)).toEqual({ stock: 20, reserved: 0 });
  });

  it('is refused by the checkout itself too, whoever calls it without the route', async () => {
    const { who } = await buyerWith([{ price: 10 }]);
    const nl = await method();
    await expect(
      servicesOf(app).checkout.createSession(
        { id: who.id, email: who.email, role: 'user' },
        { ...testAddress, country: 'Duitsland', shippingMethodId: nl._id },
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: 'We verzenden alleen naar Nederland en België.' });
    expect(await ordersOf(who)).toBe(0);
  });

  it('is read as people write it, and a method to Belgium takes a Belgian address', async () => {
    const { who } = await buyerWith([{ price: 10 }]);
    const be = await method({
      name: 'PostNL pakket België',
      countries: ['BE'],
      price: 9.95,
      freeAbove: null,
    });
    const { response, sessionId } = await startCheckout(app, who, {
      country: ' belgië ',
      shippingMethodId: be._id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await myOrder(who, sessionId)).shipping).toEqual({
      name: 'PostNL pakket België',
      carrier: 'PostNL',
      price: 9.95,
    });
  });
});

describe('the shipping method', () => {
  it('is refused (409) when it is unknown, switched off, not to the country or not for this amount', async () => {
    const { who, products } = await buyerWith([{ price: 30 }]);
    const off = await method({ isActive: false });
    const belgiumOnly = await method({ countries: ['BE'] });
    const letterbox = await method({ name: 'PostNL brievenbus', price: 4.25, freeAbove: null, maxOrder: 25 });
    for (const shippingMethodId of [
      '00000000-0000-4000-8000-000000000000',
      off._id,
      belgiumOnly._id,
      letterbox._id,
    ]) {
      const { response } = await startCheckout(app, who, { shippingMethodId });
      expect(response.statusCode, shippingMethodId).toBe(409);
      expect(response.json().error.message).toBe(
        'Deze verzendmethode is niet beschikbaar voor je bestelling. Kies een andere.',
      );
    }
    expect(await ordersOf(who)).toBe(0);
    expect(await stockOf(app, products[0]!.id)).toEqual({ stock: 20, reserved: 0 });
  });

  it('is required, by its id', async () => {
    const { who } = await buyerWith([{ price: 10 }]);
    for (const shippingMethodId of [undefined, '', 'postnl']) {
      const { response } = await startCheckout(app, who, { shippingMethodId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.shippingMethodId).toEqual(['Kies een verzendmethode.']);
    }
  });

  it('of a letterbox parcel is offered up to its maximum, that amount included', async () => {
    const { who } = await buyerWith([{ price: 25 }]);
    const letterbox = await method({ name: 'PostNL brievenbus', price: 4.25, freeAbove: null, maxOrder: 25 });
    const { response, sessionId } = await startCheckout(app, who, { shippingMethodId: letterbox._id });
    expect(response.statusCode, response.body).toBe(200);
    expect((await myOrder(who, sessionId)).total).toBe(29.25);
  });
});

describe('the price of shipping', () => {
  it('is charged below the free threshold and free from it, on the goods after discounts', async () => {
    const free = await method();
    const cases = [
      // 39,99 after a discount of 5,01: still charged.
      {
        items: [{ price: 45, discount: { type: 'fixed' as const, value: 5.01 } }],
        subtotal: 39.99,
        shipping: 6.95,
        total: 46.94,
      },
      // 50 less 20 % is exactly 40: free.
      {
        items: [{ price: 50, discount: { type: 'percentage' as const, value: 20 } }],
        subtotal: 40,
        shipping: 0,
        total: 40,
      },
      // Two lines together above the threshold: free.
      { items: [{ price: 25 }, { price: 20 }], subtotal: 45, shipping: 0, total: 45 },
    ];
    for (const { items, subtotal, shipping, total } of cases) {
      const { who } = await buyerWith(items);
      const { sessionId } = await startCheckout(app, who, { shippingMethodId: free._id });
      const order = await myOrder(who, sessionId);
      expect(order.shipping?.price, JSON.stringify(items)).toBe(shipping);
      expect(order.total).toBe(total);
      expect(order.subtotal).toBe(subtotal);
      expect((await emulatedSession(app, sessionId)).amount_total).toBe(Math.round(total * 100));
    }
  });

  it('comes from the method, never from the body', async () => {
    const { who } = await buyerWith([{ price: 10 }]);
    const paid = await method();
    const { sessionId } = await startCheckout(app, who, {
      shippingMethodId: paid._id,
      shippingPrice: 0,
      shippingPriceCents: 0,
      shipping: { price: 0, name: 'Gratis' },
      vatCountry: 'BE',
    });
    expect(await orderRow(app, (await orderOfSession(app, sessionId)).id)).toMatchObject({
      shippingPriceCents: 695,
      shippingMethodName: 'PostNL pakket',
      totalCents: 1695,
      vatCountry: 'NL',
    });
  });
});

describe('the payment session', () => {
  it('asks the order total, goods and shipping, and paying it pays the order', async () => {
    const { who } = await buyerWith([{ price: 12.5, quantity: 2, title: 'Gel Sessie' }]);
    const shipping = await method({ name: 'DHL afhaalpunt', carrier: 'DHL', price: 4.95, freeAbove: null });
    const { sessionId } = await startCheckout(app, who, { shippingMethodId: shipping._id });
    const session = await emulatedSession(app, sessionId);
    expect(session).toMatchObject({
      amount_subtotal: 2500,
      amount_total: 2995,
      shipping_cost: { amount_total: 495 },
    });
    expect((await myOrder(who, sessionId)).total).toBe(29.95);
    const page = await app.inject({ method: 'GET', url: `/betalen/${sessionId}` });
    expect(page.body).toMatch(/2 × Gel Sessie \w{6}/);
    expect(page.body).toContain('Verzending: DHL afhaalpunt');
    expect(page.body).toMatch(/Betaal €\s29,95/);

    expect((await payWithCard(app, sessionId)).statusCode).toBe(303);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/checkout/success',
      headers: who.headers,
      payload: { sessionId },
    });
    expect(confirmed.json().status).toBe('paid');
  });

  it('names free shipping as free on the hosted page', async () => {
    const { who } = await buyerWith([{ price: 45 }]);
    const { sessionId } = await startCheckout(app, who, { shippingMethodId: (await method())._id });
    expect((await emulatedSession(app, sessionId)).amount_total).toBe(4500);
    const page = await app.inject({ method: 'GET', url: `/betalen/${sessionId}` });
    expect(page.body).toMatch(/Verzending: PostNL pakket<\/span><span>Gratis/);
  });
});

describe('the order’s copy of its shipping', () => {
  it('stays as it was when the method is changed or deleted afterwards', async () => {
    const { who } = await buyerWith([{ price: 10 }]);
    const chosen = await method({ name: 'PostNL avond', carrier: 'PostNL', price: 7.5, freeAbove: null });
    const { sessionId } = await startCheckout(app, who, { shippingMethodId: chosen._id });
    const before = await myOrder(who, sessionId);
    expect(before.shipping).toEqual({ name: 'PostNL avond', carrier: 'PostNL', price: 7.5 });
    expect((await orderOfSession(app, sessionId)).shippingMethodId).toBe(chosen._id);

    const changed = await app.inject({
      method: 'PUT',
      url: `/api/admin/shipping/${chosen._id}`,
      headers: admin.headers,
      payload: { ...pakket, name: 'DHL avond', carrier: 'DHL', price: 1, freeAbove: null, isActive: false },
    });
    expect(changed.statusCode).toBe(200);
    const afterEdit = await myOrder(who, sessionId);
    expect(afterEdit).toEqual({ ...before, updatedAt: afterEdit.updatedAt });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/shipping/${chosen._id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const afterDelete = await myOrder(who, sessionId);
    expect(afterDelete).toEqual({ ...before, updatedAt: afterDelete.updatedAt });
    expect(await orderOfSession(app, sessionId)).toMatchObject({
      shippingMethodId: null,
      shippingMethodName: 'PostNL avond',
      shippingCarrier: 'PostNL',
      shippingPriceCents: 750,
      totalCents: 1750,
    });
  });
});

/** The mixed order of decision 047: gel packs and a sports drink, a bottle and a belt, € 4,95 shipping. */
const mixedCart = [
  { title: 'Gelpakket Citrus', price: 12.95, quantity: 2 },
  { title: 'Sportdrank Citroen', price: 3.49 },
  { title: 'Bidon 500 ml', price: 9.99, vatClass: 'standard' as const },
  { title: 'Heupband Lopers', price: 24.95, vatClass: 'standard' as const },
];

const lineOf = (order: Order, title: string) => order.cart.find((line) => line.title.startsWith(title))!;

describe('the VAT of an order', () => {
  it('delivered in the Netherlands: per line, for shipping and per rate (9 % and 21 %)', async () => {
    const { who } = await buyerWith(mixedCart);
    const shipping = await method({ name: 'DHL afhaalpunt', carrier: 'DHL', price: 4.95, freeAbove: null });
    const { sessionId } = await startCheckout(app, who, { shippingMethodId: shipping._id });
    const order = await myOrder(who, sessionId);

    // Each line: VAT = gross × rate / (100 % + rate), rounded to the cent; net = gross − VAT.
    expect(lineOf(order, 'Gelpakket Citrus').vat).toEqual({ rate: 9, net: 23.76, vat: 2.14 });
    expect(lineOf(order, 'Sportdrank Citroen').vat).toEqual({ rate: 9, net: 3.2, vat: 0.29 });
    expect(lineOf(order, 'Bidon 500 ml').vat).toEqual({ rate: 21, net: 8.26, vat: 1.73 });
    expect(lineOf(order, 'Heupband Lopers').vat).toEqual({ rate: 21, net: 20.62, vat: 4.33 });
    // Shipping follows the goods: € 34,94 standard and € 29,39 reduced split € 4,95 as 2,69 and 2,26.
    expect(order).toMatchObject({
      subtotal: 64.33,
      shipping: { price: 4.95 },
      total: 69.28,
      vat: {
        country: 'NL',
        total: 9.15,
        shipping: [
          { rate: 21, gross: 2.69, net: 2.22, vat: 0.47 },
          { rate: 9, gross: 2.26, net: 2.07, vat: 0.19 },
        ],
        rates: [
          { rate: 9, gross: 31.65, net: 29.03, vat: 2.62 },
          { rate: 21, gross: 37.63, net: 31.1, vat: 6.53 },
        ],
      },
    });
    const items = await app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, (await orderOfSession(app, sessionId)).id));
    expect(
      items.map((item) => [item.title.slice(0, -7), item.vatClass, item.vatRateBasisPoints]).sort(),
    ).toEqual([
      ['Bidon 500 ml', 'standard', 2100],
      ['Gelpakket Citrus', 'reduced', 900],
      ['Heupband Lopers', 'standard', 2100],
      ['Sportdrank Citroen', 'reduced', 900],
    ]);
    expect(await orderRow(app, order._id)).toMatchObject({ vatCountry: 'NL', vatCents: 915 });
  });

  it('delivered in Belgium without the one-stop shop: the Dutch rates', async () => {
    const { who } = await buyerWith(mixedCart);
    const be = await method({ countries: ['BE'], price: 4.95, freeAbove: null });
    const { sessionId } = await startCheckout(app, who, { country: 'België', shippingMethodId: be._id });
    expect((await myOrder(who, sessionId)).vat).toMatchObject({
      country: 'NL',
      total: 9.15,
      rates: [
        { rate: 9, vat: 2.62 },
        { rate: 21, vat: 6.53 },
      ],
    });
  });

  it('delivered in Belgium with the one-stop shop on: the Belgian rates (6 % and 21 %)', async () => {
    const { who } = await buyerWith(mixedCart);
    const be = await method({ countries: ['NL', 'BE'], price: 4.95, freeAbove: null });
    const services = servicesOf(app);
    let asked = 0;
    const withOneStopShop = createCheckoutService({
      stripe: app.composition.stripe,
      cart: services.cart,
      orders: services.orders,
      shipping: services.shipping,
      oneStopShop: () => {
        asked += 1;
        return Promise.resolve(true);
      },
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    const user = { id: who.id, email: who.email, role: 'user' as const };
    const { url } = await withOneStopShop.createSession(user, {
      ...testAddress,
      country: 'BE',
      shippingMethodId: be._id,
    });
    const sessionId = url.split('/betalen/')[1]!;
    const order = await myOrder(who, sessionId);
    expect(asked).toBe(1);
    expect(lineOf(order, 'Gelpakket Citrus').vat).toEqual({ rate: 6, net: 24.43, vat: 1.47 });
    expect(lineOf(order, 'Heupband Lopers').vat).toEqual({ rate: 21, net: 20.62, vat: 4.33 });
    expect(order.vat).toEqual({
      country: 'BE',
      total: 8.33,
      shipping: [
        { rate: 21, gross: 2.69, net: 2.22, vat: 0.47 },
        { rate: 6, gross: 2.26, net: 2.13, vat: 0.13 },
      ],
      rates: [
        { rate: 6, gross: 31.65, net: 29.85, vat: 1.8 },
        { rate: 21, gross: 37.63, net: 31.1, vat: 6.53 },
      ],
    });

    // The same shop delivering in the Netherlands pays the Dutch rates, one-stop shop or not.
    const { who: dutch } = await buyerWith(mixedCart);
    const { url: dutchUrl } = await withOneStopShop.createSession(
      { id: dutch.id, email: dutch.email, role: 'user' },
      { ...testAddress, shippingMethodId: be._id },
    );
    expect((await myOrder(dutch, dutchUrl.split('/betalen/')[1]!)).vat).toMatchObject({
      country: 'NL',
      total: 9.15,
    });
  });

  it('the admin turns the one-stop shop on in the settings: the next checkout to Belgium pays Belgian rates', async () => {
    const settings = (oneStopShop: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.headers,
        payload: { ...defaultShopSettings, oneStopShop },
      });
    const be = await method({ countries: ['BE'], price: 4.95, freeAbove: null });
    const { who: before } = await buyerWith([{ price: 10, vatClass: 'reduced' }]);
    const off = await startCheckout(app, before, { country: 'België', shippingMethodId: be._id });
    expect((await myOrder(before, off.sessionId!)).vat).toMatchObject({
      country: 'NL',
      rates: [{ rate: 9 }],
    });

    expect((await settings(true)).statusCode).toBe(200);
    try {
      const { who: after } = await buyerWith([{ price: 10, vatClass: 'reduced' }]);
      const on = await startCheckout(app, after, { country: 'België', shippingMethodId: be._id });
      expect((await myOrder(after, on.sessionId!)).vat).toMatchObject({
        country: 'BE',
        rates: [{ rate: 6 }],
      });
    } finally {
      expect((await settings(false)).statusCode).toBe(200);
    }
  });
});

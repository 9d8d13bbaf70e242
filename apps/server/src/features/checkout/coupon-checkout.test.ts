import { randomUUID } from 'node:crypto';
import type { Coupon } from '@shop/shared/coupon';
import type { Order } from '@shop/shared/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { applyCoupon, cartCouponOf, changeCoupon, createCoupon } from '../../../test/coupons.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { emulatedSession, payWithCard, saveCart, startCheckout } from '../../../test/payments.ts';
import { pdfText } from '../../../test/pdf.ts';
import { openShop, orderOfSession, servicesOf, stockOf } from '../../../test/shop.ts';
import { couponRedemptions } from '../../db/schema/coupons.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { productPriceChanges } from '../../db/schema/products.ts';

/**
 * A coupon code at checkout (decision 055): the order's transaction checks the cart's code again
 * and redeems it, the reduction is spread over the lines for their VAT, the payment session asks
 * exactly the order's total, and a payment that does not happen gives the use back.
 */

let app: TestApp;
let admin: Actor;
/** € 4,95 to the Netherlands and Belgium, never free: decision 049's DHL. */
let dhl: string;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
  dhl = (
    await servicesOf(app).shipping.create({
      name: 'DHL afhaalpunt',
      carrier: 'DHL',
      countries: ['NL', 'BE'],
      price: 4.95,
      freeAbove: null,
      maxOrder: null,
      deliveryEstimate: '1-2 werkdagen',
      isActive: true,
    })
  )._id;
});
afterAll(() => app.close());

type Item = { price: number; quantity?: number; title?: string; vatClass?: 'reduced' | 'standard' };

/** A buyer with these products in the cart, and the code applied when one is given. */
async function buyerWith(items: Item[], coupon?: Coupon) {
  const who = await actor(app);
  const products = [];
  for (const { quantity: _, ...item } of items) {
    const title = `${item.title ?? 'Testproduct'} ${randomUUID().slice(0, 6)}`;
    products.push(await createProduct(app, { stock: 20, ...item, title }, admin.id));
  }
  await saveCart(
    app,
    who,
    products.map((product, index) => ({ _id: product.id, quantity: items[index]!.quantity ?? 1 })),
  );
  if (coupon) expect((await applyCoupon(app, who, coupon.code)).statusCode).toBe(200);
  return { who, products };
}

const checkout = (who: Actor) => startCheckout(app, who, { shippingMethodId: dhl });

async function placed(who: Actor) {
  const { response, sessionId } = await checkout(who);
  expect(response.statusCode, response.body).toBe(200);
  return sessionId as string;
}

async function myOrder(who: Actor, sessionId: string): Promise<Order> {
  const { id } = await orderOfSession(app, sessionId);
  const response = await app.inject({ method: 'GET', url: `/api/orders/my/${id}`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function pay(who: Actor, sessionId: string) {
  expect((await payWithCard(app, sessionId)).statusCode).toBe(303);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/checkout/success',
    headers: who.headers,
    payload: { sessionId },
  });
  expect(confirmed.json().status).toBe('paid');
}

const usesOf = async (coupon: Coupon) =>
  (await app.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon._id))).length;

const ordersOf = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/orders/my', headers: who.headers })).json().totalRecords;

/** Decision 049's order: two gel packs and a sports drink at 9 %, a bottle and a belt at 21 %. */
const worked: Item[] = [
  { title: 'Gelpakket', price: 12.95, quantity: 2, vatClass: 'reduced' },
  { title: 'Sportdrank', price: 3.49, vatClass: 'reduced' },
  { title: 'Bidon', price: 9.99, vatClass: 'standard' },
  { title: 'Heupriem', price: 24.95, vatClass: 'standard' },
];

describe('an order with a percentage code', () => {
  it('is reduced by it, each line’s VAT taken of what it costs after its part, and pays exactly its total', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10 });
    const { who } = await buyerWith(worked, coupon);
    const sessionId = await placed(who);
    const order = await myOrder(who, sessionId);
    // € 64,33 less 10 % (€ 6,43, spread 2,59 / 0,35 / 1,00 / 2,49) and € 4,95 shipping: € 62,85.
    expect(order).toMatchObject({
      subtotal: 64.33,
      coupon: { code: coupon.code, discount: 6.43, shippingDiscount: 0 },
      shipping: { name: 'DHL afhaalpunt', price: 4.95 },
      total: 62.85,
      vat: {
        total: 8.3,
        rates: [
          { rate: 9, gross: 28.71, vat: 2.37 },
          { rate: 21, gross: 34.14, vat: 5.93 },
        ],
      },
    });
    const lines = order.cart.map((line) => [
      line.title.split(' ')[0],
      line.price,
      line.quantity,
      line.discount,
      line.vat?.vat,
    ]);
    expect(lines.sort()).toEqual([
      ['Bidon', 9.99, 1, 1, 1.56],
      ['Gelpakket', 12.95, 2, 2.59, 1.92],
      ['Heupriem', 24.95, 1, 2.49, 3.9],
      ['Sportdrank', 3.49, 1, 0.35, 0.26],
    ]);
    const session = await emulatedSession(app, sessionId);
    expect(session).toMatchObject({ amount_subtotal: 5790, amount_total: 6285 });
    expect(await usesOf(coupon)).toBe(1);
  });

  it('sends a line whose reduced total splits over its units at the reduced unit price, and one that does not as one item', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10 });
    // 3 × € 10,00 less € 3,00 is 3 × € 9,00; 3 × € 3,33 less € 1,00 is € 8,99, which 3 does not divide.
    const { who } = await buyerWith(
      [
        { title: 'Reep', price: 10, quantity: 3 },
        { title: 'Zout', price: 3.33, quantity: 3 },
      ],
      coupon,
    );
    const sessionId = await placed(who);
    const page = (await app.inject({ method: 'GET', url: `/betalen/${sessionId}` })).body;
    expect(page).toMatch(
      new RegExp(`3 × Reep \\w{6} \\(met kortingscode ${coupon.code}\\)</span><span>€\\s27,00`),
    );
    expect(page).toMatch(
      new RegExp(`1 × Zout \\w{6}, 3 stuks \\(met kortingscode ${coupon.code}\\)</span><span>€\\s8,99`),
    );
    expect((await emulatedSession(app, sessionId)).amount_total).toBe(3599 + 495);
    expect((await myOrder(who, sessionId)).total).toBe(40.94);
  });

  it('rounds half a cent up and sends an unreduced line as it is', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10 });
    // 10 % of € 33,95 is € 3,395: € 3,40, all of it on the one line.
    const { who } = await buyerWith([{ title: 'Pakket', price: 33.95 }], coupon);
    const sessionId = await placed(who);
    expect((await myOrder(who, sessionId)).coupon?.discount).toBe(3.4);
    const page = (await app.inject({ method: 'GET', url: `/betalen/${sessionId}` })).body;
    expect(page).toMatch(/1 × Pakket \w{6} \(met kortingscode/);

    const plain = await buyerWith([{ title: 'Zonder', price: 5 }]);
    const plainPage = (await app.inject({ method: 'GET', url: `/betalen/${await placed(plain.who)}` })).body;
    expect(plainPage).toMatch(/1 × Zonder \w{6}<\/span><span>€\s5,00/);
  });
});

describe('an order with a fixed code', () => {
  it('larger than the goods pays only the shipping', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 25 });
    const { who } = await buyerWith([{ price: 12.95 }, { price: 6.95 }], coupon);
    const sessionId = await placed(who);
    expect(await myOrder(who, sessionId)).toMatchObject({
      subtotal: 19.9,
      coupon: { discount: 19.9, shippingDiscount: 0 },
      total: 4.95,
    });
    const rows = await app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, (await orderOfSession(app, sessionId)).id));
    expect(rows.map((row) => [row.discountCents, row.netCents, row.vatCents]).sort()).toEqual([
      [1295, 0, 0],
      [695, 0, 0],
    ]);
    expect((await emulatedSession(app, sessionId)).amount_total).toBe(495);
  });
});

describe('an order with a free-shipping code', () => {
  it('pays no shipping, and the order says what was waived', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'free_shipping' });
    const { who } = await buyerWith([{ price: 20 }], coupon);
    const sessionId = await placed(who);
    const order = await myOrder(who, sessionId);
    expect(order).toMatchObject({
      subtotal: 20,
      coupon: { code: coupon.code, discount: 0, shippingDiscount: 4.95 },
      shipping: { name: 'DHL afhaalpunt', price: 0 },
      total: 20,
      vat: { shipping: [] },
    });
    const session = await emulatedSession(app, sessionId);
    expect(session).toMatchObject({ amount_total: 2000, shipping_cost: { amount_total: 0 } });
    const page = (await app.inject({ method: 'GET', url: `/betalen/${sessionId}` })).body;
    expect(page).toMatch(/Verzending: DHL afhaalpunt<\/span><span>Gratis/);
  });
});

describe('the code is checked again at checkout', () => {
  it('a code that expired after it was applied is refused with its reason; nothing is placed or held', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10 });
    const { who, products } = await buyerWith([{ price: 10 }], coupon);
    await changeCoupon(app, admin, coupon, { validTo: '2020-01-01' });
    const { response } = await checkout(who);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Deze kortingscode is verlopen.');
    expect(await ordersOf(who)).toBe(0);
    expect(await stockOf(app, products[0]!.id)).toEqual({ stock: 20, reserved: 0 });
    expect(await usesOf(coupon)).toBe(0);
    // The code stays in the cart, with its reason, until the buyer takes it out.
    expect((await cartCouponOf(app, who))?.problem).toBe('Deze kortingscode is verlopen.');
    await app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: who.headers });
    expect((await checkout(who)).response.statusCode).toBe(200);
  });

  it('for each rule: switched off, not yet valid, below its minimum', async () => {
    for (const [change, reason] of [
      [{ isActive: false }, 'Deze kortingscode bestaat niet.'],
      [{ validFrom: '2999-01-01' }, 'Deze kortingscode is nog niet geldig.'],
      [{ minimumOrder: 50 }, 'Deze kortingscode geldt vanaf een bestelbedrag van €\u00a050,00.'],
    ] as const) {
      const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10 });
      const { who } = await buyerWith([{ price: 10 }], coupon);
      await changeCoupon(app, admin, coupon, change);
      const { response } = await checkout(who);
      expect(response.statusCode, reason).toBe(409);
      expect(response.json().error.message).toBe(reason);
      expect(await ordersOf(who)).toBe(0);
    }
  });

  it('a code deleted after it was applied does not exist', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'free_shipping' });
    const { who } = await buyerWith([{ price: 10 }], coupon);
    await app.inject({ method: 'DELETE', url: `/api/admin/coupons/${coupon._id}`, headers: admin.headers });
    const { response } = await checkout(who);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Deze kortingscode bestaat niet.');
  });

  it('a code used up meanwhile by another buyer is refused', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 1, usageLimit: 1 });
    const first = await buyerWith([{ price: 10 }], coupon);
    const second = await buyerWith([{ price: 10 }], coupon);
    await placed(first.who);
    const { response } = await checkout(second.who);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Deze kortingscode is al gebruikt.');
  });

  it('the limit per customer holds over the customer’s orders', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 1, perCustomerLimit: 1 });
    const { who, products } = await buyerWith([{ price: 10 }], coupon);
    await pay(who, await placed(who));
    await saveCart(app, who, [{ _id: products[0]!.id, quantity: 1 }]);
    // The code went out of the cart with the paid order; the buyer puts it back in by hand.
    expect(await cartCouponOf(app, who)).toBeNull();
    await servicesOf(app).cart.keepCouponCode(who.id, coupon.code);
    const { response } = await checkout(who);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Je hebt deze kortingscode al gebruikt.');
    expect(await usesOf(coupon)).toBe(1);
  });

  it('a first-order code is refused once the customer has an order', async () => {
    const coupon = await createCoupon(app, admin, {
      kind: 'percentage',
      percentOff: 10,
      firstOrderOnly: true,
    });
    const { who, products } = await buyerWith([{ price: 10 }]);
    await pay(who, await placed(who));
    await saveCart(app, who, [{ _id: products[0]!.id, quantity: 1 }]);
    await servicesOf(app).cart.keepCouponCode(who.id, coupon.code);
    const { response } = await checkout(who);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Deze kortingscode geldt alleen voor je eerste bestelling.');
  });

  it('a first-order code counts the buyer’s other order waiting for its payment, not one it replaces', async () => {
    const coupon = await createCoupon(app, admin, {
      kind: 'percentage',
      percentOff: 10,
      firstOrderOnly: true,
    });
    const { who, products } = await buyerWith([{ price: 10 }]);
    const line = {
      productId: products[0]!.id,
      title: 'Reep',
      unitPriceCents: 1000,
      quantity: 1,
      vatClass: 'reduced' as const,
    };
    const place = (couponCode: string | null) =>
      servicesOf(app).orders.place({ userId: who.id, userEmail: who.email, vatCountry: 'NL', couponCode }, [
        line,
      ]);
    // An order without a payment session yet is replaced by the next: that one is still the first.
    await place(null);
    await expect(place(coupon.code)).resolves.toMatchObject({ couponCode: coupon.code, discountCents: 100 });
    // One with its session (the buyer may be paying it elsewhere) is not replaced, and counts.
    const paying = await place(null);
    expect(await servicesOf(app).orders.attachSession(paying.id, `cs_test_${randomUUID()}`)).toBe(true);
    await expect(place(coupon.code)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Deze kortingscode geldt alleen voor je eerste bestelling.',
    });
  });

  it('a code that leaves less than € 0,50 to pay is refused; without a code such an order is placed', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 9.7 });
    const { who, products } = await buyerWith([{ price: 10 }], coupon);
    // Through the service, without shipping: € 10,00 less € 9,70 leaves € 0,30.
    const place = (couponCode: string | null) =>
      servicesOf(app).orders.place({ userId: who.id, userEmail: who.email, vatCountry: 'NL', couponCode }, [
        { productId: products[0]!.id, title: 'Reep', unitPriceCents: 1000, quantity: 1, vatClass: 'reduced' },
      ]);
    await expect(place(coupon.code)).rejects.toMatchObject({
      statusCode: 409,
      message:
        "Met deze kortingscode blijft er minder dan €\u00a00,50 te betalen, en zo'n klein bedrag kunnen we niet afrekenen.",
    });
    expect(await usesOf(coupon)).toBe(0);
    expect(await stockOf(app, products[0]!.id)).toEqual({ stock: 20, reserved: 0 });
    const cheap = await servicesOf(app).orders.place(
      { userId: who.id, userEmail: who.email, vatCountry: 'NL' },
      [{ productId: products[0]!.id, title: 'Reep', unitPriceCents: 30, quantity: 1, vatClass: 'reduced' }],
    );
    expect(cheap.totalCents).toBe(30);
    // And with shipping the same code leaves enough: € 0,30 and € 4,95.
    const { response, sessionId } = await checkout(who);
    expect(response.statusCode, response.body).toBe(200);
    expect((await myOrder(who, sessionId as string)).total).toBe(5.25);
  });

  it('a 100 % code with free shipping leaves nothing to pay, and is refused', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 100 });
    const { who } = await buyerWith([{ price: 10 }], coupon);
    await servicesOf(app).shipping.update(dhl, {
      name: 'DHL afhaalpunt',
      carrier: 'DHL',
      countries: ['NL', 'BE'],
      price: 4.95,
      freeAbove: 5,
      maxOrder: null,
      deliveryEstimate: '1-2 werkdagen',
      isActive: true,
    });
    try {
      const { response } = await checkout(who);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/^Met deze kortingscode blijft er minder dan/);
    } finally {
      await servicesOf(app).shipping.update(dhl, {
        name: 'DHL afhaalpunt',
        carrier: 'DHL',
        countries: ['NL', 'BE'],
        price: 4.95,
        freeAbove: null,
        maxOrder: null,
        deliveryEstimate: '1-2 werkdagen',
        isActive: true,
      });
    }
  });
});

describe('a use', () => {
  it('is given back when the order’s payment is cancelled or expires, and another buyer may take it', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 1, usageLimit: 1 });
    const first = await buyerWith([{ price: 10 }], coupon);
    const firstOrder = await orderOfSession(app, await placed(first.who));
    expect(await usesOf(coupon)).toBe(1);
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/orders/${firstOrder.id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await usesOf(coupon)).toBe(0);

    const second = await buyerWith([{ price: 10 }], coupon);
    const secondOrder = await orderOfSession(app, await placed(second.who));
    expect(await servicesOf(app).orders.release(secondOrder.id, 'expired')).toBe(true);
    // Released once: a second release changes nothing.
    expect(await servicesOf(app).orders.release(secondOrder.id, 'expired')).toBe(false);
    expect(await usesOf(coupon)).toBe(0);

    const third = await buyerWith([{ price: 10 }], coupon);
    await pay(third.who, await placed(third.who));
    expect(await usesOf(coupon)).toBe(1);
  });

  it('stays when the order is paid, and the code then leaves the cart', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 1 });
    const { who } = await buyerWith([{ price: 10 }], coupon);
    await pay(who, await placed(who));
    expect(await usesOf(coupon)).toBe(1);
    expect(await cartCouponOf(app, who)).toBeNull();
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/coupons?code=${coupon.code}`,
      headers: admin.headers,
    });
    expect(list.json().data[0].timesUsed).toBe(1);
    // And the admin's change answers it too.
    expect((await changeCoupon(app, admin, coupon, { usageLimit: 10 })).timesUsed).toBe(1);
  });

  it('leaves another code the buyer applied after checking out in the cart when the order is paid', async () => {
    const [used, next] = [
      await createCoupon(app, admin, { kind: 'fixed', amountOff: 1 }),
      await createCoupon(app, admin, { kind: 'free_shipping' }),
    ];
    const { who } = await buyerWith([{ price: 10 }], used);
    const sessionId = await placed(who);
    expect((await applyCoupon(app, who, next.code)).statusCode).toBe(200);
    await pay(who, sessionId);
    expect((await cartCouponOf(app, who))?.code).toBe(next.code);
  });
});

describe('the order with a code', () => {
  it('shows it to the admin too, and its invoice states the reduction per rate', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10 });
    const { who } = await buyerWith(worked, coupon);
    const sessionId = await placed(who);
    await pay(who, sessionId);
    const { id } = await orderOfSession(app, sessionId);
    const asAdmin = await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers });
    expect(asAdmin.json()).toMatchObject({ coupon: { code: coupon.code, discount: 6.43 }, total: 62.85 });
    const invoice = await app.inject({
      method: 'GET',
      url: `/api/orders/my/${id}/invoice`,
      headers: who.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain(`Korting (${coupon.code}) (9 %) 1 € -2,69 9 % € -2,69 € -0,25 € -2,94`);
    expect(text).toContain(`Korting (${coupon.code}) (21 %) 1 € -2,89 21 % € -2,89 € -0,60 € -3,49`);
    expect(text).toContain('Grondslag 9 % € 26,34 Btw 9 % € 2,37 Grondslag 21 % € 28,21 Btw 21 % € 5,93');
    expect(text).toContain('Totaal incl. btw € 62,85');
  });

  it('never changes the product’s price or its price history', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 50 });
    const { who, products } = await buyerWith([{ price: 20 }], coupon);
    const history = async () =>
      (
        await app.db
          .select()
          .from(productPriceChanges)
          .where(eq(productPriceChanges.productId, products[0]!.id))
      ).length;
    const before = await history();
    await pay(who, await placed(who));
    const product = await app.inject({ method: 'GET', url: `/api/products/${products[0]!.id}` });
    expect(product.json()).toMatchObject({ price: 20, referencePrice: null });
    expect(await history()).toBe(before);
  });
});

import { couponMessages } from '@shop/shared/coupon';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { applyCoupon, cartCouponOf, changeCoupon, createCoupon, uniqueCode } from '../../../test/coupons.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { payWithCard, saveCart, startCheckout } from '../../../test/payments.ts';
import { openShop } from '../../../test/shop.ts';
import { products } from '../../db/schema/products.ts';

/**
 * The coupon code of a cart through /api/cart/coupon (decision 055): applied in any case, kept on
 * the server, shown with what it takes off the cart as it is now, refused with its reason in Dutch.
 */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

/** Spaces as the reader sees them: Intl writes a no-break space after the euro sign. */
const plain = (text: string) => text.replace(/\s/g, ' ');

/** A buyer with one line of `quantity` × a product of `price` euros in the cart. */
async function buyerWith(price: number, quantity = 1) {
  const who = await actor(app);
  const product = await createProduct(app, { price, stock: 50 }, admin.id);
  await saveCart(app, who, [{ _id: product.id, quantity }]);
  return { who, product };
}

/** A paid order of the buyer's cart, with the code kept in it, if any. */
async function payCart(who: Actor) {
  const { response, sessionId } = await startCheckout(app, who);
  expect(response.statusCode, response.body).toBe(200);
  expect((await payWithCard(app, sessionId)).statusCode).toBe(303);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/checkout/success',
    headers: who.headers,
    payload: { sessionId },
  });
  expect(confirmed.json().status).toBe('paid');
}

async function expectRefused(who: Actor, code: string, reason: string) {
  const response = await applyCoupon(app, who, code);
  expect(response.statusCode, response.body).toBe(409);
  expect(plain(response.json().error.message)).toBe(reason);
}

describe('a code in the cart', () => {
  it('is applied in any case, kept with the cart on the server, shown with its reduction, and removed', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10 });
    // 10 % of € 33,95 is € 3,395: € 3,40.
    const { who } = await buyerWith(33.95);
    const applied = await applyCoupon(app, who, `  ${coupon.code.toLowerCase()} `);
    expect(applied.statusCode, applied.body).toBe(200);
    const expected = {
      code: coupon.code,
      kind: 'percentage',
      problem: null,
      discount: 3.4,
      freeShipping: false,
    };
    expect(applied.json()).toEqual(expected);
    // Read again, as after a reload.
    expect(await cartCouponOf(app, who)).toEqual(expected);

    const removed = await app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: who.headers });
    expect(removed.statusCode).toBe(204);
    expect(await cartCouponOf(app, who)).toBeNull();
  });

  it('is the caller’s own: another buyer’s cart has none', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'free_shipping' });
    const { who } = await buyerWith(20);
    const { who: other } = await buyerWith(20);
    expect((await applyCoupon(app, who, coupon.code)).statusCode).toBe(200);
    expect(await cartCouponOf(app, other)).toBeNull();
    await app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: other.headers });
    expect((await cartCouponOf(app, who))?.code).toBe(coupon.code);
  });

  it('follows the cart: the reduction is of the goods as they are now', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 15 });
    const { who, product } = await buyerWith(19.99);
    expect((await applyCoupon(app, who, coupon.code)).json().discount).toBe(3);
    await saveCart(app, who, [{ _id: product.id, quantity: 3 }]);
    // 15 % of € 59,97 is € 8,9955.
    expect((await cartCouponOf(app, who))?.discount).toBe(9);
  });

  it('counts only what can be bought: a product hidden since it went into the cart adds nothing', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10, minimumOrder: 15 });
    const { who, product } = await buyerWith(10);
    const hidden = await createProduct(app, { price: 90, stock: 5 }, admin.id);
    await saveCart(app, who, [
      { _id: product.id, quantity: 2 },
      { _id: hidden.id, quantity: 1 },
    ]);
    expect((await applyCoupon(app, who, coupon.code)).json().discount).toBe(11);
    await app.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden.id));
    expect((await cartCouponOf(app, who))?.discount).toBe(2);
    await saveCart(app, who, [
      { _id: product.id, quantity: 1 },
      { _id: hidden.id, quantity: 1 },
    ]);
    expect(plain((await cartCouponOf(app, who))!.problem!)).toBe(
      'Deze kortingscode geldt vanaf een bestelbedrag van € 15,00.',
    );
  });

  it('of a fixed amount takes no more than the goods', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 25 });
    const { who } = await buyerWith(19.9);
    expect((await applyCoupon(app, who, coupon.code)).json()).toMatchObject({
      kind: 'fixed',
      discount: 19.9,
    });
  });

  it('for free shipping takes nothing off the goods and says the shipping is free', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'free_shipping' });
    const { who } = await buyerWith(12);
    expect((await applyCoupon(app, who, coupon.code)).json()).toEqual({
      code: coupon.code,
      kind: 'free_shipping',
      problem: null,
      discount: 0,
      freeShipping: true,
    });
  });

  it('replaces the code kept before', async () => {
    const [first, second] = [
      await createCoupon(app, admin, { kind: 'percentage', percentOff: 10 }),
      await createCoupon(app, admin, { kind: 'fixed', amountOff: 2 }),
    ];
    const { who } = await buyerWith(30);
    await applyCoupon(app, who, first.code);
    await applyCoupon(app, who, second.code);
    expect(await cartCouponOf(app, who)).toMatchObject({ code: second.code, discount: 2 });
  });

  it('asks for a code when none is typed', async () => {
    const { who } = await buyerWith(10);
    const response = await applyCoupon(app, who, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.code).toEqual(['Vul een kortingscode in.']);
  });
});

describe('a code that does not apply', () => {
  it('is refused with its reason, and the code kept before stays', async () => {
    const kept = await createCoupon(app, admin, { kind: 'free_shipping' });
    const { who } = await buyerWith(10);
    await applyCoupon(app, who, kept.code);
    await expectRefused(who, 'BESTAATNIET', 'Deze kortingscode bestaat niet.');
    expect(await cartCouponOf(app, who)).toMatchObject({ code: kept.code, problem: null });
  });

  it('is refused when switched off, as one that does not exist', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'free_shipping', isActive: false });
    const { who } = await buyerWith(10);
    await expectRefused(who, coupon.code, 'Deze kortingscode bestaat niet.');
    expect(await cartCouponOf(app, who)).toBeNull();
  });

  it('is refused before its first day and after its last', async () => {
    const early = await createCoupon(app, admin, { kind: 'free_shipping', validFrom: '2999-01-01' });
    const late = await createCoupon(app, admin, { kind: 'free_shipping', validTo: '2020-12-31' });
    const { who } = await buyerWith(10);
    await expectRefused(who, early.code, 'Deze kortingscode is nog niet geldig.');
    await expectRefused(who, late.code, 'Deze kortingscode is verlopen.');
    const always = await createCoupon(app, admin, {
      kind: 'free_shipping',
      validFrom: '2020-01-01',
      validTo: '2999-12-31',
    });
    expect((await applyCoupon(app, who, always.code)).statusCode).toBe(200);
  });

  it('is refused below its minimum, which it names', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10, minimumOrder: 25 });
    const { who, product } = await buyerWith(12.49, 2);
    await expectRefused(who, coupon.code, 'Deze kortingscode geldt vanaf een bestelbedrag van € 25,00.');
    await saveCart(app, who, [{ _id: product.id, quantity: 3 }]);
    expect((await applyCoupon(app, who, coupon.code)).statusCode).toBe(200);
  });

  it('is refused once every use is taken, by orders paid and orders waiting for payment', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 1, usageLimit: 2 });
    const first = await buyerWith(10);
    await applyCoupon(app, first.who, coupon.code);
    await payCart(first.who);
    const second = await buyerWith(10);
    await applyCoupon(app, second.who, coupon.code);
    // Waiting for payment: the use is held.
    expect((await startCheckout(app, second.who)).response.statusCode).toBe(200);
    const third = await buyerWith(10);
    await expectRefused(third.who, coupon.code, 'Deze kortingscode is al gebruikt.');
  });

  it('is refused to a customer who used it as often as a customer may', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 1, perCustomerLimit: 1 });
    const { who, product } = await buyerWith(10);
    await applyCoupon(app, who, coupon.code);
    await payCart(who);
    await saveCart(app, who, [{ _id: product.id, quantity: 1 }]);
    await expectRefused(who, coupon.code, 'Je hebt deze kortingscode al gebruikt.');
    // Another customer still may.
    expect((await applyCoupon(app, (await buyerWith(10)).who, coupon.code)).statusCode).toBe(200);
  });

  it('for a first order is refused to a customer who ordered before', async () => {
    const welcome = await createCoupon(app, admin, {
      kind: 'percentage',
      percentOff: 10,
      firstOrderOnly: true,
    });
    const { who, product } = await buyerWith(10);
    // Before any order: it applies.
    expect((await applyCoupon(app, who, welcome.code)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: who.headers });
    await payCart(who);
    await saveCart(app, who, [{ _id: product.id, quantity: 1 }]);
    await expectRefused(who, welcome.code, 'Deze kortingscode geldt alleen voor je eerste bestelling.');
  });

  it('does not count the customer’s own checkout waiting for payment: the next one replaces it', async () => {
    const coupon = await createCoupon(app, admin, {
      kind: 'fixed',
      amountOff: 1,
      usageLimit: 1,
      perCustomerLimit: 1,
      firstOrderOnly: true,
    });
    const { who } = await buyerWith(10);
    await applyCoupon(app, who, coupon.code);
    // To the payment page and back to the cart, unpaid.
    expect((await startCheckout(app, who)).response.statusCode).toBe(200);
    expect(await cartCouponOf(app, who)).toMatchObject({ code: coupon.code, problem: null, discount: 1 });
    expect((await applyCoupon(app, who, coupon.code)).statusCode).toBe(200);
    // And checking out again takes the use over from the replaced order.
    expect((await startCheckout(app, who)).response.statusCode).toBe(200);
  });
});

describe('a kept code that stops applying', () => {
  it('stays in the cart with the reason, and nothing off', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10, minimumOrder: 20 });
    const { who, product } = await buyerWith(10, 2);
    await applyCoupon(app, who, coupon.code);
    await saveCart(app, who, [{ _id: product.id, quantity: 1 }]);
    const below = await cartCouponOf(app, who);
    expect(below).toMatchObject({ code: coupon.code, kind: 'percentage', discount: 0, freeShipping: false });
    expect(plain(below!.problem!)).toBe('Deze kortingscode geldt vanaf een bestelbedrag van € 20,00.');

    await changeCoupon(app, admin, coupon, { minimumOrder: null, validTo: '2020-01-01' });
    expect(await cartCouponOf(app, who)).toMatchObject({ problem: couponMessages.expired, discount: 0 });
  });

  it('stays when the admin deletes it, as a code that does not exist', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'free_shipping' });
    const { who } = await buyerWith(10);
    await applyCoupon(app, who, coupon.code);
    await app.inject({ method: 'DELETE', url: `/api/admin/coupons/${coupon._id}`, headers: admin.headers });
    expect(await cartCouponOf(app, who)).toEqual({
      code: coupon.code,
      kind: null,
      problem: 'Deze kortingscode bestaat niet.',
      discount: 0,
      freeShipping: false,
    });
  });

  it('of free shipping waives nothing once it stops applying', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'free_shipping' });
    const { who } = await buyerWith(10);
    await applyCoupon(app, who, coupon.code);
    await changeCoupon(app, admin, coupon, { isActive: false });
    expect(await cartCouponOf(app, who)).toMatchObject({ kind: 'free_shipping', freeShipping: false });
  });
});

describe('the codes', () => {
  it('are unique per shop whatever case they are typed in', async () => {
    const code = uniqueCode('hoofd');
    await createCoupon(app, admin, { kind: 'free_shipping', code: code.toLowerCase() });
    const { who } = await buyerWith(10);
    expect((await applyCoupon(app, who, code)).json().code).toBe(code);
  });
});

// Attack class: racing for a coupon. Twenty buyers check out at the same moment with a code that
// has one use left: exactly one order holds it, the code is counted once, and every other buyer is
// told in Dutch that it is used (409, never a 500) and keeps the cart and the code to try without.
// The code's row lock in the order's transaction decides (decision 055).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions } from '../../src/db/schema/coupons.ts';
import { orders } from '../../src/db/schema/orders.ts';
import type { TestApp } from '../build-test-app.ts';
import { applyCoupon, cartCouponOf, createCoupon } from '../coupons.ts';
import { type Actor, actor, createProduct } from '../factories.ts';
import { checkoutBody, saveCart } from '../payments.ts';
import { openShop, servicesOf, stockOf } from '../shop.ts';

const BUYERS = 20;

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

async function race(usageLimit: number) {
  const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 5, usageLimit });
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => actor(app)));
  // A product of their own for each buyer: no stock row they share makes them wait for each other,
  // so only the code's own lock stands between them.
  const products = [];
  for (const buyer of buyers) {
    const product = await createProduct(app, { price: 20, stock: 10 }, admin.id);
    products.push(product);
    await saveCart(app, buyer, [{ _id: product.id, quantity: 1 }]);
    expect((await applyCoupon(app, buyer, coupon.code)).statusCode).toBe(200);
  }

  // Each from an address of its own: checkouts from one address wait for each other (decision 035).
  const body = await checkoutBody(app);
  const attempts = await Promise.all(
    buyers.map(async (buyer, index) => ({
      response: await app.inject({
        method: 'POST',
        url: '/api/checkout/session',
        headers: buyer.headers,
        remoteAddress: `198.51.100.${index + 1}`,
        payload: body,
      }),
    })),
  );

  const statuses = attempts.map((attempt) => attempt.response.statusCode);
  return { coupon, products, buyers, attempts, statuses };
}

describe(`a code with uses left, and ${BUYERS} buyers checking out with it at once`, () => {
  it('with one use left: one order holds it, the others are told it is used', async () => {
    const { coupon, products, buyers, attempts, statuses } = await race(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - 1);
    for (const attempt of attempts.filter((a) => a.response.statusCode === 409)) {
      expect(attempt.response.json().error.message).toBe('Deze kortingscode is al gebruikt.');
    }
    const uses = await app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon._id));
    expect(uses).toHaveLength(1);
    const withCode = await app.db.select().from(orders).where(eq(orders.couponCode, coupon.code));
    expect(withCode.map((order) => [order.userId, order.discountCents, order.totalCents])).toEqual([
      [buyers[statuses.indexOf(200)]!.id, 500, 1500],
    ]);
    // Only the winner's order holds stock; a loser keeps the code in the cart, with the reason.
    const held = await Promise.all(
      products.map(async (product) => (await stockOf(app, product.id)).reserved),
    );
    expect(held).toEqual(statuses.map((status) => (status === 200 ? 1 : 0)));
    const loser = buyers[statuses.indexOf(409)]!;
    expect((await cartCouponOf(app, loser))?.problem).toBe('Deze kortingscode is al gebruikt.');
  });

  it('with three uses left: three orders hold it', async () => {
    const { coupon, statuses } = await race(3);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - 3);
    const uses = await app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon._id));
    expect(uses).toHaveLength(3);
  });
});

describe(`${BUYERS} orders placed with a code at the same moment, straight to the service`, () => {
  it('as several server processes would: the code’s lock lets exactly its uses through', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'percentage', percentOff: 10, usageLimit: 2 });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => actor(app)));
    const products: { id: string }[] = [];
    for (const _ of buyers) products.push(await createProduct(app, { price: 20, stock: 10 }, admin.id));
    const placed = await Promise.allSettled(
      buyers.map((buyer, index) =>
        servicesOf(app).orders.place(
          { userId: buyer.id, userEmail: buyer.email, vatCountry: 'NL', couponCode: coupon.code },
          [
            {
              productId: products[index]!.id,
              title: 'Reep',
              unitPriceCents: 2000,
              quantity: 1,
              vatClass: 'reduced',
            },
          ],
        ),
      ),
    );
    expect(placed.filter((one) => one.status === 'fulfilled')).toHaveLength(2);
    const refusals = placed.flatMap((one) => (one.status === 'rejected' ? [one.reason] : []));
    expect(refusals).toHaveLength(BUYERS - 2);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ statusCode: 409, message: 'Deze kortingscode is al gebruikt.' });
    }
    const uses = await app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon._id));
    expect(uses).toHaveLength(2);
  });
});

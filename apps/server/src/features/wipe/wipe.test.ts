import { type WipeEntity, wipeEntities, wipeMessages } from '@shop/shared/wipe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { applyCoupon, createCoupon } from '../../../test/coupons.ts';
import { type Actor, actor, createPost, createProduct } from '../../../test/factories.ts';
import { freeShippingId, openCheckout, payWithCard, saveCart } from '../../../test/payments.ts';
import { openShop, stockOf } from '../../../test/shop.ts';
import { pageVisits } from '../../db/schema/analytics.ts';
import { cartItems } from '../../db/schema/cart.ts';

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

const wipe = (entity: string, who: Actor | null = admin, confirm = 'WIPE') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/wipe',
    ...(who ? { headers: who.headers } : {}),
    payload: { entity, confirm },
  });

const rows = async (table: string) =>
  (
    (await app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

/** A shop with some of everything: products, posts, comments, carts, orders, messages, visits, locks. */
async function fillTheShop() {
  const { who, product, sessionId } = await openCheckout(app, admin);
  await payWithCard(app, sessionId);
  const pending = await openCheckout(app, admin);
  const post = await createPost(app, {}, admin.id);
  await app.inject({
    method: 'POST',
    url: `/api/blog/${post.slug}/comments`,
    headers: who.headers,
    payload: { content: 'Mooi stuk' },
  });
  await saveCart(app, who, [{ _id: product.id, quantity: 1 }]);
  await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: who.headers,
    payload: { subject: 'Vraag', message: 'Hoe zit het?' },
  });
  await app.db.insert(pageVisits).values({
    path: '/shop',
    startedAt: new Date(Date.now() - 5_000),
    endedAt: new Date(),
    durationMs: 5_000,
  });
  await app.inject({
    method: 'POST',
    url: '/api/admin/route-locks',
    headers: admin.headers,
    payload: { route: '/nergens', method: 'GET' },
  });
  return { pending };
}

describe('wipe', () => {
  it('is for admins only and needs the word WIPE and a known entity', async () => {
    expect((await wipe('Cart', null)).statusCode).toBe(401);
    expect((await wipe('Cart', await actor(app, 'user'))).statusCode).toBe(403);
    const unconfirmed = await wipe('Cart', admin, 'wipe');
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.details.confirm).toEqual([wipeMessages.confirm]);
    expect((await wipe('Everything')).statusCode).toBe(400);
  });

  it('wipes each of the eleven entities with what depends on it, and the shop keeps working', async () => {
    const { pending } = await fillTheShop();
    expect((await stockOf(app, pending.product.id)).reserved).toBe(2);

    const tables: Record<WipeEntity, string> = {
      Cart: 'cart_items',
      Order: 'orders',
      Comment: 'comments',
      ContactMessage: 'contact_messages',
      StripeEventLog: 'webhook_events',
      PageVisit: 'page_visits',
      RouteLock: 'route_locks',
      Notification: 'notifications',
      BlogPost: 'blog_posts',
      Product: 'products',
      User: "users where role <> 'admin'",
    };
    expect(Object.keys(tables).sort()).toEqual([...wipeEntities].sort());
    for (const entity of Object.keys(tables) as WipeEntity[]) {
      const before = await rows(tables[entity]);
      expect(before, entity).toBeGreaterThan(0);
      const response = await wipe(entity);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: wipeMessages.done(entity, before), deletedCount: before });
      expect(await rows(tables[entity]), entity).toBe(0);
      if (entity === 'Order') {
        // The pending order's reservation went back on the shelf; no line is left without its order.
        expect(await stockOf(app, pending.product.id)).toEqual({ stock: 5, reserved: 0 });
        expect(await rows('order_items')).toBe(0);
        expect(await rows('order_status_history')).toBe(0);
      }
    }
    expect(await rows('comment_likes')).toBe(0);
    expect(await rows('addresses')).toBe(0);
    expect(await rows("users where role = 'admin'")).toBeGreaterThan(0);

    // The admin is still signed in and the shop works with new data.
    const product = await createProduct(app, { title: 'Nieuwe gel', stock: 3 }, admin.id);
    const post = await createPost(app, { title: 'Een nieuw begin' }, admin.id);
    const shop = (await app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(shop.data.map((p: { _id: string }) => p._id)).toEqual([product.id]);
    const blog = (await app.inject({ method: 'GET', url: '/api/blog' })).json();
    expect(blog.data.map((p: { _id: string }) => p._id)).toEqual([post.id]);
    const buyer = await actor(app, 'user');
    await saveCart(app, buyer, [{ _id: product.id, quantity: 1 }]);
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      headers: buyer.headers,
      payload: {
        firstName: 'Nieuw',
        lastName: 'Begin',
        street: 'Straat',
        number: '1',
        zip: '1234 AB',
        city: 'Utrecht',
        country: 'Nederland',
        shippingMethodId: await freeShippingId(app),
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().url).toContain('/betalen/');
  });

  it('wiping orders gives back the code uses of orders waiting for payment; a paid order’s use stays', async () => {
    const coupon = await createCoupon(app, admin, { kind: 'fixed', amountOff: 1 });
    const buyerOf = async () => {
      const buyer = await actor(app, 'user');
      const product = await createProduct(app, { stock: 4 }, admin.id);
      await saveCart(app, buyer, [{ _id: product.id, quantity: 1 }]);
      expect((await applyCoupon(app, buyer, coupon.code)).statusCode).toBe(200);
      return buyer;
    };
    const start = async (buyer: Actor) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/checkout/session',
          headers: buyer.headers,
          payload: {
            firstName: 'Sanne',
            lastName: 'de Vries',
            street: 'Straat',
            number: '1',
            zip: '1234 AB',
            city: 'Utrecht',
            country: 'Nederland',
            shippingMethodId: await freeShippingId(app),
          },
        })
      )
        .json()
        .url.split('/betalen/')[1] as string;
    await payWithCard(app, await start(await buyerOf()));
    await start(await buyerOf());
    await expect.poll(() => rows("orders where status = 'paid'")).toBeGreaterThan(0);
    expect(await rows('coupon_redemptions')).toBe(2);
    // The paid order took its code out of its buyer's cart; the other buyer's is still there.
    expect(await rows('cart_coupons')).toBe(1);

    await wipe('Order');
    expect(await rows('coupon_redemptions')).toBe(1);
    expect(await rows('coupon_redemptions where order_id is null')).toBe(1);
    await wipe('Cart');
    expect(await rows('cart_coupons')).toBe(0);
  });

  it('wiping products leaves no cart line pointing at nothing', async () => {
    const buyer = await actor(app, 'user');
    const product = await createProduct(app, { stock: 4 }, admin.id);
    await saveCart(app, buyer, [{ _id: product.id, quantity: 1 }]);
    expect(await app.db.select().from(cartItems)).not.toHaveLength(0);
    await wipe('Product');
    expect(await app.db.select().from(cartItems)).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers })).json()).toEqual(
      [],
    );
  });
});

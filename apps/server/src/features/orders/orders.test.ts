import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { payWithCard, saveCart, startCheckout } from '../../../test/payments.ts';
import { openShop } from '../../../test/shop.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';

let app: TestApp;
let admin: Actor;
let buyer: Actor;
let stranger: Actor;
let paidOrderId: string;
let pendingOrderId: string;
let productId: string;

/** The day this file's two orders were placed. */
const ORDER_DAY = '2026-03-05';
const placedAt = (id: string, at: string) =>
  app.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, id));

const adminGet = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });
const setStatus = (id: string, status: string) =>
  app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers: admin.headers, payload: { status } });

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
  buyer = await actor(app);
  stranger = await actor(app);
  const product = await createProduct(app, { title: 'Proefpakket Marathon', stock: 10, price: 25 }, admin.id);
  productId = product.id;

  await saveCart(app, buyer, [{ _id: product.id, quantity: 1 }]);
  const paid = await startCheckout(app, buyer);
  await payWithCard(app, paid.sessionId);
  await saveCart(app, buyer, [{ _id: product.id, quantity: 2 }]);
  const list = async () =>
    (await app.inject({ method: 'GET', url: '/api/orders/my', headers: buyer.headers })).json().data;
  await vi.waitFor(async () => expect((await list())[0]?.status).toBe('paid'));
  paidOrderId = (await list())[0]._id;
  // A second, unpaid order from another buyer.
  await saveCart(app, stranger, [{ _id: product.id, quantity: 2 }]);
  await startCheckout(app, stranger);
  pendingOrderId = (
    await app.inject({ method: 'GET', url: '/api/orders/my', headers: stranger.headers })
  ).json().data[0]._id;
  // Both placed on a fixed day (the database stamps its own now(), which no fake clock reaches), so
  // the date filter reads the same at any hour of any day.
  await placedAt(paidOrderId, `${ORDER_DAY}T10:00:00Z`);
  await placedAt(pendingOrderId, `${ORDER_DAY}T10:05:00Z`);
});
afterAll(async () => {
  await app.close();
});

describe('a user’s own orders', () => {
  it('lists and shows only the caller’s orders; another user’s order is 404', async () => {
    const mine = (await app.inject({ method: 'GET', url: '/api/orders/my', headers: buyer.headers })).json();
    expect(mine.data.map((o: { _id: string }) => o._id)).toEqual([paidOrderId]);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/orders/my/${paidOrderId}`,
      headers: buyer.headers,
    });
    expect(detail.json()).toMatchObject({
      status: 'paid',
      total: 25,
      cart: [{ _id: productId, title: 'Proefpakket Marathon', price: 25, quantity: 1 }],
      address: { street: 'Stationsstraat', number: '10-C', city: 'Utrecht' },
      statusHistory: [{ status: 'pending' }, { status: 'paid' }],
    });
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/orders/my/${paidOrderId}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/orders/my' })).statusCode).toBe(401);
  });
});

describe('admin orders', () => {
  it('are admin only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/orders', headers: buyer.headers })).statusCode).toBe(
      403,
    );
    const status = await app.inject({
      method: 'PUT',
      url: `/api/orders/${paidOrderId}/status`,
      headers: buyer.headers,
      payload: { status: 'delivered' },
    });
    expect(status.statusCode).toBe(403);
  });

  it('filter on every field of the list', async () => {
    const ids = async (query: string) =>
      ((await adminGet(`/api/orders?${query}`)).json().data as { _id: string }[]).map((o) => o._id);
    expect((await adminGet('/api/orders')).json()).toMatchObject({ totalRecords: 2, limit: 50 });
    expect(await ids('status=paid')).toEqual([paidOrderId]);
    expect(await ids(`userEmail=${stranger.email.slice(0, 12)}`)).toEqual([pendingOrderId]);
    expect((await ids('cartTitle=marathon')).length).toBe(2);
    expect((await ids('cartTitle=banaan')).length).toBe(0);
    expect((await ids('city=utre&country=neder&firstName=sanne&lastName=vries')).length).toBe(2);
    const paid = (await adminGet(`/api/orders/${paidOrderId}`)).json();
    expect(await ids(`stripeSessionId=${paid.stripeSessionId}`)).toEqual([paidOrderId]);
    expect(await ids(`stripePaymentIntentId=${paid.stripePaymentIntentId}`)).toEqual([paidOrderId]);
    expect((await ids(`from=${ORDER_DAY}&to=${ORDER_DAY}`)).length).toBe(2);
    expect(await ids('from=2026-03-06')).toEqual([]);
    expect((await ids('from=2000-01-01&to=2000-01-02')).length).toBe(0);
  });

  it('follows the status machine and tells the buyer', async () => {
    expect((await setStatus(paidOrderId, 'pending')).statusCode).toBe(409);
    expect((await setStatus(paidOrderId, 'delivered')).statusCode).toBe(409);
    const processing = await setStatus(paidOrderId, 'processing');
    expect(processing.statusCode).toBe(200);
    expect(processing.json().statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'paid',
      'processing',
    ]);
    expect((await setStatus(paidOrderId, 'shipped')).statusCode).toBe(400);
    const shipped = await app.inject({
      method: 'PUT',
      url: `/api/orders/${paidOrderId}/status`,
      headers: admin.headers,
      payload: { status: 'shipped', trackingCode: '3SABCD1234567' },
    });
    expect(shipped.statusCode).toBe(200);
    const icons = (await app.db.select().from(notifications).where(eq(notifications.userId, buyer.id))).map(
      (n) => n.icon,
    );
    expect(icons.sort()).toEqual(['package', 'refresh', 'send']);
  });

  it('deletes an order after confirmation; a pending order gives its stock back', async () => {
    const [before] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(before!.reservedStock).toBe(2);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/orders/${pendingOrderId}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    const [after] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(after!.reservedStock).toBe(0);
    expect((await adminGet(`/api/orders/${pendingOrderId}`)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/orders/${pendingOrderId}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});

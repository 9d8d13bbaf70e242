import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import {
  deleteOrder,
  findOrder,
  insertOrder,
  itemsAndHistory,
  itemsOf,
  pendingOrdersOf,
  stalePendingOrders,
  transitionOrder,
} from './orders.repository.ts';

// Rules of the repository that no route reaches on its own (checkout filters hidden products out
// before it reserves, for instance); they are pinned here against the database itself.

let app: TestApp;
let adminId: string;

beforeAll(async () => {
  app = await buildTestApp();
  adminId = (await createUser(app, { role: 'admin' })).id;
});
afterAll(async () => {
  await app.close();
});

const product = (stock: number, isPublished = true) =>
  createProduct(app, { stock, price: 10, isPublished }, adminId);

/** A pending order; by default of one item of a new product. */
async function orderOf(userId: string | null, lines?: { productId: string; quantity: number }[]) {
  lines ??= [{ productId: (await product(5)).id, quantity: 1 }];
  return insertOrder(
    app.db,
    { userId, userEmail: 'koper@example.nl', totalCents: 1000 },
    lines.map((line) => ({ ...line, title: 'Proefpakket', unitPriceCents: 1000 })),
  );
}

const historyOf = async (orderId: string) =>
  (await app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map(
    (entry) => entry.status,
  );

describe('moving an order', () => {
  it('a transition from a status the order is no longer in changes nothing and adds no history', async () => {
    const order = await orderOf(null);
    expect(await transitionOrder(app.db, order.id, ['pending'], 'cancelled')).toMatchObject({
      id: order.id,
      status: 'cancelled',
    });
    expect(
      await transitionOrder(app.db, order.id, ['pending'], 'paid', { paidAt: new Date() }),
    ).toBeUndefined();
    expect(await findOrder(app.db, order.id)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await historyOf(order.id)).toEqual(['pending', 'cancelled']);
  });

  it('a transition may start from any of several statuses', async () => {
    const order = await orderOf(null);
    await transitionOrder(app.db, order.id, ['pending'], 'paid');
    expect(await transitionOrder(app.db, order.id, ['paid', 'processing'], 'refunded')).toMatchObject({
      status: 'refunded',
    });
  });
});

describe('orders still waiting for payment', () => {
  it('a user’s pending orders are their own orders that still wait for payment', async () => {
    const [buyer, other] = [await createUser(app), await createUser(app)];
    const waiting = await orderOf(buyer.id);
    const paid = await orderOf(buyer.id);
    await transitionOrder(app.db, paid.id, ['pending'], 'paid');
    await orderOf(other.id);
    expect((await pendingOrdersOf(app.db, buyer.id)).map((order) => order.id)).toEqual([waiting.id]);
  });

  it('stale pending orders are the pending ones created before the cutoff', async () => {
    const cutoff = new Date('2024-06-01T12:00:00Z');
    const age = async (orderId: string, createdAt: string) =>
      app.db
        .update(orders)
        .set({ createdAt: new Date(createdAt) })
        .where(eq(orders.id, orderId));
    const [stale, fresh, settled] = [await orderOf(null), await orderOf(null), await orderOf(null)];
    await age(stale.id, '2024-06-01T11:59:59Z');
    await age(fresh.id, '2024-06-01T12:00:00Z');
    await age(settled.id, '2024-05-01T12:00:00Z');
    await transitionOrder(app.db, settled.id, ['pending'], 'expired');
    const found = (await stalePendingOrders(app.db, cutoff)).map((order) => order.id);
    expect(found).toContain(stale.id);
    expect(found).not.toContain(fresh.id);
    expect(found).not.toContain(settled.id);
  });
});

describe('deleting', () => {
  it('deleting an order tells whether there was one to delete', async () => {
    const order = await orderOf(null);
    expect(await deleteOrder(app.db, order.id)).toBe(true);
    expect(await deleteOrder(app.db, order.id)).toBe(false);
    expect(await findOrder(app.db, order.id)).toBeUndefined();
  });
});

describe('an order’s lines', () => {
  it('are read in the order they were bought, also after a line was changed (which moves its row)', async () => {
    const products = [await product(5), await product(5), await product(5)];
    const order = await insertOrder(
      app.db,
      { userId: null, userEmail: 'koper@example.nl', totalCents: 3000 },
      ['Gel', 'Reep', 'Bidon'].map((title, at) => ({
        productId: products[at]!.id,
        title,
        quantity: 1,
        unitPriceCents: 1000,
      })),
    );
    const other = await orderOf(null);
    const [first] = await itemsOf(app.db, order.id);
    await app.db.update(orderItems).set({ quantity: 2 }).where(eq(orderItems.id, first!.id));
    expect((await itemsOf(app.db, order.id)).map((item) => [item.title, item.position])).toEqual([
      ['Gel', 0],
      ['Reep', 1],
      ['Bidon', 2],
    ]);
    const { items } = await itemsAndHistory(app.db, [other.id, order.id]);
    expect(items.filter((item) => item.orderId === order.id).map((item) => item.title)).toEqual([
      'Gel',
      'Reep',
      'Bidon',
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import {
  claimConfirmationEmail,
  deleteOrder,
  findOrder,
  insertOrder,
  pendingOrdersOf,
  reserveStock,
  settleReservedStock,
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

const stockOf = async (id: string) => {
  const [row] = await app.db.select().from(products).where(eq(products.id, id));
  return { stock: row!.stock, reserved: row!.reservedStock };
};

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

describe('reserving stock', () => {
  it('reserving takes free stock only while there is enough of it, up to the last item', async () => {
    const gel = await product(3);
    expect(await reserveStock(app.db, gel.id, 2)).toBe(true);
    expect(await reserveStock(app.db, gel.id, 2)).toBe(false);
    expect(await stockOf(gel.id)).toEqual({ stock: 3, reserved: 2 });
    expect(await reserveStock(app.db, gel.id, 1)).toBe(true);
    expect(await stockOf(gel.id)).toEqual({ stock: 3, reserved: 3 });
    expect(await reserveStock(app.db, gel.id, 1)).toBe(false);
  });

  it('reserving stock fails for a hidden product', async () => {
    const hidden = await product(5, false);
    expect(await reserveStock(app.db, hidden.id, 1)).toBe(false);
    expect(await stockOf(hidden.id)).toEqual({ stock: 5, reserved: 0 });
  });

  it('reserving stock fails for a product that does not exist', async () => {
    expect(await reserveStock(app.db, '00000000-0000-4000-8000-000000000000', 1)).toBe(false);
  });
});

describe('settling reserved stock', () => {
  it('stock never goes below zero when settled', async () => {
    const gel = await product(5);
    await reserveStock(app.db, gel.id, 3);
    const order = await orderOf(null, [{ productId: gel.id, quantity: 3 }]);
    // The admin corrected the stock down meanwhile: fewer items than the order reserved are left.
    await app.db.update(products).set({ stock: 1, reservedStock: 2 }).where(eq(products.id, gel.id));
    await settleReservedStock(app.db, order.id, 'sold');
    expect(await stockOf(gel.id)).toEqual({ stock: 0, reserved: 0 });
  });

  it('released stock goes back to the shelf without the reservation going below zero', async () => {
    const gel = await product(5);
    const order = await orderOf(null, [{ productId: gel.id, quantity: 3 }]);
    await app.db.update(products).set({ reservedStock: 1 }).where(eq(products.id, gel.id));
    await settleReservedStock(app.db, order.id, 'released');
    expect(await stockOf(gel.id)).toEqual({ stock: 5, reserved: 0 });
  });
});

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

describe('the confirmation e-mail', () => {
  it('the confirmation e-mail of an order can be claimed exactly once', async () => {
    const [first, second] = [await orderOf(null), await orderOf(null)];
    expect(await claimConfirmationEmail(app.db, first.id)).toBe(true);
    expect(await claimConfirmationEmail(app.db, first.id)).toBe(false);
    expect(await claimConfirmationEmail(app.db, second.id)).toBe(true);
    expect((await findOrder(app.db, first.id))?.confirmationEmailSentAt).toBeInstanceOf(Date);
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

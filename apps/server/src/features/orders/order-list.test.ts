import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct, createUser } from '../../../test/factories.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';
import { insertOrder, transitionOrder } from './orders.repository.ts';

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  admin = await actor(app, 'admin');
});
afterAll(async () => {
  await app.close();
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A pending order of the buyer for one line of a new product, created at `createdAt` when given. */
async function placeOrder(
  buyer: { id: string; email: string },
  {
    title = 'Proefpakket',
    quantity = 1,
    createdAt,
  }: { title?: string; quantity?: number; createdAt?: string } = {},
) {
  const product = await createProduct(
    app,
    { title: `${title} ${crypto.randomUUID().slice(0, 6)}`, price: 5 },
    admin.id,
  );
  const order = await insertOrder(
    app.db,
    { userId: buyer.id, userEmail: buyer.email, totalCents: 500 * quantity },
    [{ productId: product.id, title: product.title, unitPriceCents: 500, quantity }],
  );
  if (createdAt)
    await app.db
      .update(orders)
      .set({ createdAt: new Date(createdAt) })
      .where(eq(orders.id, order.id));
  return { ...order, product };
}

const get = (who: Actor, url: string) => app.inject({ method: 'GET', url, headers: who.headers });

/** The ids of the caller's orders matching the query string, in the order listed. */
const myOrderIds = async (who: Actor, query: string) =>
  ((await get(who, `/api/orders/my?${query}`)).json().data as { _id: string }[]).map((order) => order._id);

describe('who may see an order', () => {
  it('a buyer sees their own order with its lines and history', async () => {
    const buyer = await actor(app);
    const order = await placeOrder(buyer, { quantity: 3 });
    const response = await get(buyer, `/api/orders/my/${order.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: order.id,
      status: 'pending',
      total: 15,
      cart: [{ _id: order.product.id, title: order.product.title, price: 5, quantity: 3 }],
      statusHistory: [{ status: 'pending' }],
    });
  });

  it('another user’s order is not found', async () => {
    const [buyer, stranger] = [await actor(app), await actor(app)];
    const order = await placeOrder(buyer);
    for (const url of [`/api/orders/my/${order.id}`, `/api/orders/my/${MISSING_ID}`]) {
      const response = await get(stranger, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Bestelling niet gevonden.');
    }
    expect(await myOrderIds(stranger, '')).toEqual([]);
  });

  it('an admin sees any order, also one whose buyer deleted the account', async () => {
    const buyer = await createUser(app);
    const order = await placeOrder(buyer);
    expect((await get(admin, `/api/orders/${order.id}`)).json()._id).toBe(order.id);
    await app.db.delete(users).where(eq(users.id, buyer.id));
    const orphan = await get(admin, `/api/orders/${order.id}`);
    expect(orphan.statusCode).toBe(200);
    expect(orphan.json()).toMatchObject({ _id: order.id, userEmail: buyer.email });
    const missing = await get(admin, `/api/orders/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Bestelling niet gevonden.');
  });
});

describe('listing orders', () => {
  it('orders are listed newest first with paging totals', async () => {
    const buyer = await actor(app);
    const oldest = await placeOrder(buyer, { createdAt: '2024-03-01T09:00:00Z' });
    const newest = await placeOrder(buyer, { createdAt: '2024-03-03T09:00:00Z' });
    const middle = await placeOrder(buyer, { createdAt: '2024-03-02T09:00:00Z' });
    await placeOrder(await actor(app));

    const first = (await get(buyer, '/api/orders/my?limit=2')).json();
    expect(first).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalRecords: 3 });
    expect(first.data.map((order: { _id: string }) => order._id)).toEqual([newest.id, middle.id]);
    const second = (await get(buyer, '/api/orders/my?limit=2&page=2')).json();
    expect(second).toMatchObject({ page: 2, limit: 2, totalPages: 2, totalRecords: 3 });
    expect(second.data.map((order: { _id: string }) => order._id)).toEqual([oldest.id]);
    const beyond = (await get(buyer, '/api/orders/my?limit=2&page=9')).json();
    expect(beyond).toMatchObject({ page: 2, totalPages: 2 });
    expect(beyond.data.map((order: { _id: string }) => order._id)).toEqual([oldest.id]);
  });

  it('a user without orders gets an empty first page', async () => {
    const nobody = await actor(app);
    expect((await get(nobody, '/api/orders/my')).json()).toEqual({
      data: [],
      page: 1,
      limit: 50,
      totalPages: 1,
      totalRecords: 0,
    });
  });

  it('each listed order carries only its own lines and history', async () => {
    const buyer = await actor(app);
    const gel = await placeOrder(buyer, { title: 'Gel', createdAt: '2024-04-01T09:00:00Z' });
    const bar = await placeOrder(buyer, { title: 'Reep', quantity: 2, createdAt: '2024-04-02T09:00:00Z' });
    await transitionOrder(app.db, bar.id, ['pending'], 'cancelled');
    const listed = (await get(buyer, '/api/orders/my')).json().data;
    expect(listed).toMatchObject([
      {
        _id: bar.id,
        status: 'cancelled',
        cart: [{ title: bar.product.title, quantity: 2 }],
        statusHistory: [{ status: 'pending' }, { status: 'cancelled' }],
      },
      { _id: gel.id, status: 'pending', cart: [{ title: gel.product.title, quantity: 1 }] },
    ]);
    expect(listed[1].cart).toHaveLength(1);
    expect(listed[1].statusHistory).toHaveLength(1);
  });

  it('an admin lists everyone’s orders, filtered by the buyer’s e-mail', async () => {
    const [one, two] = [await actor(app), await actor(app)];
    const order = await placeOrder(one);
    await placeOrder(two);
    const list = (
      await get(admin, `/api/orders?userEmail=${encodeURIComponent(one.email.toUpperCase())}`)
    ).json();
    expect(list).toMatchObject({ totalRecords: 1, data: [{ _id: order.id }] });
    expect((await get(admin, '/api/orders')).json().totalRecords).toBeGreaterThanOrEqual(2);
  });
});

describe('one prepared statement per set of filters', () => {
  it('answers each request with its own values, its count included, however often the same filters come', async () => {
    const buyer = await actor(app);
    const word = () => `Zoekwoord${crypto.randomUUID().slice(0, 8)}`;
    const [first, second] = [word(), word()];
    const one = await placeOrder(buyer, { title: first });
    const two = await placeOrder(buyer, { title: second });
    const three = await placeOrder(buyer, { title: second });
    await transitionOrder(app.db, one.id, ['pending'], 'cancelled');
    const listed = async (query: string) => {
      const page = (await get(admin, `/api/orders?${query}`)).json();
      return { total: page.totalRecords, ids: (page.data as { _id: string }[]).map((order) => order._id) };
    };
    // Only a product's name: counted among the matching lines.
    for (let round = 0; round < 2; round += 1) {
      expect(await listed(`cartTitle=${first}`)).toEqual({ total: 1, ids: [one.id] });
      expect(await listed(`cartTitle=${second}`)).toEqual({ total: 2, ids: [three.id, two.id] });
    }
    // Only a status: counted from the kept counts, which the two statuses do not share.
    const cancelled = await listed('status=cancelled&limit=100');
    const pending = await listed('status=pending&limit=100');
    expect(cancelled.ids).toContain(one.id);
    expect(cancelled.ids).not.toContain(two.id);
    expect(pending.ids).toEqual(expect.arrayContaining([two.id, three.id]));
    expect(pending.ids).not.toContain(one.id);
    // Two filters at once: the name and the status each bound to their own value.
    expect(await listed(`cartTitle=${second}&status=pending`)).toEqual({ total: 2, ids: [three.id, two.id] });
    expect(await listed(`cartTitle=${second}&status=cancelled`)).toEqual({ total: 0, ids: [] });
    expect(await listed(`cartTitle=${first}&status=cancelled`)).toEqual({ total: 1, ids: [one.id] });
  });
});

describe("the admin's list kept in memory until the sales change (decision 093)", () => {
  it('answers from memory until the database announces a change, and shows an admin’s own change at once', async () => {
    const buyer = await actor(app);
    const word = `Bewaard${crypto.randomUUID().slice(0, 8)}`;
    const order = await placeOrder(buyer, { title: word });
    // The order's own announcement heard first: it would drop the page read while it arrives.
    await app.composition.contentVersions.settle();
    const url = `/api/orders?cartTitle=${word}`;
    const statusOf = async () => {
      const response = await get(admin, url);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return (response.json().data as { status: string }[]).map((listed) => listed.status);
    };
    expect(await statusOf()).toEqual(['pending']);
    // A change written where no trigger announces it: the kept page cannot know.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    });
    expect(await statusOf()).toEqual(['pending']);
    // Once announced, the next look reads the page again.
    await app.db.execute(sql`select pg_notify('content_changed', 'sales')`);
    await app.composition.contentVersions.settle();
    expect(await statusOf()).toEqual(['cancelled']);
    // An admin's change through the shop answers once it has been heard: the next look shows it.
    await app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    await app.composition.contentVersions.settle();
    expect(await statusOf()).toEqual(['paid']);
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'processing' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusOf()).toEqual(['processing']);
  });
});

describe("the admin's list keeps which orders a page shows until an order comes or goes (decision 102)", () => {
  it('reads only the rows again after a change that selects no other order, and the whole page after one that may', async () => {
    const buyer = await actor(app);
    const word = `Gekozen${crypto.randomUUID().slice(0, 8)}`;
    const first = await placeOrder(buyer, { title: word, createdAt: '2024-05-01T10:00:00Z' });
    await app.composition.contentVersions.settle();
    const listed = async (query = '') => {
      const answer = (await get(admin, `/api/orders?cartTitle=${word}${query}`)).json() as {
        totalRecords: number;
        data: { _id: string; status: string }[];
      };
      return {
        total: answer.totalRecords,
        orders: answer.data.map((order) => `${order._id}:${order.status}`),
      };
    };
    expect(await listed()).toEqual({ total: 1, orders: [`${first.id}:pending`] });
    /** Written where no trigger announces it, then only the sales announced, as a shipment does. */
    const unannounced = async (change: (tx: Queryable) => Promise<unknown>) => {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await change(tx);
      });
      await app.db.execute(sql`select pg_notify('content_changed', 'sales')`);
      await app.composition.contentVersions.settle();
    };
    const second = await placeOrder(buyer, { title: `${word} groot`, createdAt: '2024-05-02T10:00:00Z' });
    await app.composition.contentVersions.settle();
    expect((await listed()).total).toBe(2);
    // A status changed and a line's product renamed away from the word: the page's rows are read
    // again, which orders it shows is kept.
    await unannounced(async (tx) => {
      await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first.id));
      await tx.update(orderItems).set({ title: 'Iets anders' }).where(eq(orderItems.orderId, second.id));
    });
    expect(await listed()).toEqual({
      total: 2,
      orders: [`${second.id}:pending`, `${first.id}:cancelled`],
    });
    // A list filtered by status is read whole.
    expect(await listed('&status=pending')).toEqual({ total: 0, orders: [] });
    // Once the selection is announced, the page is selected again.
    await app.db.execute(sql`select pg_notify('content_changed', 'order-selection')`);
    await app.composition.contentVersions.settle();
    expect(await listed()).toEqual({ total: 1, orders: [`${first.id}:cancelled`] });
    // An order of the kept page gone before its announcement is heard: the page is read whole.
    await app.db.update(orderItems).set({ title: word }).where(eq(orderItems.orderId, second.id));
    await app.composition.contentVersions.settle();
    expect((await listed()).total).toBe(2);
    await unannounced(async (tx) => {
      await tx.delete(orderItems).where(eq(orderItems.orderId, first.id));
      await tx.delete(orders).where(eq(orders.id, first.id));
    });
    expect(await listed()).toEqual({ total: 1, orders: [`${second.id}:pending`] });
  });
});

describe('the date filter', () => {
  let buyer: Actor;
  const at: Record<string, string> = {};

  beforeAll(async () => {
    buyer = await actor(app);
    for (const time of [
      '2024-03-09T23:59:59.999Z',
      '2024-03-10T00:00:00.000Z',
      '2024-03-10T00:00:30.000Z',
      '2024-03-10T00:30:00.000Z',
      '2024-03-10T10:00:00.000Z',
      '2024-03-10T10:00:00.001Z',
      '2024-03-10T23:59:59.999Z',
      '2024-03-11T00:00:00.000Z',
    ]) {
      at[time] = (await placeOrder(buyer, { createdAt: time })).id;
    }
  });

  /** The creation times of the caller's orders in the range, oldest first. */
  const timesIn = async (query: string) => {
    const ids = await myOrderIds(buyer, query);
    return Object.keys(at)
      .filter((time) => ids.includes(at[time]!))
      .sort();
  };

  it('the date filter “to” includes the whole day', async () => {
    expect(await timesIn('from=2024-03-10&to=2024-03-10')).toEqual([
      '2024-03-10T00:00:00.000Z',
      '2024-03-10T00:00:30.000Z',
      '2024-03-10T00:30:00.000Z',
      '2024-03-10T10:00:00.000Z',
      '2024-03-10T10:00:00.001Z',
      '2024-03-10T23:59:59.999Z',
    ]);
  });

  it('a “to” with a time of day ends at that moment, including it', async () => {
    expect(await timesIn('from=2024-03-10&to=2024-03-10T10:00:00.000Z')).toEqual([
      '2024-03-10T00:00:00.000Z',
      '2024-03-10T00:00:30.000Z',
      '2024-03-10T00:30:00.000Z',
      '2024-03-10T10:00:00.000Z',
    ]);
    expect(await timesIn('from=2024-03-10&to=2024-03-10T00:30:00.000Z')).toEqual([
      '2024-03-10T00:00:00.000Z',
      '2024-03-10T00:00:30.000Z',
      '2024-03-10T00:30:00.000Z',
    ]);
    expect(await timesIn('from=2024-03-10&to=2024-03-10T00:00:30.000Z')).toEqual([
      '2024-03-10T00:00:00.000Z',
      '2024-03-10T00:00:30.000Z',
    ]);
  });

  it('the date filter “from” starts at its moment', async () => {
    expect(await timesIn('from=2024-03-10T10:00:00.001Z')).toEqual([
      '2024-03-10T10:00:00.001Z',
      '2024-03-10T23:59:59.999Z',
      '2024-03-11T00:00:00.000Z',
    ]);
    expect(await timesIn('to=2024-03-09')).toEqual(['2024-03-09T23:59:59.999Z']);
  });
});

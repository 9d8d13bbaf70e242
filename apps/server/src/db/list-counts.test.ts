import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { actor, createUser } from '../../test/factories.ts';
import { listCounts } from './schema/dashboard.ts';
import { orders } from './schema/orders.ts';
import { users } from './schema/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The kept counts that are not zero, as `list key` → rows. */
async function kept(): Promise<Record<string, number>> {
  const rows = await app.db.select().from(listCounts);
  return Object.fromEntries(
    rows.filter((row) => row.rows !== 0).map((row) => [`${row.list} ${row.key}`, row.rows]),
  );
}

/** The same counted from the tables themselves. */
async function counted(): Promise<Record<string, number>> {
  const result = await app.db.execute(sql`
    select 'orders ' || status as key, count(*)::int as rows from ${orders} group by status
    union all select 'users ' || role, count(*)::int from ${users} group by role`);
  const rows = (result as unknown as { rows: { key: string; rows: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.rows)]));
}

describe('the counts kept for the admin lists', () => {
  it('follow every insert, change of status or role, and delete, however many rows a statement writes', async () => {
    const email = 'telling@example.nl';
    const placed = await app.db
      .insert(orders)
      .values(
        ['pending', 'pending', 'pending', 'paid', 'paid'].map((status) => ({
          userEmail: email,
          totalCents: 100,
          status: status as 'pending' | 'paid',
        })),
      )
      .returning({ id: orders.id });
    expect(await kept()).toEqual(await counted());
    const ids = placed.map((order) => order.id);
    await app.db.update(orders).set({ status: 'shipped' }).where(inArray(orders.id, ids));
    expect(await kept()).toEqual(await counted());
    await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, ids[0]!));
    // A change of anything else moves no count.
    await app.db.update(orders).set({ totalCents: 250 }).where(inArray(orders.id, ids));
    expect(await kept()).toEqual(await counted());
    await app.db.delete(orders).where(inArray(orders.id, ids.slice(0, 2)));
    expect(await kept()).toEqual(await counted());

    const [first, second] = [await createUser(app), await createUser(app, { role: 'admin' })];
    expect(await kept()).toEqual(await counted());
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, first.id));
    await app.db.delete(users).where(eq(users.id, second.id));
    expect(await kept()).toEqual(await counted());
  });

  it('count the admin’s lists: all orders, one status, all users, one role', async () => {
    const admin = await actor(app, 'admin');
    await app.db.insert(orders).values([
      { userEmail: 'a@example.nl', totalCents: 100, status: 'paid' },
      { userEmail: 'b@example.nl', totalCents: 100, status: 'cancelled' },
    ]);
    const now = await counted();
    const total = (prefix: string) =>
      Object.entries(now)
        .filter(([key]) => key.startsWith(prefix))
        .reduce((sum, [, rows]) => sum + rows, 0);
    const listed = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: admin.headers })).json().totalRecords;
    expect(await listed('/api/orders?limit=10')).toBe(total('orders '));
    expect(await listed('/api/orders?status=paid')).toBe(now['orders paid']);
    expect(await listed('/api/orders?status=refunded')).toBe(0);
    expect(await listed('/api/user')).toBe(total('users '));
    expect(await listed('/api/user?role=admin')).toBe(now['users admin']);
  });

  it('are emptied with their table', async () => {
    await app.db.execute(sql`truncate ${orders} cascade`);
    expect(Object.keys(await kept()).filter((key) => key.startsWith('orders '))).toEqual([]);
  });
});

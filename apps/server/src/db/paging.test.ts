import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { readPage } from './paging.ts';

/** Two tables of the test's own: 23 numbered rows, and a colour for some of them. */
const rows = pgTable('paging_test_rows', { n: integer().primaryKey(), label: text().notNull() });
const colours = pgTable('paging_test_colours', { n: integer().primaryKey(), colour: text().notNull() });

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
  await app.db.execute(sql`create table paging_test_rows (n integer primary key, label text not null)`);
  await app.db.execute(sql`create table paging_test_colours (n integer primary key, colour text not null)`);
  await app.db
    .insert(rows)
    .values(Array.from({ length: 23 }, (_, i) => ({ n: i + 1, label: i % 2 ? 'b' : 'a' })));
  await app.db.insert(colours).values([3, 4, 5, 6, 7].map((n) => ({ n, colour: n % 2 ? 'rood' : 'blauw' })));
});
afterAll(() => app.close());

const numbers = () => app.db.select({ n: rows.n }).from(rows).$dynamic();
const ns = (page: { data: { n: number }[] }) => page.data.map((row) => row.n);

describe('a page of a list', () => {
  it('counts what the filter selects and reads the requested page of it, in order', async () => {
    // 'a' is every odd number: 12 of the 23.
    const page = await readPage(app.db, numbers().where(eq(rows.label, 'a')), [asc(rows.n)], {
      page: 2,
      limit: 5,
    });
    expect(page).toEqual({ data: expect.any(Array), page: 2, limit: 5, totalPages: 3, totalRecords: 12 });
    expect(ns(page)).toEqual([11, 13, 15, 17, 19]);
    const last = await readPage(app.db, numbers().where(eq(rows.label, 'a')), [asc(rows.n)], {
      page: 3,
      limit: 5,
    });
    expect(ns(last)).toEqual([21, 23]);
  });

  it('a page beyond the end is the last page, and a page below 1 the first', async () => {
    const beyond = await readPage(app.db, numbers(), [desc(rows.n)], { page: 99, limit: 10 });
    expect({ ...beyond, data: ns(beyond) }).toEqual({
      data: [3, 2, 1],
      page: 3,
      limit: 10,
      totalPages: 3,
      totalRecords: 23,
    });
    const below = await readPage(app.db, numbers(), [desc(rows.n)], { page: 0, limit: 10 });
    expect(below.page).toBe(1);
    expect(ns(below)[0]).toBe(23);
  });

  it('an empty list is page 1 of 1, whatever page was asked for', async () => {
    const empty = await readPage(app.db, numbers().where(gt(rows.n, 100)), [asc(rows.n)], {
      page: 4,
      limit: 10,
    });
    expect(empty).toEqual({ data: [], page: 1, limit: 10, totalPages: 1, totalRecords: 0 });
  });

  it('counts with the joins the filter needs, and a join the filter leaves alone changes no total', async () => {
    const withColour = () =>
      app.db
        .select({ n: rows.n, colour: colours.colour })
        .from(rows)
        .leftJoin(colours, eq(colours.n, rows.n))
        .$dynamic();
    const all = await readPage(app.db, withColour(), [asc(rows.n)], { page: 1, limit: 4 });
    expect(all.totalRecords).toBe(23);
    expect(all.data).toEqual([
      { n: 1, colour: null },
      { n: 2, colour: null },
      { n: 3, colour: 'rood' },
      { n: 4, colour: 'blauw' },
    ]);
    const red = await readPage(app.db, withColour().where(eq(colours.colour, 'rood')), [asc(rows.n)], {
      page: 1,
      limit: 2,
    });
    expect({ total: red.totalRecords, pages: red.totalPages, data: ns(red) }).toEqual({
      total: 3,
      pages: 2,
      data: [3, 5],
    });
  });

  it('reads count and page in the caller’s transaction', async () => {
    let seen: { totalRecords: number; data: { n: number }[] } | undefined;
    await app.db
      .transaction(async (tx) => {
        await tx.insert(rows).values({ n: 24, label: 'a' });
        const query = tx.select({ n: rows.n }).from(rows).$dynamic();
        seen = await readPage(tx, query, [desc(rows.n)], { page: 1, limit: 1 });
        tx.rollback();
      })
      .catch(() => undefined);
    expect({ total: seen?.totalRecords, first: seen && ns(seen) }).toEqual({ total: 24, first: [24] });
    const after = await readPage(app.db, numbers(), [desc(rows.n)], { page: 1, limit: 1 });
    expect({ total: after.totalRecords, first: ns(after) }).toEqual({ total: 23, first: [23] });
  });
});

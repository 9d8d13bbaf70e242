import { asc, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';
import { fromJsonRows, type JsonColumns, jsonRows } from './json-rows.ts';
import { paymentEmulatorRecords } from './schema/payment-emulator.ts';
import { products } from './schema/products.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The rows `jsonRows` writes for `where`, read back, beside the rows a plain select reads. */
async function bothWays<Columns extends JsonColumns>(columns: Columns, from: SQL, orderBy: SQL[]) {
  const result = await app.db.execute(sql`select ${jsonRows(columns, from, orderBy)} as rows`);
  return fromJsonRows(columns, (result as unknown as { rows: { rows: unknown }[] }).rows[0]!.rows);
}

describe('rows read as JSON', () => {
  it('reads every kind of column as a plain select reads it: times, arrays, enums, numbers, empties', async () => {
    const full = await createProduct(app, {
      category: ['Gels', 'Nieuw'],
      brand: [],
      discount: { type: 'percentage', value: 12.5 },
      nutrition: { form: 'gel', carbohydrateG: 22.5, fructoseG: 7, caffeineMg: 0 },
    });
    const bare = await createProduct(app, { discount: null, isPublished: false });
    const ids = [full.id, bare.id];
    const columns = getTableColumns(products);
    const plain = await app.db
      .select()
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.slug));
    const read = await bothWays(columns, sql`from ${products} where ${inArray(products.id, ids)}`, [
      asc(products.slug),
    ]);
    expect(read).toEqual(plain);
    expect(read[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('reads a JSON column as its value, and no rows as none', async () => {
    await app.db.insert(paymentEmulatorRecords).values([
      { kind: 'session', id: 'cs_json_1', data: { amount: 1250, lines: [{ title: 'Gel', quantity: 2 }] } },
      {
        kind: 'session',
        id: 'cs_json_2',
        data: ['een', 2, null],
        chargeId: 'ch_1',
        openUntil: 1_800_000_000,
      },
    ]);
    const columns = getTableColumns(paymentEmulatorRecords);
    const mine = sql`${paymentEmulatorRecords.id} like 'cs_json_%'`;
    const plain = await app.db
      .select()
      .from(paymentEmulatorRecords)
      .where(mine)
      .orderBy(asc(paymentEmulatorRecords.id));
    expect(
      await bothWays(columns, sql`from ${paymentEmulatorRecords} where ${mine}`, [
        asc(paymentEmulatorRecords.id),
      ]),
    ).toEqual(plain);
    expect(
      await bothWays(columns, sql`from ${paymentEmulatorRecords} where false`, [
        asc(paymentEmulatorRecords.id),
      ]),
    ).toEqual([]);
  });
});

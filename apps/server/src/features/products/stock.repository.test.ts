import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { stockOf } from '../../../test/shop.ts';
import { products } from '../../db/schema/products.ts';
import { reserveStock, returnStock, settleReservedStock } from './stock.repository.ts';

// Rules of the stock that no route reaches on its own (checkout filters hidden products out
// before it reserves, for instance); they are pinned here against the database itself.

let app: TestApp;
let adminId: string;

beforeAll(async () => {
  app = await buildTestApp();
  adminId = (await createUser(app, { role: 'admin' })).id;
});
afterAll(() => app.close());

const product = (stock: number, isPublished = true) =>
  createProduct(app, { stock, price: 10, isPublished }, adminId);

describe('reserving stock', () => {
  it('reserving takes free stock only while there is enough of it, up to the last item', async () => {
    const gel = await product(3);
    expect(await reserveStock(app.db, gel.id, 2)).toBe(true);
    expect(await reserveStock(app.db, gel.id, 2)).toBe(false);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 3, reserved: 2 });
    expect(await reserveStock(app.db, gel.id, 1)).toBe(true);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 3, reserved: 3 });
    expect(await reserveStock(app.db, gel.id, 1)).toBe(false);
  });

  it('reserving stock fails for a hidden product', async () => {
    const hidden = await product(5, false);
    expect(await reserveStock(app.db, hidden.id, 1)).toBe(false);
    expect(await stockOf(app, hidden.id)).toEqual({ stock: 5, reserved: 0 });
  });

  it('reserving stock fails for a product that does not exist', async () => {
    expect(await reserveStock(app.db, '00000000-0000-4000-8000-000000000000', 1)).toBe(false);
  });
});

describe('settling reserved stock', () => {
  it('sold stock leaves the shelf and the reservation, never going below zero', async () => {
    const gel = await product(5);
    await reserveStock(app.db, gel.id, 3);
    // The admin corrected the stock down meanwhile: fewer items than the order reserved are left.
    await app.db.update(products).set({ stock: 1, reservedStock: 2 }).where(eq(products.id, gel.id));
    await settleReservedStock(app.db, [{ productId: gel.id, quantity: 3 }], 'sold');
    expect(await stockOf(app, gel.id)).toEqual({ stock: 0, reserved: 0 });
  });

  it('released stock goes back to the shelf without the reservation going below zero', async () => {
    const gel = await product(5);
    await app.db.update(products).set({ reservedStock: 1 }).where(eq(products.id, gel.id));
    await settleReservedStock(app.db, [{ productId: gel.id, quantity: 3 }], 'released');
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 0 });
  });

  it('settles every line, and passes over a line whose product was deleted', async () => {
    const [gel, bar] = [await product(5), await product(4)];
    await reserveStock(app.db, gel.id, 2);
    await reserveStock(app.db, bar.id, 1);
    await settleReservedStock(
      app.db,
      [
        { productId: gel.id, quantity: 2 },
        { productId: null, quantity: 7 },
        { productId: bar.id, quantity: 1 },
      ],
      'sold',
    );
    expect(await stockOf(app, gel.id)).toEqual({ stock: 3, reserved: 0 });
    expect(await stockOf(app, bar.id)).toEqual({ stock: 3, reserved: 0 });
  });
});

describe('goods that come back', () => {
  it('go back on the shelf by their quantity, the reserved stock untouched; a line without product moves nothing', async () => {
    const gel = await product(3);
    const bottle = await product(1);
    expect(await reserveStock(app.db, gel.id, 1)).toBe(true);
    await returnStock(app.db, [
      { productId: gel.id, quantity: 2 },
      { productId: null, quantity: 4 },
      { productId: bottle.id, quantity: 1 },
    ]);
    expect(await stockOf(app, gel.id)).toEqual({ stock: 5, reserved: 1 });
    expect(await stockOf(app, bottle.id)).toEqual({ stock: 2, reserved: 0 });
  });
});

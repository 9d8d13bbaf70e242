import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { servicesOf } from '../../../test/shop.ts';
import { products } from '../../db/schema/products.ts';

let app: TestApp;
let admin: Actor;

// One shop for the file: every test makes its own buyer and products.
beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  admin = await actor(app, 'admin');
});
afterAll(async () => {
  await app.close();
});

const product = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(app, { price: 10, stock: 10, ...overrides }, admin.id);

const save = (who: Actor, items: { _id: string; quantity: number }[]) =>
  app.inject({ method: 'POST', url: '/api/cart', headers: who.headers, payload: { items } });

const cartOf = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json() as {
    _id: string;
    quantity: number;
    stock: number;
  }[];

const lines = (cart: { _id: string; quantity: number }[]) =>
  cart.map(({ _id, quantity }) => ({ _id, quantity }));

describe('the cart', () => {
  it('shows each line with the product as it is now: price after discount, original price, free stock', async () => {
    const who = await actor(app);
    const gel = await product({
      title: 'Cafeïnegel Citroen',
      slug: 'cafeinegel-citroen',
      image: 'https://cdn.example.nl/gel.jpg',
      price: 12.5,
      stock: 7,
      discount: { type: 'fixed', value: 2.5 },
    });
    const saved = await save(who, [{ _id: gel.id, quantity: 3 }]);
    expect(saved.statusCode).toBe(200);
    const expected = [
      {
        _id: gel.id,
        slug: 'cafeinegel-citroen',
        title: 'Cafeïnegel Citroen',
        image: 'https://cdn.example.nl/gel.jpg',
        price: 10,
        originalPrice: 12.5,
        discount: { type: 'fixed', value: 2.5 },
        stock: 7,
        maxPerOrder: 10,
        quantity: 3,
        available: true,
      },
    ];
    expect(saved.json()).toEqual(expected);
    expect(await cartOf(who)).toEqual(expected);
  });

  it('quantities of the same product are summed and capped at 99', async () => {
    const who = await actor(app);
    const [gel, bar] = [await product(), await product({ stock: 200, maxPerOrder: 99 })];
    const saved = await save(who, [
      { _id: gel.id, quantity: 2 },
      { _id: bar.id, quantity: 60 },
      { _id: gel.id, quantity: 3 },
      { _id: bar.id, quantity: 50 },
    ]);
    expect(lines(saved.json()).sort((a, b) => a.quantity - b.quantity)).toEqual([
      { _id: gel.id, quantity: 5 },
      { _id: bar.id, quantity: 99 },
    ]);
  });

  it('free stock shown in the cart is the stock minus what pending orders hold', async () => {
    const who = await actor(app);
    const gel = await product({ stock: 10 });
    await app.db.update(products).set({ reservedStock: 3 }).where(eq(products.id, gel.id));
    await save(who, [{ _id: gel.id, quantity: 1 }]);
    expect((await cartOf(who))[0]!.stock).toBe(7);
  });

  it('free stock shown in the cart never goes below 0', async () => {
    const who = await actor(app);
    const gel = await product({ stock: 2 });
    // The admin lowered the stock below what pending orders already hold.
    await app.db.update(products).set({ reservedStock: 5 }).where(eq(products.id, gel.id));
    await save(who, [{ _id: gel.id, quantity: 1 }]);
    expect((await cartOf(who))[0]!.stock).toBe(0);
  });

  it('a product hidden after it was put in the cart stays there, shown as unavailable', async () => {
    const who = await actor(app);
    const gel = await product();
    await save(who, [{ _id: gel.id, quantity: 2 }]);
    await app.db.update(products).set({ isPublished: false }).where(eq(products.id, gel.id));
    // Nothing of the product any more: no title, price or stock of a hidden product.
    expect(await cartOf(who)).toEqual([{ _id: gel.id, quantity: 2, available: false }]);
    // Saving the cart again keeps it: a hidden product can stay in a cart.
    await save(who, [{ _id: gel.id, quantity: 3 }]);
    expect(await cartOf(who)).toEqual([{ _id: gel.id, quantity: 3, available: false }]);
  });

  it('a hidden product never comes into a cart, so the cart cannot be used to look one up', async () => {
    const who = await actor(app);
    const [gel, hidden] = [await product(), await product({ isPublished: false })];
    await save(who, [
      { _id: hidden.id, quantity: 1 },
      { _id: gel.id, quantity: 1 },
    ]);
    expect(lines(await cartOf(who))).toEqual([{ _id: gel.id, quantity: 1 }]);
  });

  it('saving replaces the whole cart', async () => {
    const who = await actor(app);
    const [gel, bar] = [await product(), await product()];
    await save(who, [{ _id: gel.id, quantity: 4 }]);
    await save(who, [{ _id: bar.id, quantity: 1 }]);
    expect(lines(await cartOf(who))).toEqual([{ _id: bar.id, quantity: 1 }]);
    await save(who, []);
    expect(await cartOf(who)).toEqual([]);
  });

  it('saves of one cart at the same moment each replace it whole: none fails, the cart is one of them', async () => {
    const who = await actor(app);
    const gels = [await product(), await product(), await product()];
    // Straight to the service, as several server processes would: all at once, each its own set.
    const sets = Array.from({ length: 20 }, (_, index) =>
      gels.slice(index % 3).map((gel) => ({ _id: gel.id, quantity: 1 + (index % 5) })),
    );
    const saved = await Promise.allSettled(sets.map((items) => servicesOf(app).cart.save(who.id, { items })));
    expect(saved.filter((one) => one.status === 'rejected')).toEqual([]);
    const sorted = (items: { _id: string; quantity: number }[]) =>
      JSON.stringify([...items].sort((a, b) => a._id.localeCompare(b._id)));
    expect(sets.map(sorted)).toContain(sorted(lines(await cartOf(who))));
  });

  it('a cart of only unknown products is saved empty', async () => {
    const who = await actor(app);
    await save(who, [{ _id: (await product()).id, quantity: 1 }]);
    const saved = await save(who, [{ _id: '00000000-0000-4000-8000-000000000000', quantity: 2 }]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([]);
  });

  it('clearing empties the caller’s own cart and no one else’s', async () => {
    const [who, other] = [await actor(app), await actor(app)];
    const gel = await product();
    await save(who, [{ _id: gel.id, quantity: 1 }]);
    await save(other, [{ _id: gel.id, quantity: 2 }]);
    const cleared = await app.inject({ method: 'DELETE', url: '/api/cart', headers: who.headers });
    expect(cleared.statusCode).toBe(204);
    expect(await cartOf(who)).toEqual([]);
    expect(lines(await cartOf(other))).toEqual([{ _id: gel.id, quantity: 2 }]);
  });
});

describe('whose cart', () => {
  it('is per user: nobody sees or changes another cart, and guests have none', async () => {
    const [who, other] = [await actor(app), await actor(app)];
    const gel = await product({ price: 12.5, discount: { type: 'percentage', value: 20 } });
    await save(who, [{ _id: gel.id, quantity: 2 }]);
    expect(await cartOf(who)).toEqual([
      expect.objectContaining({ _id: gel.id, quantity: 2, price: 10, originalPrice: 12.5, available: true }),
    ]);
    expect(await cartOf(other)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    await app.inject({ method: 'DELETE', url: '/api/cart', headers: other.headers });
    expect(lines(await cartOf(who))).toEqual([{ _id: gel.id, quantity: 2 }]);
  });

  it('ignores prices sent by the browser and unknown products', async () => {
    const who = await actor(app);
    const gel = await product({ price: 8 });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: who.headers,
      payload: {
        items: [
          { _id: gel.id, quantity: 1, price: 0.01 },
          { _id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await cartOf(who)).toEqual([expect.objectContaining({ _id: gel.id, price: 8 })]);
  });

  it('refuses a line above its product’s maximum per order, summed, with a Dutch 400, and keeps the cart', async () => {
    const who = await actor(app);
    const gel = await product({ title: 'Cafeïnegel', stock: 50, maxPerOrder: 4 });
    expect((await save(who, [{ _id: gel.id, quantity: 4 }])).statusCode).toBe(200);
    for (const items of [
      [{ _id: gel.id, quantity: 5 }],
      [
        { _id: gel.id, quantity: 3 },
        { _id: gel.id, quantity: 2 },
      ],
    ]) {
      const response = await save(who, items);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'Je kunt maximaal 4 stuks van Cafeïnegel per bestelling kopen.',
      );
    }
    expect(lines(await cartOf(who))).toEqual([{ _id: gel.id, quantity: 4 }]);
    expect((await cartOf(who))[0]).toMatchObject({ maxPerOrder: 4 });
  });

  it('rejects a quantity below 1 with a readable 400 and keeps the cart', async () => {
    const who = await actor(app);
    const gel = await product();
    await save(who, [{ _id: gel.id, quantity: 1 }]);
    const response = await save(who, [{ _id: gel.id, quantity: 0 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(lines(await cartOf(who))).toEqual([{ _id: gel.id, quantity: 1 }]);
  });
});

import { struckPriceCents } from '@shop/shared/price-history';
import { type ProductInput, productInputSchema } from '@shop/shared/product';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, productInput } from '../../../test/factories.ts';
import { servicesOf } from '../../../test/shop.ts';
import { productPriceChanges } from '../../db/schema/products.ts';

// Decision 050: every change of a product's price or discount is recorded, and the product shows
// the struck price the shared rule (decision 047) finds in that history. The database stamps the
// changes with its own clock, so a test moves a product's history back in time through app.db
// (decision 044: fixed days, no waiting) and then changes the price through the API.

let app: TestApp;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  admin = await actor(app, 'admin');
  user = await actor(app);
});
afterAll(async () => {
  await app.close();
});

interface Created {
  id: string;
  input: ProductInput;
}

async function create(overrides: Partial<ProductInput> = {}): Promise<Created> {
  const input = productInput(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin.headers,
    payload: input,
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json()._id, input };
}

/** Changes the product through the admin's form route; answers the product as the API shows it. */
async function change(product: Created, overrides: Partial<ProductInput>) {
  product.input = { ...product.input, ...overrides };
  const response = await app.inject({
    method: 'PUT',
    url: `/api/products/${product.id}`,
    headers: admin.headers,
    payload: product.input,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Moves every recorded change of the product `days` days back, as if it happened then. */
async function backdate(product: Created, days: number) {
  await app.db
    .update(productPriceChanges)
    .set({ at: sql`${productPriceChanges.at} - make_interval(days => ${days})` })
    .where(eq(productPriceChanges.productId, product.id));
}

const historyUrl = (id: string, query = '') => `/api/admin/products/${id}/price-history${query}`;

async function history(product: Created, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: historyUrl(product.id, query),
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The reference price as each read shows it: the shop's detail and list, the admin's detail and list. */
async function referencePrices(product: Created) {
  const { slug, title } = product.input;
  const detail = (headers = {}) => app.inject({ method: 'GET', url: `/api/products/${slug}`, headers });
  const list = (headers = {}) =>
    app.inject({ method: 'GET', url: `/api/products?title=${encodeURIComponent(title)}`, headers });
  const fromList = async (headers = {}) =>
    (await list(headers)).json().data.find((p: { _id: string }) => p._id === product.id)?.referencePrice;
  return [
    (await detail()).json().referencePrice,
    await fromList(),
    (await detail(admin.headers)).json().referencePrice,
    await fromList(admin.headers),
  ];
}

describe('the price history', () => {
  it('records the first price when a product is created, and each change of the price or discount', async () => {
    const product = await create({ price: 10 });
    const [first] = (await history(product)).data;
    expect(first).toEqual({ at: expect.any(String), price: 10, discount: null, effectivePrice: 10 });

    await change(product, { price: 12 });
    await change(product, { title: `${product.input.title} nieuw`, stock: 3, isPublished: false });
    await change(product, { discount: { type: 'percentage', value: 25 } });
    await change(product, { discount: { type: 'fixed', value: 2 } });

    const page = await history(product);
    expect(page).toMatchObject({ page: 1, totalRecords: 4, totalPages: 1 });
    expect(page.data.map(({ at: _, ...entry }: { at: string }) => entry)).toEqual([
      { price: 12, discount: { type: 'fixed', value: 2 }, effectivePrice: 10 },
      { price: 12, discount: { type: 'percentage', value: 25 }, effectivePrice: 9 },
      { price: 12, discount: null, effectivePrice: 12 },
      { price: 10, discount: null, effectivePrice: 10 },
    ]);
    const moments = page.data.map((entry: { at: string }) => Date.parse(entry.at));
    expect(moments).toEqual([...moments].sort((a, b) => b - a));
  });

  it('records a changed list price and discount even when what a buyer pays stays the same', async () => {
    const product = await create({ price: 10 });
    await change(product, { price: 12, discount: { type: 'fixed', value: 2 } });
    expect((await history(product)).data[0]).toMatchObject({ price: 12, effectivePrice: 10 });
    expect((await history(product)).totalRecords).toBe(2);
  });

  it('pages the changes, the newest first', async () => {
    const product = await create({ price: 10 });
    for (const price of [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]) await change(product, { price });
    const first = await history(product);
    expect(first).toMatchObject({ page: 1, limit: 10, totalPages: 2, totalRecords: 12 });
    expect(first.data.map((entry: { price: number }) => entry.price)).toEqual([
      21, 20, 19, 18, 17, 16, 15, 14, 13, 12,
    ]);
    const second = await history(product, '?page=2');
    expect(second.data.map((entry: { price: number }) => entry.price)).toEqual([11, 10]);
    expect((await history(product, '?limit=3')).data).toHaveLength(3);
  });

  it('records changes made at the same time one after the other, the last one the price the product has', async () => {
    const product = await create({ price: 10 });
    await backdate(product, 40);
    const prices = [9, 8.5, 12, 7, 11, 9.5, 8, 10.5];
    // Straight to the service, so the changes really run side by side (on PostgreSQL).
    const updated = await Promise.all(
      prices.map((price) =>
        servicesOf(app).products.update(product.id, productInputSchema.parse({ ...product.input, price })),
      ),
    );
    const { data } = await history(product, '?limit=20');
    expect(data).toHaveLength(prices.length + 1);
    const shown = (await app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
    expect(data[0].price).toBe(shown.price);
    expect(updated.map((p) => p.price)).toContain(shown.price);
    expect(shown.referencePrice).toBeNull();
    // With a discount, the struck price kept on the row is the rule's over the history as recorded.
    const discounted = await change(product, { price: shown.price, discount: { type: 'fixed', value: 0.5 } });
    const recorded = (await history(product, '?limit=20')).data.map(
      (entry: { at: string; effectivePrice: number }) => ({
        at: entry.at,
        priceCents: Math.round(entry.effectivePrice * 100),
      }),
    );
    const rule = struckPriceCents(recorded, new Date());
    expect(discounted.referencePrice).toBe(rule === null ? null : rule / 100);
  });

  it('goes when its product goes', async () => {
    const product = await create();
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: admin.headers,
    });
    expect(remove.statusCode).toBe(204);
    const left = await app.db
      .select()
      .from(productPriceChanges)
      .where(eq(productPriceChanges.productId, product.id));
    expect(left).toEqual([]);
  });
});

describe('GET /api/admin/products/:id/price-history', () => {
  it('answers admins only: 401 for guests, 403 for users', async () => {
    const product = await create();
    const url = historyUrl(product.id);
    const guest = await app.inject({ method: 'GET', url });
    expect(guest.statusCode).toBe(401);
    const customer = await app.inject({ method: 'GET', url, headers: user.headers });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.code).toBe('FORBIDDEN');
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: historyUrl('00000000-0000-4000-8000-000000000000'),
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({ method: 'GET', url: historyUrl('abc'), headers: admin.headers });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the struck price (referencePrice)', () => {
  it('is the price of the 30 days before a discount that starts, in every read of the product', async () => {
    const product = await create({ price: 10 });
    await backdate(product, 40);
    expect(await referencePrices(product)).toEqual([null, null, null, null]);

    const reduced = await change(product, { discount: { type: 'percentage', value: 20 } });
    expect(reduced).toMatchObject({ price: 10, referencePrice: 10 });
    expect(await referencePrices(product)).toEqual([10, 10, 10, 10]);
  });

  it('is the lowest price of those 30 days', async () => {
    const product = await create({ price: 10 });
    await backdate(product, 60);
    await change(product, { price: 9 });
    await backdate(product, 25);
    await change(product, { price: 9.5 });
    await backdate(product, 5);
    const reduced = await change(product, { discount: { type: 'fixed', value: 1.5 } });
    // 10 until day −30, 9 from day −30, 9.50 from day −5: the lowest of the 30 days is 9.
    expect(reduced).toMatchObject({ price: 9.5, referencePrice: 9 });
  });

  it('keeps its reference while the reduction deepens, and ends when the price goes up', async () => {
    const product = await create({ price: 10 });
    await backdate(product, 40);
    await change(product, { discount: { type: 'percentage', value: 10 } });
    await backdate(product, 35);
    // The 30 days before today hold only the reduced price (9); the reduction's own start counts.
    const deeper = await change(product, { discount: { type: 'percentage', value: 30 } });
    expect(deeper.referencePrice).toBe(10);
    expect(await referencePrices(product)).toEqual([10, 10, 10, 10]);

    const partlyBack = await change(product, { discount: { type: 'percentage', value: 20 } });
    expect(partlyBack.referencePrice).toBeNull();
  });

  it('is not a price raised just before the reduction: the lowest of the 30 days is the reference', async () => {
    const product = await create({ price: 8 });
    await backdate(product, 100);
    await change(product, { price: 10 });
    await backdate(product, 10);
    // 8 until day −10, then 10; 10 % off makes 9, not below the 8 of the 30 days: nothing to strike.
    const reduced = await change(product, { discount: { type: 'percentage', value: 10 } });
    expect(reduced).toMatchObject({ price: 10, referencePrice: null });
    expect(await referencePrices(product)).toEqual([null, null, null, null]);
    // Below the 8, the 8 is struck through, not the raised 10.
    const deeper = await change(product, { discount: { type: 'percentage', value: 30 } });
    expect(deeper.referencePrice).toBe(8);
  });

  it('is none for a product that came with its discount: no price before the reduction', async () => {
    const product = await create({ price: 10, discount: { type: 'percentage', value: 20 } });
    expect(await referencePrices(product)).toEqual([null, null, null, null]);
    await backdate(product, 40);
    const touched = await change(product, { title: `${product.input.title} nieuw` });
    expect(touched.referencePrice).toBeNull();
  });

  it('is none without a discount, also after the list price went down', async () => {
    const product = await create({ price: 10 });
    await backdate(product, 40);
    const lowered = await change(product, { price: 8 });
    expect(lowered.referencePrice).toBeNull();
    // A discount on top of a lowered price continues the same reduction: its reference stays 10.
    const discounted = await change(product, { discount: { type: 'fixed', value: 1 } });
    expect(discounted.referencePrice).toBe(10);
    const ended = await change(product, { discount: null });
    expect(ended.referencePrice).toBeNull();
  });

  it('stays as it is when something other than the price changes', async () => {
    const product = await create({ price: 10 });
    await backdate(product, 40);
    await change(product, { discount: { type: 'percentage', value: 20 } });
    await backdate(product, 50);
    const renamed = await change(product, { title: `${product.input.title} nieuw`, stock: 1 });
    expect(renamed.referencePrice).toBe(10);
    expect((await history(product)).totalRecords).toBe(2);
  });
});

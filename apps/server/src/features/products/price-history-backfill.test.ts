import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { discountedPriceCents } from '@shop/shared/money';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, productInput } from '../../../test/factories.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { productPriceChanges, products } from '../../db/schema/products.ts';
import { discountOf } from './products.mapper.ts';

// The migration that began the price history (decision 050) gave every product there was one entry
// at its effective price. Here its SQL runs again on products written straight into the table, as
// they were before the history began: it must agree with the shared rule, cent for cent.

let app: TestApp;
let admin: Actor;

const backfill = readFileSync(
  path.join(
    migrationsFolder,
    readdirSync(migrationsFolder).find((name) => name.endsWith('_product_price_history_backfill.sql'))!,
  ),
  'utf8',
);

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  admin = await actor(app, 'admin');
});
afterAll(async () => {
  await app.close();
});

const LONG_AGO = new Date('2025-06-01T10:00:00Z');

/** Prices and discounts the product form accepts, with the half cents a percentage can make. */
const priceAndDiscount = fc.oneof(
  fc.record({
    priceCents: fc.integer({ min: 10, max: 10_000_000 }),
    discountType: fc.constant('percentage' as const),
    discountValueHundredths: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(500, 1250, 5000)),
  }),
  fc.integer({ min: 10, max: 10_000_000 }).chain((priceCents) =>
    fc.record({
      priceCents: fc.constant(priceCents),
      discountType: fc.constant('fixed' as const),
      discountValueHundredths: fc.integer({ min: 1, max: priceCents }),
    }),
  ),
  fc.record({
    priceCents: fc.integer({ min: 10, max: 10_000_000 }),
    discountType: fc.constant(null),
    discountValueHundredths: fc.constant(null),
  }),
);

describe('the migration that began the price history', () => {
  it('gives each product one entry at what a buyer pays, as the shared rule says, and no struck price', async () => {
    const halfCents = [
      { priceCents: 5, discountType: 'percentage' as const, discountValueHundredths: 1000 }, // 4,5 → 5
      { priceCents: 15, discountType: 'percentage' as const, discountValueHundredths: 5000 }, // 7,5 → 8
      { priceCents: 1395, discountType: 'percentage' as const, discountValueHundredths: 1500 }, // 1185,75 → 1186
      { priceCents: 999, discountType: 'percentage' as const, discountValueHundredths: 10_000 }, // 0
      // 3305346,5 exactly, which the rule's floating point makes 3305346: the migration must too.
      { priceCents: 9_995_000, discountType: 'percentage' as const, discountValueHundredths: 6693 },
    ];
    const prices = [...halfCents, ...fc.sample(priceAndDiscount, { numRuns: 400, seed: 20261126 })];
    const rows = await app.db
      .insert(products)
      .values(
        prices.map((price, index) => {
          const { title, slug, description } = productInput({ title: `Bestaand ${index}` });
          return { ...price, title, slug, description, createdAt: LONG_AGO, updatedAt: LONG_AGO };
        }),
      )
      .returning();
    const before = Date.now();

    await app.db.execute(sql.raw(backfill));

    const entries = await app.db.select().from(productPriceChanges);
    expect(entries).toHaveLength(rows.length);
    const entryOf = new Map(entries.map((entry) => [entry.productId, entry]));
    for (const row of rows) {
      const entry = entryOf.get(row.id)!;
      expect(entry, row.slug).toMatchObject({
        priceCents: row.priceCents,
        discountType: row.discountType,
        discountValueHundredths: row.discountValueHundredths,
        effectivePriceCents: discountedPriceCents(row.priceCents, discountOf(row)),
      });
      // The moment the history began, not the product's creation: only today's price is known.
      expect(entry.at.getTime()).toBeGreaterThanOrEqual(before - 60_000);
      expect(row.referencePriceCents).toBeNull();
    }
  });

  it('leaves a reduction that ran before it without a struck price, and a deeper one strikes its price', async () => {
    const [existing] = await app.db
      .insert(products)
      .values({
        ...productInput({ title: 'Bestaande aanbieding' }),
        priceCents: 1000,
        discountType: 'percentage',
        discountValueHundredths: 2000,
        createdAt: LONG_AGO,
        updatedAt: LONG_AGO,
      })
      .returning();
    await app.db.execute(
      sql.raw(backfill.replace('FROM "products"', `FROM "products" WHERE "id" = '${existing!.id}'`)),
    );
    const shown = await app.inject({ method: 'GET', url: `/api/products/${existing!.slug}` });
    expect(shown.json()).toMatchObject({
      price: 10,
      discount: { type: 'percentage', value: 20 },
      referencePrice: null,
    });

    // Deeper, weeks later: the 8 that held in the 30 days before is struck through.
    await app.db
      .update(productPriceChanges)
      .set({ at: sql`${productPriceChanges.at} - interval '20 days'` })
      .where(eq(productPriceChanges.productId, existing!.id));
    const deeper = await app.inject({
      method: 'PUT',
      url: `/api/products/${existing!.id}`,
      headers: admin.headers,
      payload: productInput({
        title: existing!.title,
        slug: existing!.slug,
        price: 10,
        discount: { type: 'percentage', value: 30 },
      }),
    });
    expect(deeper.json()).toMatchObject({ price: 10, referencePrice: 8 });
  });
});

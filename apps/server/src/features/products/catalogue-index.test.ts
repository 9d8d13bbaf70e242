import { toCents } from '@shop/shared/money';
import { and, desc, eq, gt, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { products } from '../../db/schema/products.ts';
import { titleMatches } from '../../lib/title-search.ts';
import {
  type CatalogueIndex,
  loadCatalogueIndex,
  type ProductFilters,
  selectProducts,
} from './catalogue-index.ts';

/**
 * The catalogue index must select what the filters' SQL selects, in the same order: the rules as
 * the database reads them are written out below as the reference, and both are asked the same
 * filters over products with every kind of empty and zero field.
 */

function range(column: PgColumn, min: number | undefined, max: number | undefined) {
  return [min === undefined ? undefined : gte(column, min), max === undefined ? undefined : lte(column, max)];
}

function referenceFilters(query: ProductFilters): SQL | undefined {
  const cents = (euros: number | undefined) => (euros === undefined ? undefined : toCents(euros));
  return and(
    query.isPublished === undefined ? undefined : eq(products.isPublished, query.isPublished),
    query.title ? titleMatches(products, query.title) : undefined,
    query.category ? sql`${products.category} @> array[${query.category}]::text[]` : undefined,
    query.brand ? sql`${products.brand} @> array[${query.brand}]::text[]` : undefined,
    ...range(products.priceCents, cents(query.priceMin), cents(query.priceMax)),
    ...range(products.discountValueHundredths, cents(query.discountMin), cents(query.discountMax)),
    ...range(products.stock, query.stockMin, query.stockMax),
    query.caffeine === undefined
      ? undefined
      : query.caffeine
        ? gt(products.caffeineMg, 0)
        : sql`coalesce(${products.caffeineMg}, 0) = 0`,
    query.fructose === undefined
      ? undefined
      : query.fructose
        ? gt(products.fructoseDecigrams, 0)
        : or(eq(products.fructoseDecigrams, 0), eq(products.carbohydrateDecigrams, 0)),
  );
}

async function reference(app: TestApp, filters: ProductFilters): Promise<string[]> {
  const rows = await app.db
    .select({ id: products.id })
    .from(products)
    .where(referenceFilters(filters))
    .orderBy(
      ...(filters.title ? [desc(sql`word_similarity(${filters.title}, ${products.title})`)] : []),
      desc(products.createdAt),
      desc(products.id),
    );
  return rows.map((row) => row.id);
}

const idsOf = (index: CatalogueIndex, positions: Int32Array) => Array.from(positions, (p) => index.ids[p]);

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
  // Forty products whose fields run through every case: empty, zero and some, published or not,
  // two categories or none, and titles that share words.
  await app.db.execute(sql`
    insert into products (slug, title, description, image, price_cents, stock, discount_type,
      discount_value_hundredths, category, brand, carbohydrate_decigrams, fructose_decigrams, caffeine_mg,
      is_published, created_at)
    select 'index-' || g,
      (array['Mango gel', 'Citroen gel', 'Mango drank', 'Reep banaan'])[1 + g % 4] || ' ' || g,
      'Voor de test.', '/images/placeholder-product.svg',
      100 + g * 37 % 500, g * 7 % 5,
      case g % 3 when 0 then 'percentage'::discount_type when 1 then 'fixed'::discount_type end,
      case g % 3 when 0 then 1000 + g % 4 * 500 when 1 then g % 2 * 100 end,
      case g % 4 when 0 then array['Gels', 'Nieuw'] when 1 then array['Gels'] when 2 then array['Repen'] else '{}' end,
      case g % 5 when 0 then array['NoordFuel'] when 1 then array['Duinloper', 'NoordFuel'] else array['Zuid'] end,
      carbohydrate,
      case when carbohydrate is null or g % 3 = 0 then null when g % 3 = 1 then 0 else least(carbohydrate, 10 + g % 50) end,
      case g % 5 when 0 then null when 1 then 0 else g % 3 * 40 end,
      g % 7 <> 0,
      now() - (g % 13) * interval '1 day'
    from generate_series(1, 40) as g,
      lateral (select case g % 4 when 0 then null when 1 then 0 else 200 + g end as carbohydrate) as nutrition
  `);
});
afterAll(() => app.close());

const filterValues = {
  title: fc.constantFrom('mango', 'gel', 'citron', 'banaan'),
  category: fc.constantFrom('Gels', 'Nieuw', 'Repen', 'Onbekend'),
  brand: fc.constantFrom('NoordFuel', 'Duinloper', 'Zuid'),
  isPublished: fc.boolean(),
  priceMin: fc.integer({ min: 0, max: 7 }),
  priceMax: fc.integer({ min: 0, max: 7 }),
  discountMin: fc.constantFrom(0, 0.5, 1, 10, 15),
  discountMax: fc.constantFrom(0, 1, 10, 20),
  stockMin: fc.integer({ min: 0, max: 5 }),
  stockMax: fc.integer({ min: 0, max: 5 }),
  caffeine: fc.boolean(),
  fructose: fc.boolean(),
};
const filterNames = Object.keys(filterValues) as (keyof typeof filterValues)[];

/** One to three filters at a time, so that most lists are not empty. */
const filtersArbitrary: fc.Arbitrary<ProductFilters> = fc
  .tuple(fc.record(filterValues), fc.subarray(filterNames, { minLength: 1, maxLength: 3 }))
  .map(([values, names]) => Object.fromEntries(names.map((name) => [name, values[name]])));

describe('the catalogue index', () => {
  it('selects the products the filters select in SQL, in the same order', async () => {
    const index = await loadCatalogueIndex(app.db);
    expect(index.size).toBe(40);
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, async (filters) => {
        expect(idsOf(index, await selectProducts(app.db, index, filters))).toEqual(
          await reference(app, filters),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('selects every product of the listing in its order without filters', async () => {
    const index = await loadCatalogueIndex(app.db);
    const all = idsOf(index, await selectProducts(app.db, index, {}));
    expect(all).toEqual(await reference(app, {}));
    expect(all).toHaveLength(40);
  });
});

import { desc, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { fakeContentVersions } from '../../../test/content-versions.ts';
import { products } from '../../db/schema/products.ts';
import {
  type CatalogueIndex,
  createCatalogueIndex,
  FIRST_PAUSE_MS,
  idAt,
  LAST_PAUSE_MS,
  loadCatalogueIndex,
  type ProductFilters,
  positionOf,
  selectProducts,
} from './catalogue-index.ts';
import { productFilters } from './products.repository.ts';

/**
 * The catalogue index must select what the filters' SQL selects (`productFilters`, which answers
 * while the index is not current), in the same order: both are asked the same filters over
 * products with every kind of empty and zero field.
 */

async function reference(app: TestApp, filters: ProductFilters): Promise<string[]> {
  const rows = await app.db
    .select({ id: products.id })
    .from(products)
    .where(productFilters(filters))
    .orderBy(
      ...(filters.title ? [desc(sql`word_similarity(${filters.title}, ${products.title})`)] : []),
      desc(products.createdAt),
      desc(products.id),
    );
  return rows.map((row) => row.id);
}

/** The test's database, calling `onSelect` as each select begins (it may throw, as a database away does). */
const selecting = (onSelect: () => void) =>
  new Proxy(app.db, {
    get(target, property, receiver) {
      if (property === 'select') onSelect();
      return Reflect.get(target, property, receiver);
    },
  });

const idsOf = (index: CatalogueIndex, positions: Int32Array) => Array.from(positions, (p) => idAt(index, p));

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

  it('finds every product by its id, and none by an id it does not hold', async () => {
    const index = await loadCatalogueIndex(app.db);
    for (let position = 0; position < index.size; position += 1)
      expect(positionOf(index, idAt(index, position))).toBe(position);
    expect(positionOf(index, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(positionOf(index, 'ffffffff-ffff-4fff-bfff-ffffffffffff')).toBeUndefined();
    expect(positionOf(index, 'kort')).toBeUndefined();
  });
});

describe('the index a process holds', () => {
  it('answers only while the catalogue is unchanged since it was read, and reads again once per change', async () => {
    const versions = fakeContentVersions();
    const warnings: unknown[] = [];
    const holder = createCatalogueIndex(app.db, versions, { warn: (details) => warnings.push(details) });
    // Not read yet: the lists go to the database meanwhile.
    expect(await holder.current()).toBeUndefined();
    await holder.settled();
    const first = await holder.current();
    expect(first?.size).toBe(40);
    expect(await holder.current()).toBe(first);

    versions.move('blog');
    expect(await holder.current()).toBe(first);

    // A change to the catalogue: none until read again, and one read for many asking.
    versions.move('catalogue');
    expect(await holder.current()).toBeUndefined();
    const reading = holder.settled();
    expect(await holder.current()).toBeUndefined();
    await reading;
    const second = await holder.current();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    // A change during the read: what it read may miss it, so it is not used.
    versions.move('catalogue');
    expect(await holder.current()).toBeUndefined();
    versions.move('catalogue');
    await holder.settled();
    expect(await holder.current()).toBeUndefined();
    await holder.settled();
    expect(await holder.current()).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('waits longer before each read while the catalogue keeps changing under them, and not once one holds', async () => {
    const versions = fakeContentVersions();
    let now = 0;
    // Each read of the index is one select.
    let reads = 0;
    const counting = selecting(() => {
      reads += 1;
    });
    const holder = createCatalogueIndex(counting, versions, { warn: () => undefined }, () => now);
    /** Whether asking for the index now starts a read. */
    const readStarts = () => {
      const before = reads;
      void holder.current();
      return reads > before;
    };
    await holder.ready();

    // A burst: every read ends after one more change, and is not used; each waits longer than the last.
    versions.move('catalogue');
    expect(readStarts()).toBe(true);
    const waits = [];
    for (let read = 0; read < 6; read += 1) {
      versions.move('catalogue');
      await holder.settled();
      expect(await holder.current()).toBeUndefined();
      let waited = 0;
      while (!readStarts() && waited <= LAST_PAUSE_MS) {
        now += 50;
        waited += 50;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([FIRST_PAUSE_MS, 500, 1_000, 2_000, LAST_PAUSE_MS, LAST_PAUSE_MS]);

    // The burst is over: the last read holds, and the next change is read at once.
    await holder.settled();
    expect(await holder.current()).toBeDefined();
    versions.move('catalogue');
    expect(readStarts()).toBe(true);
    await holder.settled();
    expect(await holder.current()).toBeDefined();
  });

  it('reads a change of stock only into the index it holds: the named products, one read by key', async () => {
    const versions = fakeContentVersions();
    const warnings: unknown[] = [];
    let reads = 0;
    const counting = selecting(() => {
      reads += 1;
    });
    const holder = createCatalogueIndex(counting, versions, { warn: (details) => warnings.push(details) });
    await holder.ready();
    const index = (await holder.current())!;
    const sold = [idAt(index, 3), idAt(index, 17)];
    const moveStock = (by: number) =>
      app.db
        .update(products)
        .set({ stock: sql`${products.stock} + ${by}` })
        .where(inArray(products.id, sold));
    await moveStock(3);
    try {
      const before = reads;
      versions.moveStock(sold);
      // The same index, with the new stock: a list waits for one small read, not for the catalogue.
      expect(await holder.current()).toBe(index);
      expect(reads - before).toBe(1);
      expect(await holder.current()).toBe(index);
      expect(reads - before).toBe(1);
      expect(Array.from(index.stock)).toEqual(Array.from((await loadCatalogueIndex(app.db)).stock));
      for (const filters of [{ stockMin: 5 }, { stockMax: 2, isPublished: true }])
        expect(idsOf(index, await selectProducts(app.db, index, filters))).toEqual(
          await reference(app, filters),
        );

      // The catalogue changed as well: the whole index is read again.
      versions.moveStock(sold);
      versions.move('catalogue');
      expect(await holder.current()).toBeUndefined();
      await holder.settled();
      const next = await holder.current();
      expect(next).toBeDefined();
      expect(next).not.toBe(index);
      expect(warnings).toEqual([]);
    } finally {
      await moveStock(-3);
    }
  });

  it('lets go of the index when the stock of a change cannot be read, and reads it all again', async () => {
    const versions = fakeContentVersions();
    const warnings: unknown[] = [];
    let failing = 0;
    const flaky = selecting(() => {
      if (failing > 0) {
        failing -= 1;
        throw new Error('the database is away');
      }
    });
    const holder = createCatalogueIndex(flaky, versions, { warn: (details) => warnings.push(details) });
    await holder.ready();
    const index = await holder.current();
    failing = 1;
    versions.moveStock([idAt(index!, 0)]);
    // Which stock it misses is not known: a read of the whole index begins.
    expect(await holder.current()).toBeUndefined();
    expect(warnings).toHaveLength(1);
    await holder.settled();
    const next = await holder.current();
    expect(next).toBeDefined();
    expect(next).not.toBe(index);
  });

  it('is ready when a process starts: read before the first list asks', async () => {
    const versions = fakeContentVersions();
    const holder = createCatalogueIndex(app.db, versions, { warn: () => undefined });
    await holder.ready();
    const read = await holder.current();
    expect(read?.size).toBe(40);
    // Ready again: nothing changed, nothing read.
    await holder.ready();
    expect(await holder.current()).toBe(read);
    versions.move('catalogue');
    await holder.ready();
    expect(await holder.current()).toBeDefined();
    expect(await holder.current()).not.toBe(read);
  });

  it('is ready without an index when the database cannot be read: the lists ask the database', async () => {
    const warnings: unknown[] = [];
    const away = () => {
      throw new Error('the database is away');
    };
    const broken = { select: away, transaction: away } as unknown as typeof app.db;
    const holder = createCatalogueIndex(broken, fakeContentVersions(), {
      warn: (details) => warnings.push(details),
    });
    await holder.ready();
    expect(warnings).toHaveLength(1);
    expect(await holder.current()).toBeUndefined();
  });
});

import { toCents } from '@shop/shared/money';
import type { ProductListQuery } from '@shop/shared/product';
import { desc, inArray, sql } from 'drizzle-orm';
import type { ContentVersions, ContentVersionsService } from '../../db/content-versions.ts';
import { products } from '../../db/schema/products.ts';
import type { Queryable } from '../../db/types.ts';
import { titleMatches } from '../../lib/title-search.ts';

/** The filters of a product list: everything of its query but the page. */
export type ProductFilters = Partial<Omit<ProductListQuery, 'page' | 'limit'>>;

/** The index holds while the catalogue has not changed since it was read. */
const CATALOGUE = ['catalogue'] as const;
/** A change of stock only is read into the index: the products it names, not the catalogue. */
const STOCK = ['stock'] as const;

/** How many searched titles an index keeps the matches of. */
const KEPT_TITLE_SEARCHES = 100;

/**
 * Every product's listing facts in memory, in the listing's order (newest first), as columns:
 * what the shop's and the admin's product lists filter on (decision 075). Counting and choosing a
 * page of 100,000 products is then a loop over a few typed arrays, not a scan of the table; only
 * the twelve rows of the page are read from the database. An empty number field is NaN, so that a
 * comparison with it fails as SQL's comparison with NULL does.
 */
export interface CatalogueIndex {
  readonly size: number;
  /**
   * The products' ids in listing order, one after the other in one string (each ID_LENGTH long):
   * 3.6 MB for 100,000 products, where a string per id, their array and a map by id took 10 MB
   * (decision 098). `idAt` reads one.
   */
  readonly idText: string;
  /** The positions in the order of their ids' text, sorted as the index is read. */
  readonly byId: Int32Array;
  readonly published: Uint8Array;
  readonly priceCents: Float64Array;
  readonly stock: Float64Array;
  readonly discountHundredths: Float64Array;
  readonly caffeineMg: Float64Array;
  readonly fructoseDecigrams: Float64Array;
  readonly carbohydrateDecigrams: Float64Array;
  /** Per category and per brand, the positions of the products that carry it, ascending. */
  readonly byCategory: ReadonlyMap<string, Int32Array>;
  readonly byBrand: ReadonlyMap<string, Int32Array>;
  /** Searched titles' matches, best first, while this index is current (least recently used go first). */
  readonly titleSearches: Map<string, Promise<TitleMatches>>;
}

/** The length of a product's id: a uuid as text. */
const ID_LENGTH = 36;

/** The id of the product at `position`. */
export function idAt(index: CatalogueIndex, position: number): string {
  return index.idText.slice(position * ID_LENGTH, (position + 1) * ID_LENGTH);
}

/** The position of the product `id`, found by halving `byId`; undefined when the index lacks it. */
export function positionOf(index: CatalogueIndex, id: string): number | undefined {
  const { idText, byId } = index;
  if (id.length !== ID_LENGTH) return undefined;
  let low = 0;
  let high = byId.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const position = byId[middle]!;
    // Compared in place, character by character: no string is made for a step.
    let difference = 0;
    for (let i = 0, at = position * ID_LENGTH; difference === 0 && i < ID_LENGTH; i += 1, at += 1)
      difference = idText.charCodeAt(at) - id.charCodeAt(i);
    if (difference === 0) return position;
    if (difference < 0) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/**
 * Reads the stock of the named products into the index. A product not in it (added after the
 * index was read) is left out: its addition moved the catalogue, so the index is read again.
 */
async function readStockInto(db: Queryable, index: CatalogueIndex, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, productIds));
  for (const { id, stock } of rows) {
    const position = positionOf(index, id);
    if (position !== undefined) index.stock[position] = stock;
  }
}

/** The positions of the products a title search matches, best match first, then in listing order. */
type TitleMatches = Int32Array;

/** Per value (a category, a brand), the positions of the products that carry it, ascending. */
function positionsByValue(valuesPerProduct: string[][]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  valuesPerProduct.forEach((values, position) => {
    for (const value of new Set(values)) {
      const list = lists.get(value);
      if (list) list.push(position);
      else lists.set(value, [position]);
    }
  });
  return new Map([...lists].map(([value, positions]) => [value, Int32Array.from(positions)]));
}

/**
 * Reads the listing facts of every product (published or not) from the database, in the listing's
 * order. The categories and brands come as JSON text: PostgreSQL's array text parses several times
 * slower.
 */
export async function loadCatalogueIndex(db: Queryable): Promise<CatalogueIndex> {
  const rows = await db
    .select({
      id: products.id,
      isPublished: products.isPublished,
      priceCents: products.priceCents,
      stock: products.stock,
      discountHundredths: products.discountValueHundredths,
      caffeineMg: products.caffeineMg,
      fructoseDecigrams: products.fructoseDecigrams,
      carbohydrateDecigrams: products.carbohydrateDecigrams,
      categories: sql<string>`array_to_json(${products.category})::text`,
      brands: sql<string>`array_to_json(${products.brand})::text`,
    })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id));
  type Row = (typeof rows)[number];
  const column = (field: keyof Row) =>
    Float64Array.from(rows, (row) => (row[field] as number | null) ?? Number.NaN);
  const ids = rows.map((row) => row.id);
  const wrong = ids.find((id) => id.length !== ID_LENGTH);
  if (wrong !== undefined) throw new Error(`a product id of ${wrong.length} characters: ${wrong}`);
  return {
    size: rows.length,
    idText: ids.join(''),
    byId: Int32Array.from(ids.keys()).sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1)),
    published: Uint8Array.from(rows, (row) => (row.isPublished ? 1 : 0)),
    priceCents: column('priceCents'),
    stock: column('stock'),
    discountHundredths: column('discountHundredths'),
    caffeineMg: column('caffeineMg'),
    fructoseDecigrams: column('fructoseDecigrams'),
    carbohydrateDecigrams: column('carbohydrateDecigrams'),
    byCategory: positionsByValue(rows.map((row) => JSON.parse(row.categories) as string[])),
    byBrand: positionsByValue(rows.map((row) => JSON.parse(row.brands) as string[])),
    titleSearches: new Map(),
  };
}

/**
 * A yes per position for the products that pass the filters, with the same rules as the SQL the
 * lists once ran: a range bound on an empty field fails, caffeine `false` counts an empty field as
 * none, fructose `false` asks for a stated zero of fructose or of carbohydrate. One tight pass per
 * filter over a typed column: a few tenths of a millisecond for 100,000 products.
 */
function passing(index: CatalogueIndex, filters: ProductFilters): Uint8Array {
  const { size, published, caffeineMg, fructoseDecigrams, carbohydrateDecigrams } = index;
  const mask = new Uint8Array(size).fill(1);
  // Each rule its own loop with the comparison written in it: a test passed in as a function
  // would be called 100,000 times per filter.
  const carrying = (positions: Int32Array | undefined) => {
    const carried = new Uint8Array(size);
    if (positions) for (const position of positions) carried[position] = 1;
    for (let p = 0; p < size; p += 1) mask[p]! &= carried[p]!;
  };
  const range = (column: Float64Array, min: number | undefined, max: number | undefined) => {
    if (min !== undefined) for (let p = 0; p < size; p += 1) if (!(column[p]! >= min)) mask[p] = 0;
    if (max !== undefined) for (let p = 0; p < size; p += 1) if (!(column[p]! <= max)) mask[p] = 0;
  };
  const cents = (euros: number | undefined) => (euros === undefined ? undefined : toCents(euros));
  if (filters.isPublished !== undefined) {
    const wanted = filters.isPublished ? 1 : 0;
    for (let p = 0; p < size; p += 1) if (published[p] !== wanted) mask[p] = 0;
  }
  if (filters.category) carrying(index.byCategory.get(filters.category));
  if (filters.brand) carrying(index.byBrand.get(filters.brand));
  range(index.priceCents, cents(filters.priceMin), cents(filters.priceMax));
  range(index.discountHundredths, cents(filters.discountMin), cents(filters.discountMax));
  range(index.stock, filters.stockMin, filters.stockMax);
  if (filters.caffeine === true) for (let p = 0; p < size; p += 1) if (!(caffeineMg[p]! > 0)) mask[p] = 0;
  if (filters.caffeine === false) for (let p = 0; p < size; p += 1) if (caffeineMg[p]! > 0) mask[p] = 0;
  if (filters.fructose === true)
    for (let p = 0; p < size; p += 1) if (!(fructoseDecigrams[p]! > 0)) mask[p] = 0;
  if (filters.fructose === false)
    for (let p = 0; p < size; p += 1)
      if (fructoseDecigrams[p] !== 0 && carbohydrateDecigrams[p] !== 0) mask[p] = 0;
  return mask;
}

/**
 * The products a title search matches, best first: full text, trigram word similarity or a plain
 * substring (the database's search indexes), ordered by word similarity and then as the listing.
 * Kept on the index while it is current, so the next page or filter of the same search asks the
 * database nothing.
 */
function titleSearch(db: Queryable, index: CatalogueIndex, title: string): Promise<TitleMatches> {
  const kept = index.titleSearches.get(title);
  if (kept) {
    index.titleSearches.delete(title);
    index.titleSearches.set(title, kept);
    return kept;
  }
  const search = (async () => {
    const rows = await db
      .select({ id: products.id, score: sql<number>`word_similarity(${title}, ${products.title})` })
      .from(products)
      .where(titleMatches(products, title));
    // A product added after the index was read is not in it; the index is replaced once heard.
    const found = rows.flatMap(({ id, score }) => {
      const position = positionOf(index, id);
      return position === undefined ? [] : [{ position, score: Number(score) }];
    });
    found.sort((a, b) => b.score - a.score || a.position - b.position);
    return Int32Array.from(found, (match) => match.position);
  })();
  index.titleSearches.set(title, search);
  search.catch(() => index.titleSearches.delete(title));
  if (index.titleSearches.size > KEPT_TITLE_SEARCHES)
    index.titleSearches.delete(index.titleSearches.keys().next().value!);
  return search;
}

/**
 * The positions of every product the filters select, in the list's order (best title match first
 * when searching); `idAt` names them.
 */
export async function selectProducts(
  db: Queryable,
  index: CatalogueIndex,
  filters: ProductFilters,
): Promise<Int32Array> {
  const mask = passing(index, filters);
  const candidates = filters.title ? await titleSearch(db, index, filters.title) : undefined;
  const selected = new Int32Array(candidates?.length ?? index.size);
  let count = 0;
  if (candidates) {
    for (const position of candidates) if (mask[position] === 1) selected[count++] = position;
  } else {
    for (let position = 0; position < index.size; position += 1)
      if (mask[position] === 1) selected[count++] = position;
  }
  return selected.subarray(0, count);
}

/** The first and the longest wait before a read after one the catalogue changed under. */
export const FIRST_PAUSE_MS = 250;
export const LAST_PAUSE_MS = 4_000;
/** How often a list waits for the stock of products just sold before it asks the database. */
const STOCK_READS_AWAITED = 3;

/**
 * The catalogue index of this process, while current. A list asked for while it is not (at start,
 * or after a change to the catalogue) is answered by the database as before, and the index is
 * read again in the background, one read at a time: a burst of changes (an import, a price round)
 * costs at most one read in flight, never a queue of lists waiting for one, and never an answer
 * from an index that may miss a change.
 *
 * A read that the catalogue changed under is not used, and the next one waits: 250 ms after the
 * first such read, twice as long after each further one, at most 4 s, until a read stays current.
 * Each read of 100,000 products costs about half a second of work and 70 MB of short-lived
 * objects; during a burst, reads back to back would all be thrown away.
 *
 * A change of stock only (a sale, stock released or returned: decision 078) names its products:
 * the index reads their stock alone, by primary key, and a list waits for that read instead of
 * asking the database.
 */
export function createCatalogueIndex(
  db: Queryable,
  versions: Pick<ContentVersionsService, 'now' | 'unchangedSince' | 'onStockChange'>,
  log: { warn: (details: object, message: string) => void },
  clock: () => number = Date.now,
) {
  let held: { index: CatalogueIndex; seen: ContentVersions } | undefined;
  /** How long the next read waits after one the catalogue changed under, and from when. */
  let pause = 0;
  let pausedUntil = 0;
  /** The read in flight (of the index or of stock): true once read, false when it failed (and warned). */
  let reading: Promise<boolean> | undefined;
  /** The products whose stock moved since the counts the last read began with. */
  let stockMoved = new Set<string>();
  versions.onStockChange((productIds) => {
    for (const id of productIds) stockMoved.add(id);
  });

  /** The counts now, and the products whose stock moved before them; a read begins with these. */
  function beginRead(): { seen: ContentVersions; productIds: string[] } {
    const productIds = [...stockMoved];
    stockMoved = new Set();
    return { seen: versions.now(), productIds };
  }

  function whileReading(read: Promise<void>, failure: string): Promise<boolean> {
    reading = read
      .then(() => true)
      .catch((error: unknown) => {
        log.warn({ err: error }, failure);
        return false;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  function readAgain(): Promise<boolean> {
    const { seen } = beginRead();
    return whileReading(
      loadCatalogueIndex(db).then((index) => {
        held = { index, seen };
        pause = versions.unchangedSince(seen, CATALOGUE)
          ? 0
          : Math.min(Math.max(pause * 2, FIRST_PAUSE_MS), LAST_PAUSE_MS);
        pausedUntil = clock() + pause;
      }),
      'reading the catalogue index failed',
    );
  }

  /**
   * Reads the stock that moved into the held index, whose catalogue is current. When that fails
   * the index is let go: which products it misses the stock of is no longer known.
   */
  function readStock(now: { index: CatalogueIndex; seen: ContentVersions }): Promise<boolean> {
    const { seen, productIds } = beginRead();
    return whileReading(
      readStockInto(db, now.index, productIds).then(
        () => {
          // The catalogue's count stays the one the index was read at: a change of it while the
          // stock was read is still seen as one.
          if (held === now) held = { index: now.index, seen: { ...seen, catalogue: now.seen.catalogue } };
        },
        (error: unknown) => {
          if (held === now) held = undefined;
          throw error;
        },
      ),
      'reading the stock into the catalogue index failed',
    );
  }

  /** The index when nothing it holds has changed since it was read; else none, and a read begins. */
  async function current(): Promise<CatalogueIndex | undefined> {
    for (let waited = 0; held && versions.unchangedSince(held.seen, CATALOGUE); waited += 1) {
      if (versions.unchangedSince(held.seen, STOCK)) return held.index;
      // Stock still moving after a few reads: the database answers this list.
      if (waited === STOCK_READS_AWAITED) return undefined;
      // Only stock moved: its products' stock is read (one small read by key) and waited for.
      await (reading ?? readStock(held));
    }
    if (!reading && clock() >= pausedUntil) void readAgain();
    return undefined;
  }

  return {
    current,
    /** The read in flight, if any (for tests). */
    async settled(): Promise<void> {
      await reading;
    },
    /**
     * Resolves once the index is current, read now if it is not: a process that starts calls it
     * before it listens, so its first lists do not wait for the database while the index is read.
     */
    async ready(): Promise<void> {
      while (!(await current())) {
        // No read began (the wait after a burst), or it failed (it warned): not tried again here,
        // the lists still have the database.
        if (!(await reading)) return;
      }
    },
  };
}

export type CatalogueIndexHolder = ReturnType<typeof createCatalogueIndex>;

import type { Paged } from '@shop/shared/api';
import { toCents } from '@shop/shared/money';
import type { PriceChange } from '@shop/shared/price-history';
import type { ProductData, ProductListQuery } from '@shop/shared/product';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { inIdOrder } from '../../db/in-id-order.ts';
import { type PageOrder, type PageRequest, readPage } from '../../db/paging.ts';
import { nutritionColumns, productPriceChanges, products } from '../../db/schema/products.ts';
import type { Queryable } from '../../db/types.ts';
import { titleMatches } from '../../lib/title-search.ts';

export type ProductRow = typeof products.$inferSelect;
export type PriceChangeRow = typeof productPriceChanges.$inferSelect;
/** What the price history records of a product: its list price and its discount. */
export type ProductPrice = Pick<ProductRow, 'priceCents' | 'discountType' | 'discountValueHundredths'>;

type IntegerColumn =
  | typeof products.priceCents
  | typeof products.stock
  | typeof products.discountValueHundredths;

function range(column: IntegerColumn, min: number | undefined, max: number | undefined) {
  return [min === undefined ? undefined : gte(column, min), max === undefined ? undefined : lte(column, max)];
}

export function productFilters(query: Partial<Omit<ProductListQuery, 'page' | 'limit'>>): SQL | undefined {
  const cents = (euros: number | undefined) => (euros === undefined ? undefined : toCents(euros));
  return and(
    query.isPublished === undefined ? undefined : eq(products.isPublished, query.isPublished),
    query.title ? titleMatches(products, query.title) : undefined,
    query.category ? sql`${products.category} @> array[${query.category}]::text[]` : undefined,
    query.brand ? sql`${products.brand} @> array[${query.brand}]::text[]` : undefined,
    ...range(products.priceCents, cents(query.priceMin), cents(query.priceMax)),
    ...range(products.discountValueHundredths, cents(query.discountMin), cents(query.discountMax)),
    ...range(products.stock, query.stockMin, query.stockMax),
    caffeineFilter(query.caffeine),
    fructoseFilter(query.fructose),
  );
}

/** true: a serving holds caffeine; false: none (an empty field is none: added caffeine is always on the label). */
function caffeineFilter(withCaffeine: boolean | undefined): SQL | undefined {
  if (withCaffeine === undefined) return undefined;
  return withCaffeine ? gt(products.caffeineMg, 0) : sql`coalesce(${products.caffeineMg}, 0) = 0`;
}

/**
 * true: a serving holds fructose; false: it is stated to hold none, as fructose 0 or no carbohydrate
 * at all (an empty fructose field says nothing, labels seldom print it).
 */
function fructoseFilter(withFructose: boolean | undefined): SQL | undefined {
  if (withFructose === undefined) return undefined;
  return withFructose
    ? gt(products.fructoseDecigrams, 0)
    : or(eq(products.fructoseDecigrams, 0), eq(products.carbohydrateDecigrams, 0));
}

const listColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  description: products.description,
  image: products.image,
  contents: products.contents,
  priceCents: products.priceCents,
  stock: products.stock,
  reservedStock: products.reservedStock,
  maxPerOrder: products.maxPerOrder,
  discountType: products.discountType,
  discountValueHundredths: products.discountValueHundredths,
  referencePriceCents: products.referencePriceCents,
  category: products.category,
  brand: products.brand,
  shelfLife: products.shelfLife,
  vatClass: products.vatClass,
  nutritionForm: products.nutritionForm,
  servingSizeTenths: products.servingSizeTenths,
  servingUnit: products.servingUnit,
  servingsPerPackage: products.servingsPerPackage,
  carbohydrateDecigrams: products.carbohydrateDecigrams,
  fructoseDecigrams: products.fructoseDecigrams,
  sodiumMg: products.sodiumMg,
  potassiumMg: products.potassiumMg,
  caffeineMg: products.caffeineMg,
  fluidMl: products.fluidMl,
  isPublished: products.isPublished,
  createdBy: products.createdBy,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
export type ProductListRow = { [K in keyof typeof listColumns]: ProductRow[K] };

/** A page of the products `where` selects: the best title matches first when searching, else the newest first. */
export function pageOfProducts(
  db: Queryable,
  { where, title }: { where: SQL | undefined; title?: string },
  request: PageRequest,
): Promise<Paged<ProductListRow>> {
  const newestFirst = [desc(products.createdAt), desc(products.id)] as const;
  const order: PageOrder = title
    ? [desc(sql`word_similarity(${title}, ${products.title})`), ...newestFirst]
    : [...newestFirst];
  return readPage(db, db.select(listColumns).from(products).where(where).$dynamic(), order, request);
}

/** The listing rows of `ids`, in that order; an id no longer there is left out. */
export async function productsByIds(db: Queryable, ids: readonly string[]): Promise<ProductListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(products)
    .where(inArray(products.id, [...ids]));
  return inIdOrder(ids, rows);
}

export async function findProduct(db: Queryable, slugOrId: string): Promise<ProductRow | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(slugOrId);
  const [row] = await db
    .select()
    .from(products)
    .where(isUuid ? or(eq(products.id, slugOrId), eq(products.slug, slugOrId)) : eq(products.slug, slugOrId))
    .limit(1);
  return row;
}

export function productValues(data: ProductData) {
  return {
    slug: data.slug,
    title: data.title,
    description: data.description,
    image: data.image,
    contents: data.contents,
    priceCents: toCents(data.price),
    stock: data.stock,
    maxPerOrder: data.maxPerOrder,
    discountType: data.discount?.type ?? null,
    discountValueHundredths: data.discount ? toCents(data.discount.value) : null,
    category: data.category,
    brand: data.brand,
    shelfLife: data.shelfLife,
    vatClass: data.vatClass,
    ...nutritionColumns(data.nutrition),
    isPublished: data.isPublished,
  };
}

export async function insertProduct(
  db: Queryable,
  data: ProductData,
  createdBy: string,
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...productValues(data), createdBy })
    .returning();
  return row!;
}

/**
 * The product's price and discount, its row locked until the transaction ends, so the price
 * changes of one product are recorded one after the other; undefined when there is no such product.
 */
export async function lockProductPrice(tx: Queryable, id: string): Promise<ProductPrice | undefined> {
  const [row] = await tx
    .select({
      priceCents: products.priceCents,
      discountType: products.discountType,
      discountValueHundredths: products.discountValueHundredths,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('no key update');
  return row;
}

export async function updateProduct(
  db: Queryable,
  id: string,
  values: ReturnType<typeof productValues> & Partial<Pick<ProductRow, 'referencePriceCents'>>,
): Promise<ProductRow | undefined> {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row;
}

/**
 * Records the product's price and discount with what a buyer pays from then on. A new product's
 * first entry takes the moment it was created (its transaction's, as `created_at`); a change takes
 * the database's clock as the statement runs: after the product's row was locked, so after every
 * change recorded before it.
 */
export async function insertPriceChange(
  tx: Queryable,
  productId: string,
  price: ProductPrice & { effectivePriceCents: number },
  when: 'created' | 'changed',
): Promise<Date> {
  const [row] = await tx
    .insert(productPriceChanges)
    .values({ productId, ...price, at: when === 'created' ? sql`now()` : sql`clock_timestamp()` })
    .returning({ at: productPriceChanges.at });
  return row!.at;
}

/** Every price the product had, oldest first, as the shared struck-price rule reads them. */
export function priceHistory(db: Queryable, productId: string): Promise<PriceChange[]> {
  return db
    .select({ at: productPriceChanges.at, priceCents: productPriceChanges.effectivePriceCents })
    .from(productPriceChanges)
    .where(eq(productPriceChanges.productId, productId))
    .orderBy(asc(productPriceChanges.at));
}

/** A page of the product's price changes, the newest first. */
export function pageOfPriceChanges(
  db: Queryable,
  productId: string,
  request: PageRequest,
): Promise<Paged<PriceChangeRow>> {
  return readPage(
    db,
    db.select().from(productPriceChanges).where(eq(productPriceChanges.productId, productId)).$dynamic(),
    [desc(productPriceChanges.at), desc(productPriceChanges.id)],
    request,
  );
}

export async function productExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return row !== undefined;
}

export async function deleteProduct(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length === 1;
}

export async function publishedProductSlugs(db: Queryable) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isPublished, true))
    .orderBy(desc(products.updatedAt));
}

/**
 * The published products that state what a serving holds, for the fuel planner (decision 062):
 * a few dozen at most, read whole, with their free stock.
 */
export function fuelProductRows(db: Queryable) {
  return db
    .select({ ...listColumns, freeStock: sql<number>`${products.stock} - ${products.reservedStock}` })
    .from(products)
    .where(
      and(
        eq(products.isPublished, true),
        or(
          isNotNull(products.carbohydrateDecigrams),
          isNotNull(products.sodiumMg),
          isNotNull(products.caffeineMg),
        ),
      ),
    )
    .orderBy(products.title);
}

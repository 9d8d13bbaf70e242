import type { Paged } from '@shop/shared/api';
import { toCents } from '@shop/shared/money';
import type { ProductData, ProductListQuery } from '@shop/shared/product';
import { and, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { type PageOrder, type PageRequest, readPage } from '../../db/paging.ts';
import { appMeta } from '../../db/schema/app-metadata.ts';
import { products } from '../../db/schema/products.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { titleMatches } from '../../lib/title-search.ts';

export type ProductRow = typeof products.$inferSelect;

type IntegerColumn =
  | typeof products.priceCents
  | typeof products.stock
  | typeof products.discountValueHundredths;

function range(column: IntegerColumn, min: number | undefined, max: number | undefined) {
  return [min === undefined ? undefined : gte(column, min), max === undefined ? undefined : lte(column, max)];
}

export function productFilters(query: Omit<ProductListQuery, 'page' | 'limit'>): SQL | undefined {
  const cents = (euros: number | undefined) => (euros === undefined ? undefined : toCents(euros));
  return and(
    query.isPublished === undefined ? undefined : eq(products.isPublished, query.isPublished),
    query.title ? titleMatches(products, query.title) : undefined,
    query.category ? sql`${products.category} @> array[${query.category}]::text[]` : undefined,
    query.brand ? sql`${products.brand} @> array[${query.brand}]::text[]` : undefined,
    ...range(products.priceCents, cents(query.priceMin), cents(query.priceMax)),
    ...range(products.discountValueHundredths, cents(query.discountMin), cents(query.discountMax)),
    ...range(products.stock, query.stockMin, query.stockMax),
  );
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
  category: products.category,
  brand: products.brand,
  shelfLife: products.shelfLife,
  vatClass: products.vatClass,
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

export async function updateProduct(
  db: Queryable,
  id: string,
  data: ProductData,
): Promise<ProductRow | undefined> {
  const [row] = await db.update(products).set(productValues(data)).where(eq(products.id, id)).returning();
  return row;
}

export async function deleteProduct(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length === 1;
}

/** Bumped by a trigger on every change to products (see migration 0002). */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, 'catalogue_version'));
  return row?.value ?? '0';
}

/** The same lookup as a prepared statement, for the hot path of every listing request. */
export function prepareCatalogueVersion(db: Database): () => Promise<string> {
  const statement = db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, sql.placeholder('key')))
    .prepare('catalogue_version');
  return async () => {
    const [row] = await statement.execute({ key: 'catalogue_version' });
    return row?.value ?? '0';
  };
}

export async function publishedProductSlugs(db: Queryable) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isPublished, true))
    .orderBy(desc(products.updatedAt));
}

import { DEFAULT_MAX_PER_ORDER, MAX_CART_QUANTITY } from '@shop/shared/cart-constants';
import { discountTypes } from '@shop/shared/money';
import { vatClasses } from '@shop/shared/vat';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const discountTypeEnum = pgEnum('discount_type', discountTypes);
export const vatClassEnum = pgEnum('vat_class', vatClasses);

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text().notNull().unique('products_slug_unique'),
    title: text().notNull(),
    description: text().notNull(),
    image: text(),
    contents: text().array().notNull().default(sql`'{}'::text[]`),
    priceCents: integer().notNull(),
    stock: integer().notNull().default(0),
    /** Stock held by orders awaiting payment; available = stock - reserved. */
    reservedStock: integer().notNull().default(0),
    /** The most one order (and so one cart line) may hold of this product (decision 035). */
    maxPerOrder: integer().notNull().default(DEFAULT_MAX_PER_ORDER),
    discountType: discountTypeEnum(),
    /** Hundredths of the discount value: cents for 'fixed', hundredths of a percent for 'percentage'. */
    discountValueHundredths: integer(),
    /**
     * The price struck through beside the price after discount (decision 050): the shared rule over
     * the price history, kept here at every change of the price or the discount (with no new change
     * it stays the same however long the reduction lasts), so a listing reads it with the row.
     */
    referencePriceCents: integer(),
    /** Food and sports drinks pay the reduced rate, everything else the standard one (decision 047). */
    vatClass: vatClassEnum().notNull().default('reduced'),
    category: text().array().notNull().default(sql`'{}'::text[]`),
    brand: text().array().notNull().default(sql`'{}'::text[]`),
    shelfLife: text().notNull().default(''),
    isPublished: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchVector: tsvector().generatedAlwaysAs(sql`to_tsvector('dutch', coalesce(title, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_published_created_idx').on(t.isPublished, t.createdAt),
    index('products_price_idx').on(t.priceCents),
    index('products_stock_idx').on(t.stock),
    index('products_discount_idx').on(t.discountValueHundredths),
    index('products_category_idx').using('gin', t.category),
    index('products_brand_idx').using('gin', t.brand),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_stock_non_negative', sql`${t.stock} >= 0 and ${t.reservedStock} >= 0`),
    check(
      'products_max_per_order_range',
      sql`${t.maxPerOrder} between 1 and ${sql.raw(String(MAX_CART_QUANTITY))}`,
    ),
    check(
      'products_discount_complete',
      sql`(${t.discountType} is null) = (${t.discountValueHundredths} is null)`,
    ),
  ],
);

/**
 * Every change of a product's price or discount (decision 050), written in the transaction that
 * changes them: what a buyer pays from `at` on (the effective price, input of the shared
 * struck-price rule), and the list price and discount the admin set.
 */
export const productPriceChanges = pgTable(
  'product_price_changes',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    priceCents: integer().notNull(),
    discountType: discountTypeEnum(),
    discountValueHundredths: integer(),
    effectivePriceCents: integer().notNull(),
  },
  (t) => [
    index('product_price_changes_product_at_idx').on(t.productId, t.at),
    check(
      'product_price_changes_discount_complete',
      sql`(${t.discountType} is null) = (${t.discountValueHundredths} is null)`,
    ),
  ],
);

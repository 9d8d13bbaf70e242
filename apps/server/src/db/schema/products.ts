import { DEFAULT_MAX_PER_ORDER, MAX_CART_QUANTITY } from '@shop/shared/cart-constants';
import { discountTypes } from '@shop/shared/money';
import type { Nutrition } from '@shop/shared/nutrition';
import { nutritionForms, servingUnits } from '@shop/shared/nutrition-constants';
import { vatClasses } from '@shop/shared/vat';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector, updatedAt } from './columns.ts';
import { media } from './media.ts';
import { users } from './users.ts';

export const discountTypeEnum = pgEnum('discount_type', discountTypes);
export const vatClassEnum = pgEnum('vat_class', vatClasses);
export const nutritionFormEnum = pgEnum('nutrition_form', nutritionForms);
export const servingUnitEnum = pgEnum('serving_unit', servingUnits);

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
    // What one serving holds (decision 061), every column optional: all empty is a product that is not fuel.
    nutritionForm: nutritionFormEnum(),
    /** Tenths of the serving's grams or millilitres, as `servingUnit` says. */
    servingSizeTenths: integer(),
    servingUnit: servingUnitEnum(),
    servingsPerPackage: integer(),
    carbohydrateDecigrams: integer(),
    /** The part of the carbohydrate that is fructose. */
    fructoseDecigrams: integer(),
    sodiumMg: integer(),
    potassiumMg: integer(),
    caffeineMg: integer(),
    /** What a serving gives to drink: the mixed drink's volume, or the water an isotonic gel holds. */
    fluidMl: integer(),
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
    check(
      'products_serving_size_complete',
      sql`(${t.servingSizeTenths} is null) = (${t.servingUnit} is null)`,
    ),
    check(
      'products_nutrition_amounts',
      sql`${t.servingSizeTenths} > 0 and ${t.servingsPerPackage} > 0 and ${t.carbohydrateDecigrams} >= 0
        and ${t.sodiumMg} >= 0 and ${t.potassiumMg} >= 0 and ${t.caffeineMg} >= 0 and ${t.fluidMl} >= 0`,
    ),
    check(
      'products_fructose_within_carbohydrate',
      sql`${t.fructoseDecigrams} is null
        or (${t.carbohydrateDecigrams} is not null and ${t.fructoseDecigrams} between 0 and ${t.carbohydrateDecigrams})`,
    ),
  ],
);

/** A product's nutrition as its columns keep it (decision 061): tenths of grams and of the serving, whole mg and ml. */
export function nutritionColumns(nutrition: Nutrition | null) {
  const tenths = (value: number | null | undefined) => (value == null ? null : Math.round(value * 10));
  return {
    nutritionForm: nutrition?.form ?? null,
    servingSizeTenths: tenths(nutrition?.servingSize?.amount),
    servingUnit: nutrition?.servingSize?.unit ?? null,
    servingsPerPackage: nutrition?.servingsPerPackage ?? null,
    carbohydrateDecigrams: tenths(nutrition?.carbohydrateG),
    fructoseDecigrams: tenths(nutrition?.fructoseG),
    sodiumMg: nutrition?.sodiumMg ?? null,
    potassiumMg: nutrition?.potassiumMg ?? null,
    caffeineMg: nutrition?.caffeineMg ?? null,
    fluidMl: nutrition?.fluidMl ?? null,
  };
}
export type NutritionColumns = ReturnType<typeof nutritionColumns>;

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

/**
 * A product's uploaded photos (decision 067), in the order the shop shows them (`position` from 0),
 * each with what it shows in words. A photo in use cannot be deleted from under a product.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
    alt: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    unique('product_photos_media_unique').on(t.productId, t.mediaId),
    index('product_photos_media_idx').on(t.mediaId),
    check('product_photos_position_non_negative', sql`${t.position} >= 0`),
  ],
);

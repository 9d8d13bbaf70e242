import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The owner's sales figures (decision 056) rolled up, kept exact by triggers on `orders` and
 * `order_items` in the transaction that changes them: an order counts while it is paid and in a
 * revenue status, on the day it was paid on the shop's clock (Amsterdam). Three kinds of rows, told
 * apart by which of the key columns are null:
 * - day, no product, no title: that day's orders, their totals and their VAT;
 * - day and product (or, for lines of a product deleted since, no product and the line's title):
 *   the pieces sold and what the lines brought in that day;
 * - the same without a day: those figures over every day, which bound what any period can hold,
 *   so the top products of a period are found without summing every product.
 * The triggers only ever add and subtract, so a row may be left at zero; readers skip those.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    day: date({ mode: 'string' }),
    productId: uuid(),
    title: text(),
    orders: integer().notNull().default(0),
    revenueCents: bigint({ mode: 'number' }).notNull().default(0),
    vatCents: bigint({ mode: 'number' }).notNull().default(0),
    quantity: integer().notNull().default(0),
    lineRevenueCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Leading with the product: both a product's days and the days' order rows (no product, no title) are ranges of it.
    unique('sales_days_key').on(t.productId, t.title, t.day).nullsNotDistinct(),
    index('sales_days_all_time_quantity_idx')
      .on(t.quantity.desc().nullsLast(), t.lineRevenueCents.desc().nullsLast())
      .where(sql`${t.day} is null`),
    index('sales_days_all_time_revenue_idx')
      .on(t.lineRevenueCents.desc().nullsLast(), t.quantity.desc().nullsLast())
      .where(sql`${t.day} is null`),
  ],
);

/**
 * How many rows the admin's big lists hold, per value of the one filter they are most often read
 * with (decision 080): orders per status, users per role. Kept exact by statement triggers on
 * `orders` and `users` in the transaction that changes them, so an unfiltered page (or one of one
 * status or role) is counted without counting 100,000 rows.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text({ enum: ['orders', 'users'] }).notNull(),
    key: text().notNull(),
    rows: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.key] })],
);

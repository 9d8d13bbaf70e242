import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * The shop's own details and choices (decision 051): one row at most, none until the admin first
 * saves (the service answers the shared defaults until then).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    /** Always true: a second row would need another key, and there is none. */
    id: boolean().primaryKey().default(true),
    sellerName: text().notNull(),
    sellerStreet: text().notNull(),
    sellerZip: text().notNull(),
    sellerCity: text().notNull(),
    kvkNumber: text().notNull(),
    vatNumber: text().notNull(),
    email: text().notNull(),
    oneStopShop: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id}`)],
);

import { shippingCountries } from '@shop/shared/shipping';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const shippingCountryEnum = pgEnum('shipping_country', shippingCountries);

/** The ways an order can be sent, managed by the admin (decision 048). Money in cents. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: id(),
    name: text().notNull(),
    carrier: text().notNull(),
    countries: shippingCountryEnum().array().notNull(),
    priceCents: integer().notNull(),
    /** From this order total on the method costs nothing; null: never free. */
    freeAboveCents: integer(),
    /** Offered only up to this order total (a letterbox parcel); null: any total. */
    maxOrderCents: integer(),
    /** What the customer reads, e.g. '1-2 werkdagen'. */
    deliveryEstimate: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_methods_countries_not_empty', sql`cardinality(${t.countries}) > 0`),
    check('shipping_methods_price_non_negative', sql`${t.priceCents} >= 0`),
    check(
      'shipping_methods_free_above_positive',
      sql`${t.freeAboveCents} is null or ${t.freeAboveCents} > 0`,
    ),
    check('shipping_methods_max_order_positive', sql`${t.maxOrderCents} is null or ${t.maxOrderCents} > 0`),
  ],
);

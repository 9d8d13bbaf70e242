import { orderStatuses } from '@shop/shared/order';
import { type VatPart, vatCountries } from '@shop/shared/vat';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { products, vatClassEnum } from './products.ts';
import { shippingMethods } from './shipping.ts';
import { users } from './users.ts';

export const orderStatusEnum = pgEnum('order_status', orderStatuses);
export const vatCountryEnum = pgEnum('vat_country', vatCountries);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    userEmail: text().notNull(),
    status: orderStatusEnum().notNull().default('pending'),
    addressFirstName: text().notNull().default(''),
    addressLastName: text().notNull().default(''),
    addressEmail: text().notNull().default(''),
    addressStreet: text().notNull().default(''),
    addressNumber: text().notNull().default(''),
    addressZip: text().notNull().default(''),
    addressCity: text().notNull().default(''),
    addressCountry: text().notNull().default(''),
    /** What the buyer pays: the lines and shipping, including VAT. */
    totalCents: integer().notNull(),
    /**
     * The shipping chosen at checkout, copied (decision 049): a later edit or removal of the method
     * never changes an order. Orders from before shipping was charged have no method and pay 0.
     */
    shippingMethodId: uuid().references(() => shippingMethods.id, { onDelete: 'set null' }),
    shippingMethodName: text().notNull().default(''),
    shippingCarrier: text().notNull().default(''),
    shippingPriceCents: integer().notNull().default(0),
    /** Whose VAT rates the order pays; null on orders from before VAT was recorded. */
    vatCountry: vatCountryEnum(),
    /** Shipping's VAT, split over the goods' rates (`vatBreakdown().shipping`). */
    shippingVat: jsonb().$type<VatPart[]>().notNull().default([]),
    /** The VAT per rate of lines and shipping together (`vatBreakdown().totals`). */
    vatTotals: jsonb().$type<VatPart[]>().notNull().default([]),
    /** All VAT the total holds. */
    vatCents: integer().notNull().default(0),
    /**
     * The parcel, given by the admin when the order was shipped (decision 054): the carrier that
     * took it, its track-and-trace code and when. All three or none; none on orders that were not
     * shipped, or were shipped before codes were kept.
     */
    shipmentCarrier: text(),
    trackingCode: text(),
    shippedAt: timestamp({ withTimezone: true }),
    /**
     * The coupon code the order used (decision 055), as it was then, and what it took off: the
     * goods' part (spread over the lines, `order_items.discount_cents`) and the shipping it waived
     * (`shipping_price_cents` is what is charged). Null and 0 without a code.
     */
    couponCode: text(),
    discountCents: integer().notNull().default(0),
    shippingDiscountCents: integer().notNull().default(0),
    stripeSessionId: text().unique('orders_stripe_session_unique'),
    stripePaymentIntentId: text(),
    paidAt: timestamp({ withTimezone: true }),
    /** Set once the reserved stock went back (expired/cancelled) or was taken (paid). */
    stockSettledAt: timestamp({ withTimezone: true }),
    /**
     * The network address the checkout came from, kept only while the order is pending: it
     * limits how many checkouts one address holds open at once (decision 035).
     */
    clientAddress: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    // The dashboard's refunds of orders made 'refunded' before refunds moved money (decision 082):
    // read from this index alone, not from every refunded order's row.
    index('orders_refunded_idx').on(t.id, t.totalCents).where(sql`${t.status} = 'refunded'`),
    // The lists' order (newest first, the id breaking ties): a page's ids come from the index alone.
    index('orders_created_id_idx').on(t.createdAt, t.id),
    /** The owner's sales figures read the orders paid in a period (decision 056). */
    index('orders_paid_idx').on(t.paidAt),
    index('orders_email_idx').on(sql`lower(${t.userEmail})`),
    index('orders_payment_intent_idx').on(t.stripePaymentIntentId),
    // The admin's searches match a part of a field (ilike '%…%'): trigram indexes serve them.
    index('orders_email_trgm_idx').using('gin', t.userEmail.op('gin_trgm_ops')),
    index('orders_first_name_trgm_idx').using('gin', t.addressFirstName.op('gin_trgm_ops')),
    index('orders_last_name_trgm_idx').using('gin', t.addressLastName.op('gin_trgm_ops')),
    index('orders_city_trgm_idx').using('gin', t.addressCity.op('gin_trgm_ops')),
    index('orders_pending_client_address_idx').on(t.clientAddress).where(sql`${t.status} = 'pending'`),
    check('orders_total_non_negative', sql`${t.totalCents} >= 0`),
    check('orders_shipping_non_negative', sql`${t.shippingPriceCents} >= 0`),
    check(
      'orders_shipment_whole',
      sql`(${t.shippedAt} is null) = (${t.trackingCode} is null) and (${t.shippedAt} is null) = (${t.shipmentCarrier} is null)`,
    ),
    check('orders_discount_non_negative', sql`${t.discountCents} >= 0 and ${t.shippingDiscountCents} >= 0`),
  ],
);

/** Order lines copy title and unit price at purchase time. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    title: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    /** The line's place in its order (0 first): lines are always read in the order they were bought. */
    position: integer().notNull().default(0),
    /** The line's VAT, rounded per line (`vatBreakdown().lines`); null on lines from before VAT was recorded. */
    vatClass: vatClassEnum(),
    vatRateBasisPoints: integer().notNull().default(0),
    /**
     * The line total (unit price × quantity, less its part of a coupon's reduction) without VAT,
     * and the VAT in it.
     */
    netCents: integer().notNull().default(0),
    vatCents: integer().notNull().default(0),
    /** The line's part of the coupon's reduction, including VAT; the unit price stays as it was. */
    discountCents: integer().notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    index('order_items_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_discount_within_line',
      sql`${t.discountCents} between 0 and ${t.unitPriceCents} * ${t.quantity}`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum().notNull(),
    note: text(),
    at: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.at),
    /** The dashboard's refunds: the orders made 'refunded' in a period (decision 056). */
    index('order_status_history_refunded_idx').on(t.at, t.orderId).where(sql`${t.status} = 'refunded'`),
  ],
);

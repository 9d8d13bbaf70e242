import { couponKinds } from '@shop/shared/coupon';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const couponKindEnum = pgEnum('coupon_kind', couponKinds);

/** The codes the admin hands out (decision 055). Money in cents; days on the shop's calendar. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** In capitals: codes are case-insensitive. */
    code: text().notNull(),
    kind: couponKindEnum().notNull(),
    /** A whole percentage, for a percentage code only. */
    percentOff: integer(),
    /** For a fixed code only. */
    amountOffCents: integer(),
    /** The first and the last day it holds, both included; null: no bound. */
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
    /** Only for goods of at least this much (after product discounts); null: any amount. */
    minimumOrderCents: integer(),
    /** How many orders may hold it, everyone's together and each customer's; null: no limit. */
    usageLimit: integer(),
    perCustomerLimit: integer(),
    firstOrderOnly: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coupons_code_unique').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_value_of_kind',
      sql`case ${t.kind}
        when 'percentage' then ${t.percentOff} between 1 and 100 and ${t.amountOffCents} is null
        when 'fixed' then ${t.amountOffCents} > 0 and ${t.percentOff} is null
        else ${t.percentOff} is null and ${t.amountOffCents} is null
      end`,
    ),
    check(
      'coupons_period',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
    check('coupons_minimum_positive', sql`${t.minimumOrderCents} is null or ${t.minimumOrderCents} > 0`),
    check('coupons_usage_limit_positive', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
    check(
      'coupons_per_customer_limit_positive',
      sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0`,
    ),
  ],
);

/**
 * One row per order that holds a code: written in the transaction that places the order, deleted
 * when its payment expires or is cancelled. Counted under the code's row lock, so a limit holds
 * however many buyers check out at once. Kept when the order or the customer is deleted (a use
 * stays a use).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

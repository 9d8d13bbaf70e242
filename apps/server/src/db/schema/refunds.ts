import { type RefundLineInput, refundKinds, refundStatuses } from '@shop/shared/refund';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { contactMessages } from './contact.ts';
import { orderItems, orders } from './orders.ts';
import { users } from './users.ts';

export const refundStatusEnum = pgEnum('refund_status', refundStatuses);
export const refundKindEnum = pgEnum('refund_kind', refundKinds);

/**
 * Money paid back on an order through the payment provider (decision 057): written `pending` in
 * the transaction that checks it against what is left (the order's row locked), then `succeeded`
 * or `failed` as the provider answers. A pending refund counts as paid back already, so two admins
 * at once can never pay back more than was paid.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: refundKindEnum().notNull().default('refund'),
    status: refundStatusEnum().notNull().default('pending'),
    /** Everything paid back, the shipping included, in cents. */
    amountCents: integer().notNull(),
    /** The part of it that is the order's shipping: 0, or the whole shipping (once per order). */
    shippingCents: integer().notNull().default(0),
    reason: text().notNull(),
    /** The provider's refund (`re_…`), once it answered. */
    stripeRefundId: text().unique('order_refunds_stripe_refund_unique'),
    /** The lines go back into stock (the goods came back, or never left): once the money went back. */
    restock: boolean().notNull().default(false),
    restockedAt: timestamp({ withTimezone: true }),
    failureReason: text(),
    /** The admin who refunded; null for the customer's cancellation (or an admin since removed). */
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    succeededAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'order_refunds_shipping_within',
      sql`${t.shippingCents} >= 0 and ${t.shippingCents} <= ${t.amountCents}`,
    ),
  ],
);

/** How many of each order line a refund pays back, and what (unit price × quantity, in cents). */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    id: id(),
    refundId: uuid()
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    amountCents: integer().notNull(),
  },
  (t) => [
    unique('order_refund_lines_refund_item_unique').on(t.refundId, t.orderItemId),
    index('order_refund_lines_item_idx').on(t.orderItemId),
    check('order_refund_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_refund_lines_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * A customer's withdrawal ('herroeping') of lines of a delivered order: a request the support desk
 * handles (its thread), which the admin settles with a refund.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    /** The order lines and quantities the customer sends back. */
    lines: jsonb().$type<RefundLineInput[]>().notNull(),
    contactMessageId: uuid().references(() => contactMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_withdrawals_order_idx').on(t.orderId, t.createdAt)],
);

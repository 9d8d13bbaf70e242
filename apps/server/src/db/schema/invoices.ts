import { type InvoiceContent, invoiceKinds } from '@shop/shared/invoice';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { orderRefunds } from './refunds.ts';

export const invoiceKindEnum = pgEnum('invoice_kind', invoiceKinds);

/**
 * The last number given out per year (decision 052): taken by an update of the year's row, which
 * holds the row's lock until the payment's transaction ends, so numbers are given one at a time,
 * in every process, and a transaction that rolls back gives its number back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer().primaryKey(),
    lastSequence: integer().notNull(),
  },
  (t) => [check('invoice_counters_positive', sql`${t.lastSequence} > 0`)],
);

/**
 * Every invoice and credit invoice the shop issued: its number, its date and what it states, fixed
 * when it was issued. Kept when its order is deleted (the law keeps invoices for seven years, and
 * the numbers must stay without gaps).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    kind: invoiceKindEnum().notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    /** `YYYY-NNNNNN`, from year and sequence. */
    number: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The invoice a credit invoice cancels (in part); null on an invoice. */
    creditedInvoiceId: uuid().references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** The refund a credit invoice is for (decision 057): one credit invoice per refund. */
    refundId: uuid().references(() => orderRefunds.id, { onDelete: 'set null' }),
    content: jsonb().$type<InvoiceContent>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One invoice per order; a credit invoice per refund, so an order may have several (decision 057).
    uniqueIndex('invoices_order_invoice_unique').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    unique('invoices_refund_unique').on(t.refundId),
    unique('invoices_number_unique').on(t.number),
    unique('invoices_year_sequence_unique').on(t.year, t.sequence),
    index('invoices_issued_idx').on(t.issuedAt),
    check(
      'invoices_credit_names_invoice',
      sql`(${t.kind} = 'credit') = (${t.creditedInvoiceId} is not null)`,
    ),
  ],
);

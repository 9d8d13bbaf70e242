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
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';

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
    /** The invoice a credit invoice cancels; null on an invoice. */
    creditedInvoiceId: uuid().references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    content: jsonb().$type<InvoiceContent>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_order_kind_unique').on(t.orderId, t.kind),
    unique('invoices_number_unique').on(t.number),
    unique('invoices_year_sequence_unique').on(t.year, t.sequence),
    unique('invoices_credited_unique').on(t.creditedInvoiceId),
    index('invoices_issued_idx').on(t.issuedAt),
    check(
      'invoices_credit_names_invoice',
      sql`(${t.kind} = 'credit') = (${t.creditedInvoiceId} is not null)`,
    ),
  ],
);

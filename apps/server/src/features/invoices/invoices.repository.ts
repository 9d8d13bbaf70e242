import type { InvoiceKind } from '@shop/shared/invoice';
import type { VatClass } from '@shop/shared/vat';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoiceCounters, invoices } from '../../db/schema/invoices.ts';
import { orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import type { Queryable } from '../../db/types.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Pick<
  InvoiceRow,
  'orderId' | 'kind' | 'issuedAt' | 'content' | 'creditedInvoiceId' | 'refundId'
>;

/** An invoice with the number of the invoice it credits (null on an invoice). */
export type IssuedInvoice = InvoiceRow & { creditedNumber: string | null };

/**
 * The next number of the year: the year's counter row is created at its first invoice or raised by
 * one, and stays locked until the caller's transaction ends. Another transaction that wants a
 * number of the same year waits for it; one that rolls back gives its number back.
 */
export async function nextSequence(tx: Queryable, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ lastSequence: invoiceCounters.lastSequence });
  return row!.lastSequence;
}

export async function insertInvoice(
  tx: Queryable,
  invoice: NewInvoice & Pick<InvoiceRow, 'year' | 'sequence' | 'number'>,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  return row!;
}

const credited = alias(invoices, 'credited');

function issued(db: Queryable) {
  return db
    .select({ invoice: invoices, creditedNumber: credited.number })
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .$dynamic();
}

const flatten = (rows: { invoice: InvoiceRow; creditedNumber: string | null }[]): IssuedInvoice[] =>
  rows.map(({ invoice, creditedNumber }) => ({ ...invoice, creditedNumber }));

const ownedBy = (ownerId: string | undefined) =>
  ownerId === undefined
    ? undefined
    : sql`exists (select 1 from ${orders} where ${orders.id} = ${invoices.orderId} and ${orders.userId} = ${ownerId})`;

/** The order's (first) invoice of this kind; with `ownerId`, only when the order is that user's. */
export async function findOfOrder(
  db: Queryable,
  orderId: string,
  kind: InvoiceKind,
  ownerId?: string,
): Promise<IssuedInvoice | undefined> {
  const query = issued(db)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), ownedBy(ownerId)))
    .orderBy(asc(invoices.year), asc(invoices.sequence))
    .limit(1);
  return flatten(await query)[0];
}

/** The order's invoice with this number; with `ownerId`, only when the order is that user's. */
export async function findByNumber(
  db: Queryable,
  orderId: string,
  number: string,
  ownerId?: string,
): Promise<IssuedInvoice | undefined> {
  const query = issued(db).where(
    and(eq(invoices.orderId, orderId), eq(invoices.number, number), ownedBy(ownerId)),
  );
  return flatten(await query)[0];
}

/** The credit invoice of a refund, if it was issued. */
export async function findOfRefund(db: Queryable, refundId: string) {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.refundId, refundId));
  return row;
}

export async function findById(db: Queryable, id: string): Promise<IssuedInvoice | undefined> {
  return flatten(await issued(db).where(eq(invoices.id, id)))[0];
}

/** The invoices of these orders, the oldest first. */
/** What an order shows of each of its invoices. */
export const invoiceOfOrderColumns = {
  orderId: invoices.orderId,
  kind: invoices.kind,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
};
/** The order in which an order's invoices are shown: as numbered. */
export const invoiceOrder = [asc(invoices.year), asc(invoices.sequence)];

export function ofOrders(db: Queryable, orderIds: string[]) {
  return db
    .select(invoiceOfOrderColumns)
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(...invoiceOrder);
}

/** The VAT class of each of these products as it is now (a product that is gone is left out). */
export async function productVatClasses(db: Queryable, productIds: string[]): Promise<Map<string, VatClass>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, vatClass: products.vatClass })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.vatClass]));
}

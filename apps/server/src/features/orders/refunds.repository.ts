import type { RefundLineInput, RefundStatus } from '@shop/shared/refund';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { orderRefundLines, orderRefunds, orderWithdrawals } from '../../db/schema/refunds.ts';
import type { Queryable } from '../../db/types.ts';

export type RefundRow = typeof orderRefunds.$inferSelect;
export type WithdrawalRow = typeof orderWithdrawals.$inferSelect;
export type NewRefund = Pick<
  typeof orderRefunds.$inferInsert,
  'orderId' | 'kind' | 'amountCents' | 'shippingCents' | 'reason' | 'restock' | 'createdById'
>;

/** A refund's line with the order line it pays back. */
export interface RefundLineView {
  refundId: string;
  orderItemId: string;
  productId: string | null;
  title: string;
  /** The order line's own quantity and unit price, as invoiced. */
  lineQuantity: number;
  unitPriceCents: number;
  quantity: number;
  amountCents: number;
}

/**
 * The order's row, held until the transaction ends: every change of what is refunded on an order
 * waits for the one before it (decision 057). On the embedded database, whose one connection runs
 * one transaction at a time, the lock changes nothing: transactions never overlap there.
 */
export async function lockOrder(tx: Queryable, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function insertRefund(
  tx: Queryable,
  refund: NewRefund,
  lines: { orderItemId: string; quantity: number; amountCents: number }[],
): Promise<RefundRow> {
  const [row] = await tx.insert(orderRefunds).values(refund).returning();
  if (lines.length > 0) {
    await tx.insert(orderRefundLines).values(lines.map((line) => ({ ...line, refundId: row!.id })));
  }
  return row!;
}

export async function findRefund(db: Queryable, id: string) {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
  return row;
}

export async function findRefundByStripeId(db: Queryable, stripeRefundId: string) {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.stripeRefundId, stripeRefundId));
  return row;
}

/** A refund's line with the order line it pays back (order_refund_lines joined to order_items). */
export const refundLineColumns = {
  refundId: orderRefundLines.refundId,
  orderItemId: orderRefundLines.orderItemId,
  productId: orderItems.productId,
  title: orderItems.title,
  lineQuantity: orderItems.quantity,
  unitPriceCents: orderItems.unitPriceCents,
  quantity: orderRefundLines.quantity,
  amountCents: orderRefundLines.amountCents,
};
/** Each refund's lines together, by the order line's title. */
export const refundLineOrder = [asc(orderRefundLines.refundId), asc(orderItems.title), asc(orderItems.id)];
/** Refunds and requests to withdraw, the oldest first. */
export const refundOrder = [asc(orderRefunds.createdAt), asc(orderRefunds.id)];
export const withdrawalOrder = [asc(orderWithdrawals.createdAt), asc(orderWithdrawals.id)];

/** The lines of these refunds, with the order lines they pay back. */
export async function linesOf(db: Queryable, refundIds: string[]): Promise<RefundLineView[]> {
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: an empty list of refunds selects no line either; this only saves the query
  if (refundIds.length === 0) return [];
  return db
    .select(refundLineColumns)
    .from(orderRefundLines)
    .innerJoin(orderItems, eq(orderItems.id, orderRefundLines.orderItemId))
    .where(inArray(orderRefundLines.refundId, refundIds))
    .orderBy(...refundLineOrder);
}

/** Every refund of these orders (the oldest first), each with its lines. */
export async function refundsOf(db: Queryable, orderIds: string[]) {
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: an empty list of orders selects no refund either; this only saves the query
  if (orderIds.length === 0) return [];
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(...refundOrder);
  const lines = await linesOf(
    db,
    refunds.map((refund) => refund.id),
  );
  return withTheirLines(refunds, lines);
}

/** Each refund with its lines. */
export function withTheirLines(refunds: RefundRow[], lines: RefundLineView[]) {
  return refunds.map((refund) => ({ refund, lines: lines.filter((line) => line.refundId === refund.id) }));
}
export type RefundView = Awaited<ReturnType<typeof refundsOf>>[number];

/** The order's refunds that count against what is left: pending or succeeded, not failed. */
export async function countedRefunds(db: Queryable, orderId: string) {
  const views = await refundsOf(db, [orderId]);
  return views
    .filter(({ refund }) => refund.status !== 'failed')
    .map(({ refund, lines }) => ({
      amountCents: refund.amountCents,
      shippingCents: refund.shippingCents,
      lines: lines.map((line) => ({ lineId: line.orderItemId, quantity: line.quantity })),
    }));
}

/**
 * Pending → succeeded or failed, only while it is still pending: whichever of the provider's
 * answer and its events comes first settles the refund, the others change nothing.
 */
export async function settleRefund(
  tx: Queryable,
  id: string,
  status: Exclude<RefundStatus, 'pending'>,
  fields: Partial<Pick<RefundRow, 'stripeRefundId' | 'succeededAt' | 'failedAt' | 'failureReason'>>,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ status, ...fields })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
    .returning();
  return row;
}

/** Keeps the provider's id of a refund still pending (the first answer names it). */
export async function setStripeRefundId(db: Queryable, id: string, stripeRefundId: string) {
  await db
    .update(orderRefunds)
    .set({ stripeRefundId })
    .where(and(eq(orderRefunds.id, id), isNull(orderRefunds.stripeRefundId)));
}

/** The goods of a refund are to go back into stock (once it went through, if it has not yet). */
export async function setRestock(tx: Queryable, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ restock: true })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.restock, false), ne(orderRefunds.status, 'failed')))
    .returning();
  return row;
}

/** The goods of a refund that went through went back into stock, now. */
export async function markRestocked(tx: Queryable, id: string) {
  await tx
    .update(orderRefunds)
    .set({ restock: true, restockedAt: new Date() })
    .where(eq(orderRefunds.id, id));
}

/** What went back of the order so far: its refunds that went through. */
export async function succeededCents(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'succeeded')));
  return row!.total;
}

export async function insertWithdrawal(
  tx: Queryable,
  withdrawal: { orderId: string; reason: string; lines: RefundLineInput[]; contactMessageId: string },
) {
  const [row] = await tx.insert(orderWithdrawals).values(withdrawal).returning();
  return row!;
}

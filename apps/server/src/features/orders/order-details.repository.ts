import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fromJsonRows, jsonRows } from '../../db/json-rows.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { orderItems, orderStatusHistory } from '../../db/schema/orders.ts';
import { orderRefundLines, orderRefunds, orderWithdrawals } from '../../db/schema/refunds.ts';
import type { Queryable } from '../../db/types.ts';
import { invoiceOfOrderColumns, invoiceOrder } from '../invoices/invoices.repository.ts';
import { historyOrder, itemOrder } from './orders.repository.ts';
import {
  refundLineColumns,
  refundLineOrder,
  refundOrder,
  withdrawalOrder,
  withTheirLines,
} from './refunds.repository.ts';

const itemColumns = getTableColumns(orderItems);
const historyColumns = getTableColumns(orderStatusHistory);
const refundColumns = getTableColumns(orderRefunds);
const withdrawalColumns = getTableColumns(orderWithdrawals);

/**
 * Everything these orders show beside their rows, in one statement (decision 079): their lines,
 * status changes, invoices, refunds with their lines and requests to withdraw, each in the order
 * its own read gives it. A list of 50 orders costs one round trip for them, not six.
 */
export async function detailsOfOrders(db: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return { items: [], history: [], invoices: [], refunds: [], withdrawals: [] };
  // One parameter for the ids, however many: the statement's text and its binding stay small.
  const ids = sql.param(orderIds);
  const ofTheOrders = (column: PgColumn) => sql`${column} in (select id from wanted)`;
  const result = await db.execute(sql`
    with wanted as (select unnest(${ids}::uuid[]) as id)
    select
      ${jsonRows(itemColumns, sql`from ${orderItems} where ${ofTheOrders(orderItems.orderId)}`, itemOrder)} as items,
      ${jsonRows(historyColumns, sql`from ${orderStatusHistory} where ${ofTheOrders(orderStatusHistory.orderId)}`, historyOrder)} as history,
      ${jsonRows(invoiceOfOrderColumns, sql`from ${invoices} where ${ofTheOrders(invoices.orderId)}`, invoiceOrder)} as invoices,
      ${jsonRows(refundColumns, sql`from ${orderRefunds} where ${ofTheOrders(orderRefunds.orderId)}`, refundOrder)} as refunds,
      ${jsonRows(
        refundLineColumns,
        sql`from ${orderRefundLines} inner join ${orderItems} on ${orderItems.id} = ${orderRefundLines.orderItemId}
          where ${orderRefundLines.refundId} in
            (select ${orderRefunds.id} from ${orderRefunds} where ${ofTheOrders(orderRefunds.orderId)})`,
        refundLineOrder,
      )} as refund_lines,
      ${jsonRows(withdrawalColumns, sql`from ${orderWithdrawals} where ${ofTheOrders(orderWithdrawals.orderId)}`, withdrawalOrder)} as withdrawals
  `);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    items: fromJsonRows(itemColumns, row!.items),
    history: fromJsonRows(historyColumns, row!.history),
    invoices: fromJsonRows(invoiceOfOrderColumns, row!.invoices),
    refunds: withTheirLines(
      fromJsonRows(refundColumns, row!.refunds),
      fromJsonRows(refundLineColumns, row!.refund_lines),
    ),
    withdrawals: fromJsonRows(withdrawalColumns, row!.withdrawals),
  };
}

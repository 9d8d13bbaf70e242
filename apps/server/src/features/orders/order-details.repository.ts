import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fromJsonRows, type JsonColumns, jsonRows } from '../../db/json-rows.ts';
import { preparedPer } from '../../db/prepared.ts';
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

/** The page's order ids, one array parameter however many (decision 085). */
const wantedIds = sql.placeholder('ids');
const ofTheOrders = (column: PgColumn) => sql`${column} = any(${wantedIds}::uuid[])`;

/** The rows of `table` that belong to the wanted orders (by `orderId`), as `jsonRows` writes them. */
const rowsOfTheOrders = (columns: JsonColumns, table: PgTable, orderId: PgColumn, orderBy: SQL[]) =>
  jsonRows(columns, sql`from ${table} where ${ofTheOrders(orderId)}`, orderBy);

/** The details of the orders `ids` names, each kind as a JSON array of its rows. */
const detailsOfWanted = preparedPer((db: Queryable) =>
  db
    .select({
      items: rowsOfTheOrders(itemColumns, orderItems, orderItems.orderId, itemOrder),
      history: rowsOfTheOrders(historyColumns, orderStatusHistory, orderStatusHistory.orderId, historyOrder),
      invoices: rowsOfTheOrders(invoiceOfOrderColumns, invoices, invoices.orderId, invoiceOrder),
      refunds: rowsOfTheOrders(refundColumns, orderRefunds, orderRefunds.orderId, refundOrder),
      refundLines: jsonRows(
        refundLineColumns,
        sql`from ${orderRefundLines} inner join ${orderItems} on ${orderItems.id} = ${orderRefundLines.orderItemId}
          where ${orderRefundLines.refundId} in
            (select ${orderRefunds.id} from ${orderRefunds} where ${ofTheOrders(orderRefunds.orderId)})`,
        refundLineOrder,
      ),
      withdrawals: rowsOfTheOrders(
        withdrawalColumns,
        orderWithdrawals,
        orderWithdrawals.orderId,
        withdrawalOrder,
      ),
    })
    // One row, with no table of its own: every column is a subquery.
    .from(sql`(select 1) as one`)
    // Built once, and named: each pooled connection parses it once, not at every list (decision 086).
    .prepare('order_details'),
);

/**
 * Everything these orders show beside their rows, in one statement (decision 079): their lines,
 * status changes, invoices, refunds with their lines and requests to withdraw, each in the order
 * its own read gives it. A list of 50 orders costs one round trip for them, not six.
 */
export async function detailsOfOrders(db: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return { items: [], history: [], invoices: [], refunds: [], withdrawals: [] };
  const [row] = await detailsOfWanted(db).execute({ ids: orderIds });
  return {
    items: fromJsonRows(itemColumns, row!.items),
    history: fromJsonRows(historyColumns, row!.history),
    invoices: fromJsonRows(invoiceOfOrderColumns, row!.invoices),
    refunds: withTheirLines(
      fromJsonRows(refundColumns, row!.refunds),
      fromJsonRows(refundLineColumns, row!.refundLines),
    ),
    withdrawals: fromJsonRows(withdrawalColumns, row!.withdrawals),
  };
}

import { SHOP_TIME_ZONE } from '@shop/shared/locale';
import { revenueStatuses } from '@shop/shared/order';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { orderRefunds } from '../../db/schema/refunds.ts';
import type { Database, Queryable } from '../../db/types.ts';
import type { Day } from '../../lib/date-range.ts';

/*
 * The owner's sales figures (decision 056), grouped in SQL on the shop's clock: a day is a day in
 * Amsterdam, from its midnight to the next (23 or 25 hours on the nights the clock changes), and a
 * week an ISO week of those days. A sale counts on the day it was paid (its invoice's date).
 */

/** The shop's zone as a literal: the same text in a select and its group by, which a parameter is not. */
const ZONE = sql.raw(`'${SHOP_TIME_ZONE.replaceAll("'", "''")}'`);

/** The first and last day of a period, both included. */
export interface SalesPeriod {
  from: Day;
  to: Day;
}

/** Amsterdam's midnight at the start of `day`, as an instant. */
const midnightOf = (day: SQL) => sql`(${day}::timestamp at time zone ${ZONE})`;

/** The instants the period runs over: from its first midnight up to, not including, the one after its last day. */
function instants(period: SalesPeriod) {
  return {
    start: midnightOf(sql`${period.from}::date`),
    end: midnightOf(sql`(${period.to}::date + 1)`),
  };
}

/** Orders paid in the period whose money the shop kept. */
function salesIn(period: SalesPeriod): SQL | undefined {
  const { start, end } = instants(period);
  return and(inArray(orders.status, [...revenueStatuses]), gte(orders.paidAt, start), lt(orders.paidAt, end));
}

export interface SalesRow {
  revenueCents: number;
  vatCents: number;
  orders: number;
}
export interface DaySalesRow extends SalesRow {
  day: Day;
}
export interface WeekSalesRow extends SalesRow {
  week: string;
  start: Day;
}
export interface ProductSalesRow {
  productId: string | null;
  title: string;
  quantity: number;
  revenueCents: number;
}
export interface SalesFigureRows {
  perDay: DaySalesRow[];
  perWeek: WeekSalesRow[];
  byQuantity: ProductSalesRow[];
  byRevenue: ProductSalesRow[];
  refunds: { count: number; amountCents: number };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The sales of the period per day on the shop's clock: every day of it, also those without sales. */
function perDay(db: Queryable, period: SalesPeriod) {
  return db.execute(sql`
    with sales as (
      select (${orders.paidAt} at time zone ${ZONE})::date as day, ${orders.totalCents} as total_cents,
        ${orders.vatCents} as vat_cents
      from ${orders} where ${salesIn(period)}
    )
    select to_char(d, 'YYYY-MM-DD') as "day", coalesce(sum(s.total_cents), 0)::float8 as "revenueCents",
      coalesce(sum(s.vat_cents), 0)::float8 as "vatCents", count(s.day)::int as "orders"
    from generate_series(${period.from}::date::timestamp, ${period.to}::date::timestamp, interval '1 day') as d
    left join sales s on s.day = d::date
    group by d order by d`);
}

/** The sales of the period per ISO week (Monday to Sunday) of its days: every week it touches. */
function perWeek(db: Queryable, period: SalesPeriod) {
  return db.execute(sql`
    with sales as (
      select date_trunc('week', (${orders.paidAt} at time zone ${ZONE})::date::timestamp) as week,
        ${orders.totalCents} as total_cents, ${orders.vatCents} as vat_cents
      from ${orders} where ${salesIn(period)}
    )
    select to_char(w, 'IYYY-"W"IW') as "week", to_char(w, 'YYYY-MM-DD') as "start",
      coalesce(sum(s.total_cents), 0)::float8 as "revenueCents",
      coalesce(sum(s.vat_cents), 0)::float8 as "vatCents", count(s.week)::int as "orders"
    from generate_series(date_trunc('week', ${period.from}::date::timestamp), ${period.to}::date::timestamp,
      interval '1 week') as w
    left join sales s on s.week = w
    group by w order by w`);
}

/**
 * The products sold most in the period, by pieces or by what their lines brought in. A product is
 * named by its title now; one deleted since by the title its lines kept (each such title apart).
 */
function topProducts(db: Queryable, period: SalesPeriod, by: 'quantity' | 'revenue', limit: number) {
  const quantity = sql`sum(${orderItems.quantity})`;
  const revenue = sql`sum(${orderItems.unitPriceCents}::bigint * ${orderItems.quantity})`;
  const [first, second] = by === 'quantity' ? [quantity, revenue] : [revenue, quantity];
  return db.execute(sql`
    select ${orderItems.productId} as "productId",
      coalesce(max(${products.title}), max(${orderItems.title})) as "title",
      ${quantity}::int as "quantity", ${revenue}::float8 as "revenueCents"
    from ${orderItems}
    join ${orders} on ${orders.id} = ${orderItems.orderId}
    left join ${products} on ${products.id} = ${orderItems.productId}
    where ${salesIn(period)}
    group by ${orderItems.productId}, case when ${orderItems.productId} is null then ${orderItems.title} end
    order by ${first} desc, ${second} desc, 2 asc
    limit ${limit}`);
}

/**
 * The money that went back in the period, whenever it was paid: every refund that went through
 * then (decision 057: per line, shipping or the whole order), and an order made 'refunded' then
 * before refunds moved money (it has no refund of its own) at its total.
 */
async function refunds(db: Queryable, period: SalesPeriod) {
  const { start, end } = instants(period);
  const refundedBefore = db
    .select({ amountCents: orders.totalCents })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'refunded'),
        sql`not exists (${db.select({ one: sql`1` }).from(orderRefunds).where(eq(orderRefunds.orderId, orders.id))})`,
        sql`exists (${db
          .select({ one: sql`1` })
          .from(orderStatusHistory)
          .where(
            and(
              eq(orderStatusHistory.orderId, orders.id),
              eq(orderStatusHistory.status, 'refunded'),
              gte(orderStatusHistory.at, start),
              lt(orderStatusHistory.at, end),
            ),
          )})`,
      ),
    );
  const wentBack = db
    .select({ amountCents: orderRefunds.amountCents })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, 'succeeded'),
        gte(orderRefunds.succeededAt, start),
        lt(orderRefunds.succeededAt, end),
      ),
    );
  const [row] = rowsOf<{ count: number; amountCents: number }>(
    await db.execute(sql`
      select count(*)::int as "count", coalesce(sum(t.amount), 0)::float8 as "amountCents"
      from (${wentBack} union all ${refundedBefore}) as t(amount)`),
  );
  return { count: row?.count ?? 0, amountCents: row?.amountCents ?? 0 };
}

/** Every sales figure of the period, read in one snapshot so they agree with each other. */
export function salesFigures(db: Database, period: SalesPeriod, topCount: number): Promise<SalesFigureRows> {
  return db.transaction(
    async (tx) => ({
      perDay: rowsOf<DaySalesRow>(await perDay(tx, period)),
      perWeek: rowsOf<WeekSalesRow>(await perWeek(tx, period)),
      byQuantity: rowsOf<ProductSalesRow>(await topProducts(tx, period, 'quantity', topCount)),
      byRevenue: rowsOf<ProductSalesRow>(await topProducts(tx, period, 'revenue', topCount)),
      refunds: await refunds(tx, period),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

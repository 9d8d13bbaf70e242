import { SHOP_TIME_ZONE } from '@shop/shared/locale';
import { and, eq, gte, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { statementAsJson } from '../../db/json-rows.ts';
import { preparedPer } from '../../db/prepared.ts';
import { salesDays } from '../../db/schema/dashboard.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { orderRefunds } from '../../db/schema/refunds.ts';
import type { Database, Queryable } from '../../db/types.ts';
import type { Day } from '../../lib/date-range.ts';

/*
 * The owner's sales figures (decision 056) on the shop's clock: a day is a day in Amsterdam, from
 * its midnight to the next, and a week an ISO week of those days. A sale counts on the day it was
 * paid. The periods are whole days, so every sales figure is read from the daily rollup
 * (`sales_days`), which triggers keep exact, today included.
 */

/** The shop's zone as a literal: the same text in a select and its group by, which a parameter is not. */
const ZONE = sql.raw(`'${SHOP_TIME_ZONE.replaceAll("'", "''")}'`);

/** The first and last day of a period, both included. */
export interface SalesPeriod {
  from: Day;
  to: Day;
}

/** A value a statement is built with: given, or a placeholder of the prepared statement (decision 086). */
type Given<T> = T | Placeholder;
/** A period's days as a statement is built with them. */
interface PeriodBounds {
  from: Given<Day>;
  to: Given<Day>;
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

/** The rollup's rows of whole orders: a day's orders, totals and VAT. */
const orderRows = sql`${salesDays.productId} is null and ${salesDays.title} is null`;
const inPeriod = (period: PeriodBounds) =>
  sql`${salesDays.day} between ${period.from}::date and ${period.to}::date`;

/** The sales of the period per day: every day of it, also those without sales. */
function perDay(period: PeriodBounds) {
  return sql`
    select to_char(d, 'YYYY-MM-DD') as "day", coalesce(${salesDays.revenueCents}, 0)::float8 as "revenueCents",
      coalesce(${salesDays.vatCents}, 0)::float8 as "vatCents", coalesce(${salesDays.orders}, 0)::int as "orders"
    from generate_series(${period.from}::date::timestamp, ${period.to}::date::timestamp, interval '1 day') as d
    left join ${salesDays} on ${salesDays.day} = d::date and ${orderRows}
    order by d`;
}

/** The sales of the period per ISO week (Monday to Sunday) of its days: every week it touches. */
function perWeek(period: PeriodBounds) {
  return sql`
    with sales as (
      select date_trunc('week', ${salesDays.day}::timestamp) as week, ${salesDays.revenueCents} as revenue_cents,
        ${salesDays.vatCents} as vat_cents, ${salesDays.orders} as orders
      from ${salesDays} where ${orderRows} and ${inPeriod(period)}
    )
    select to_char(w, 'IYYY-"W"IW') as "week", to_char(w, 'YYYY-MM-DD') as "start",
      coalesce(sum(s.revenue_cents), 0)::float8 as "revenueCents",
      coalesce(sum(s.vat_cents), 0)::float8 as "vatCents", coalesce(sum(s.orders), 0)::int as "orders"
    from generate_series(date_trunc('week', ${period.from}::date::timestamp), ${period.to}::date::timestamp,
      interval '1 week') as w
    left join sales s on s.week = w
    group by w order by w`;
}

/** How many products the first look at the top lists weighs; four times as many each time that is not enough. */
const FIRST_CANDIDATES = 256;

type Ranking = 'quantity' | 'revenue';

/** The sort of a top list: by its figure, then by the other, then by title. */
const rankedBy = (by: Ranking, quantity: SQL | AnyPgColumn, revenue: SQL | AnyPgColumn) =>
  by === 'quantity'
    ? sql`${quantity} desc nulls last, ${revenue} desc nulls last`
    : sql`${revenue} desc nulls last, ${quantity} desc nulls last`;

/** Whether figures `a` rank strictly below figures `b` in a top list `by` (ties go on to the title). */
function ranksBelow(by: Ranking, a: ProductSalesRow, b: ProductSalesRow): boolean {
  const [a1, a2, b1, b2] =
    by === 'quantity'
      ? [a.quantity, a.revenueCents, b.quantity, b.revenueCents]
      : [a.revenueCents, a.quantity, b.revenueCents, b.quantity];
  return a1 < b1 || (a1 === b1 && a2 < b2);
}

/**
 * The products sold most in the period, by pieces or by what their lines brought in. A product is
 * named by its title now; one deleted since by the title its lines kept (each such title apart).
 *
 * Summing every product over the period costs as much as there are products; instead the products
 * are weighed in the order of their figures over every day (the rollup's rows without a day),
 * which no period can exceed. Once the last one weighed ranks below the list's last place, no
 * product not weighed can reach the list, so the list is exact.
 */
function topProductsRead(period: PeriodBounds, by: Ranking, limit: Given<number>, candidates: Given<number>) {
  const weighed = sql`
      select ${salesDays.productId} as product_id, ${salesDays.title} as title,
        ${salesDays.quantity} as quantity, ${salesDays.lineRevenueCents} as revenue
      from ${salesDays}
      where ${salesDays.day} is null
      order by ${rankedBy(by, salesDays.quantity, salesDays.lineRevenueCents)}
      limit ${candidates}`;
  // The last product weighed: none when every product was.
  const last = sql`
        select c.quantity::int as "quantity", c.revenue::float8 as "revenueCents"
        from (${weighed}) as c
        order by ${rankedBy(by, sql`c.quantity`, sql`c.revenue`)} limit 1 offset (${candidates}::int - 1)`;
  const top = sql`
        with c as (${weighed}),
        sold as (
          select c.product_id, c.title, t.quantity, t.revenue
          from c cross join lateral (
            select sum(s.quantity) as quantity, sum(s.line_revenue_cents) as revenue
            from ${salesDays} as s
            where s.product_id = c.product_id and s.title is null and s.day between ${period.from}::date and ${period.to}::date
          ) as t
          where c.product_id is not null
          union all
          select c.product_id, c.title, t.quantity, t.revenue
          from c cross join lateral (
            select sum(s.quantity) as quantity, sum(s.line_revenue_cents) as revenue
            from ${salesDays} as s
            where s.product_id is null and s.title = c.title and s.day between ${period.from}::date and ${period.to}::date
          ) as t
          where c.product_id is null
        )
        select sold.product_id as "productId", coalesce(${products.title}, sold.title) as "title",
          sold.quantity::int as "quantity", sold.revenue::float8 as "revenueCents"
        from sold left join ${products} on ${products.id} = sold.product_id
        where sold.quantity > 0
        order by ${rankedBy(by, sql`sold.quantity`, sql`sold.revenue`)}, 2 asc
        limit ${limit}`;
  return { last, top };
}

/** The order of a top list's rows read back as JSON: as the list ranks them. */
const topOrder = (by: Ranking) =>
  sql`${rankedBy(by, sql`r."quantity"`, sql`r."revenueCents"`)}, r."title" asc`;

/** Whether a top list read with its last product weighed is exact (see `topProducts`). */
function settled(
  by: Ranking,
  last: ProductSalesRow | undefined,
  top: ProductSalesRow[],
  limit: number,
): boolean {
  // Every product weighed, or the last one weighed (and so every one after it) below the list.
  const lastPlace = top[limit - 1];
  return !last || (lastPlace !== undefined && ranksBelow(by, last, lastPlace));
}

async function topProducts(db: Queryable, period: SalesPeriod, by: Ranking, limit: number, looks: TopLooks) {
  for (let candidates = FIRST_CANDIDATES; ; candidates *= 4) {
    const read = topProductsRead(period, by, limit, candidates);
    const [last] = rowsOf<ProductSalesRow>(await db.execute(read.last));
    const top = rowsOf<ProductSalesRow>(await db.execute(read.top));
    if (settled(by, last, top, limit)) {
      looks[by] = Math.max(looks[by], candidates);
      return top;
    }
  }
}

/**
 * How many products each top list weighs at its first look: as many as the last list that needed
 * more settled at. A shop whose sales spread over many products weighs that many from then on,
 * and its figures stay one statement.
 */
export type TopLooks = Record<Ranking, number>;
export const firstLooks = (): TopLooks => ({ quantity: FIRST_CANDIDATES, revenue: FIRST_CANDIDATES });

/**
 * The money that went back in the period, whenever it was paid: every refund that went through
 * then (decision 057: per line, shipping or the whole order), and an order made 'refunded' then
 * before refunds moved money (it has no refund of its own) at its total.
 */
function refunds(db: Queryable, period: PeriodBounds) {
  const midnightOf = (day: SQL) => sql`(${day}::timestamp at time zone ${ZONE})`;
  const start = midnightOf(sql`${period.from}::date`);
  const end = midnightOf(sql`(${period.to}::date + 1)`);
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
  return sql`
      select count(*)::int as "count", coalesce(sum(t.amount), 0)::float8 as "amountCents"
      from (${wentBack} union all ${refundedBefore}) as t(amount)`;
}

/** What the one statement of `salesFigures` reads, per figure: its rows as a JSON array. */
interface FigureRowsAsJson {
  perDay: DaySalesRow[];
  perWeek: WeekSalesRow[];
  byQuantity: ProductSalesRow[];
  lastByQuantity: ProductSalesRow[];
  byRevenue: ProductSalesRow[];
  lastByRevenue: ProductSalesRow[];
  refunds: { count: number; amountCents: number }[];
}

/**
 * Every figure in one statement, prepared once per database handle and named (decision 086): it
 * is the same for every period and every first look but for its values, so it is built by Drizzle
 * and parsed by each pooled connection once, not at every request.
 */
const figuresStatement = preparedPer((db: Database) => {
  const period = { from: sql.placeholder('from'), to: sql.placeholder('to') };
  const topCount = sql.placeholder('topCount');
  const quantity = topProductsRead(period, 'quantity', topCount, sql.placeholder('quantityLooks'));
  const revenue = topProductsRead(period, 'revenue', topCount, sql.placeholder('revenueLooks'));
  return db
    .select({
      perDay: statementAsJson(perDay(period), sql`r."day"`),
      perWeek: statementAsJson(perWeek(period), sql`r."start"`),
      byQuantity: statementAsJson(quantity.top, topOrder('quantity')),
      lastByQuantity: statementAsJson(quantity.last, sql`1`),
      byRevenue: statementAsJson(revenue.top, topOrder('revenue')),
      lastByRevenue: statementAsJson(revenue.last, sql`1`),
      refunds: statementAsJson(refunds(db, period), sql`1`),
    })
    .from(sql`(select 1) as one`)
    .prepare('sales_figures');
});

/**
 * Every sales figure of the period, read in one snapshot so they agree with each other: in one
 * statement, each figure's rows as JSON (decision 082). A top list whose first look did not
 * settle it (more products than it weighed can reach it) is read again with more, and then every
 * figure is read again in one transaction; the next first look weighs as many (`looks`).
 */
export async function salesFigures(
  db: Database,
  period: SalesPeriod,
  topCount: number,
  looks: TopLooks = firstLooks(),
): Promise<SalesFigureRows> {
  const [row] = (await figuresStatement(db).execute({
    ...period,
    topCount,
    quantityLooks: looks.quantity,
    revenueLooks: looks.revenue,
  })) as FigureRowsAsJson[];
  const figures = row!;
  if (
    settled('quantity', figures.lastByQuantity[0], figures.byQuantity, topCount) &&
    settled('revenue', figures.lastByRevenue[0], figures.byRevenue, topCount)
  ) {
    const { perDay: days, perWeek: weeks, byQuantity, byRevenue } = figures;
    return { perDay: days, perWeek: weeks, byQuantity, byRevenue, refunds: figures.refunds[0]! };
  }
  return db.transaction(
    async (tx) => ({
      perDay: rowsOf<DaySalesRow>(await tx.execute(perDay(period))),
      perWeek: rowsOf<WeekSalesRow>(await tx.execute(perWeek(period))),
      byQuantity: await topProducts(tx, period, 'quantity', topCount, looks),
      byRevenue: await topProducts(tx, period, 'revenue', topCount, looks),
      refunds: rowsOf<{ count: number; amountCents: number }>(await tx.execute(refunds(tx, period)))[0]!,
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

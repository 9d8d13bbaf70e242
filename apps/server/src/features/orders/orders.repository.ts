import type { Paged } from '@shop/shared/api';
import { SHOP_TIME_ZONE } from '@shop/shared/locale';
import type { OrderListQuery, OrderStatus } from '@shop/shared/order';
import { and, asc, desc, eq, gte, inArray, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inIdOrder } from '../../db/in-id-order.ts';
import { keptTotal } from '../../db/list-counts.ts';
import { type PageRequest, type PreparedPage, preparedSelectedPage } from '../../db/paging.ts';
import { preparedPer } from '../../db/prepared.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';
import { endOfRange } from '../../lib/date-range.ts';
import { escapeLike } from '../../lib/db-errors.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** An order as placed, with its lines in the order given. */
export type PlacedOrder = OrderRow & { items: OrderItemRow[] };

export async function insertOrder(
  db: Queryable,
  order: NewOrder,
  items: NewOrderItem[],
  createdAt = new Date(),
): Promise<PlacedOrder> {
  const [row] = await db
    .insert(orders)
    .values({ ...order, createdAt })
    .returning();
  const inserted = await db
    .insert(orderItems)
    .values(items.map((item, position) => ({ ...item, orderId: row!.id, position })))
    .returning();
  await db.insert(orderStatusHistory).values({ orderId: row!.id, status: 'pending' });
  return { ...row!, items: inserted };
}

/**
 * Moves the order from one of `from` to `to`, only if it is still there; appends the history.
 * Returns the updated row, or undefined when another request moved it first.
 */
export async function transitionOrder(
  db: Queryable,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  extra: Partial<
    Pick<
      OrderRow,
      'paidAt' | 'stripePaymentIntentId' | 'stockSettledAt' | 'shipmentCarrier' | 'trackingCode' | 'shippedAt'
    >
  > = {},
  { onlyWithoutSession = false } = {},
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    // The checkout's network address only counts while the order is pending (decision 035).
    .set({ status: to, ...extra, clientAddress: null })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [...from]),
        // Checked again on the row as it is when the update runs: a session attached meanwhile wins.
        onlyWithoutSession ? isNull(orders.stripeSessionId) : undefined,
      ),
    )
    .returning();
  if (row) await db.insert(orderStatusHistory).values({ orderId, status: to });
  return row;
}

/** Ties a still pending order to its payment session; false when the order is no longer pending. */
export async function setSessionId(db: Queryable, orderId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ stripeSessionId: sessionId })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Holds the buyer's row until the transaction ends: one checkout of a buyer at a time. */
export async function lockBuyer(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
}

/**
 * Holds the network address until the transaction ends, so two checkouts from one address count
 * each other's orders (the buyer is locked first, then the address, then the products' rows).
 */
export async function lockClientAddress(tx: Queryable, clientAddress: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`checkout-address:${clientAddress}`}, 0))`,
  );
}

/**
 * The buyer's orders that count as orders for a first-order code: paid ones (whatever became of
 * them since) and, with `pendingToo`, those still waiting for payment; never cancelled or expired.
 */
export async function countOrdersOf(
  db: Queryable,
  userId: string,
  { pendingToo = false } = {},
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        notInArray(
          orders.status,
          pendingToo ? ['cancelled', 'expired'] : ['cancelled', 'expired', 'pending'],
        ),
      ),
    );
  return row?.count ?? 0;
}

/** Pending orders placed from this network address by buyers other than `exceptUserId`. */
export async function countPendingFromAddress(
  db: Queryable,
  clientAddress: string,
  exceptUserId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.clientAddress, clientAddress),
        exceptUserId ? sql`${orders.userId} is distinct from ${exceptUserId}` : undefined,
      ),
    );
  return row?.count ?? 0;
}

export async function findOrder(db: Queryable, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The orders with these ids, in the order the ids are given; an id of an order that is gone names none. */
export async function findOrders(db: Queryable, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await db.select().from(orders).where(inArray(orders.id, ids)));
}

export async function findOrderBySession(db: Queryable, sessionId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.stripeSessionId, sessionId)).limit(1);
  return row;
}

export async function findOrderByPaymentIntent(db: Queryable, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.stripePaymentIntentId, paymentIntentId))
    .limit(1);
  return row;
}

export async function pendingOrdersOf(db: Queryable, userId: string, { withoutSession = false } = {}) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        withoutSession ? isNull(orders.stripeSessionId) : undefined,
      ),
    );
}

export async function stalePendingOrders(db: Queryable, olderThan: Date) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, olderThan)));
}

export async function itemsOf(db: Queryable, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** Each order's lines together, in their order. */
export const itemOrder = [asc(orderItems.orderId), asc(orderItems.position)];
/** Status changes, the oldest first. */
export const historyOrder = [asc(orderStatusHistory.at), asc(orderStatusHistory.id)];

/** The lines of these orders, each order's in their order. */
export function itemsOfOrders(db: Queryable, orderIds: string[]) {
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(...itemOrder);
}

/** The status changes of these orders, the oldest first. */
export function historyOfOrders(db: Queryable, orderIds: string[]) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(...historyOrder);
}

export async function itemsAndHistory(db: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return { items: [], history: [] };
  // One after the other: on a transaction both use its one connection.
  const items = await itemsOfOrders(db, orderIds);
  const history = await historyOfOrders(db, orderIds);
  return { items, history };
}

/** The admin list's filters, and the buyer's own (`userId`); none of them paging. */
export type OrderFilterQuery = Omit<OrderListQuery, 'page' | 'limit'> & { userId?: string };
type OrderFilterName = keyof OrderFilterQuery;

/** The pattern that finds `text` anywhere in a column, its own `%` and `_` taken as they are. */
const anywhere = (text: string) => `%${escapeLike(text)}%`;
const cartTitleMatches = (pattern: unknown) => sql`${orderItems.title} ilike ${pattern}`;
const contains = (column: PgColumn) => ({
  where: (pattern: unknown) => sql`${column} ilike ${pattern}`,
  bind: anywhere,
});
const equals = (column: PgColumn) => ({
  where: (value: unknown) => eq(column, value as string),
});

/**
 * Each filter of the orders list, in the order the statement tests them: its condition on the
 * value it is bound to (the value itself, or a prepared statement's placeholder), and how a
 * query's value becomes that value (the value itself when not said).
 */
const orderFilterRules: Record<
  OrderFilterName,
  { where: (bound: unknown) => SQL; bind?: (value: never) => unknown }
> = {
  userId: equals(orders.userId),
  userEmail: contains(orders.userEmail),
  status: equals(orders.status),
  stripeSessionId: equals(orders.stripeSessionId),
  stripePaymentIntentId: equals(orders.stripePaymentIntentId),
  cartTitle: {
    where: (pattern) =>
      sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems} where ${cartTitleMatches(pattern)})`,
    bind: anywhere,
  },
  firstName: contains(orders.addressFirstName),
  lastName: contains(orders.addressLastName),
  city: contains(orders.addressCity),
  country: contains(orders.addressCountry),
  from: { where: (from) => gte(orders.createdAt, from as Date) },
  to: { where: (to) => lt(orders.createdAt, to as Date), bind: endOfRange },
};
const orderFilterNames = Object.keys(orderFilterRules) as OrderFilterName[];

/** The filters `query` gives, in the statement's order. */
const givenFilters = (query: OrderFilterQuery) =>
  orderFilterNames.filter((name) => query[name] !== undefined);

/** The value the statement binds for the filter `name` of `query`. */
function boundValue(query: OrderFilterQuery, name: OrderFilterName): unknown {
  const { bind } = orderFilterRules[name];
  const value = query[name] as never;
  return bind ? bind(value) : value;
}

/** The condition of the filters `query` gives, with their values; undefined when it gives none. */
export function orderFilters(query: OrderFilterQuery): SQL | undefined {
  return and(...givenFilters(query).map((name) => orderFilterRules[name].where(boundValue(query, name))));
}

/** The list's filters that match a part of a text: their trigram indexes name rows to read and check. */
const partFilters: OrderFilterName[] = ['userEmail', 'firstName', 'lastName', 'city', 'country'];

/**
 * The page statement for the orders the filters `given` select, each bound to a placeholder of its
 * name: the count, and the ids of the page (a page deep in the list skips index entries, not rows)
 * with their rows, as `readSelectedPage` reads them.
 *
 * A filter that matches a part of a text reads every row its trigram index names to check it:
 * the orders it selects (their ids and times) are then gathered once, and the count and the page
 * both come from that set. Without one, the count and the page each read an index instead: the
 * count a small one, the page the newest entries of the one on the time.
 */
function pageStatement(
  db: Queryable,
  given: OrderFilterName[],
  statementName: string,
): PreparedPage<OrderRow> {
  const onlyOrNone = (name: OrderFilterName) => given.every((filter) => filter === name);
  const selected = db
    .select({ id: orders.id, sortKey: orders.createdAt })
    .from(orders)
    .where(and(...given.map((name) => orderFilterRules[name].where(sql.placeholder(name)))));
  return preparedSelectedPage(
    db,
    {
      table: orders,
      selected,
      descending: true,
      rowOrder: [desc(orders.createdAt), desc(orders.id)],
      gathered: given.some((filter) => partFilters.includes(filter)),
      // Only a product's name selects: every line belongs to an order that exists (its lines go
      // with it), so the orders are counted among the matching lines alone, not by reading every order.
      totals:
        given.includes('cartTitle') && onlyOrNone('cartTitle')
          ? db
              .select({ total: sql<number>`count(distinct ${orderItems.orderId})::int`.as('total') })
              .from(orderItems)
              .where(cartTitleMatches(sql.placeholder('cartTitle')))
              .as('totals')
          : onlyOrNone('status')
            ? keptTotal(db, 'orders', given.includes('status') ? sql.placeholder('status') : undefined)
            : undefined,
    },
    statementName,
  );
}

/** Per database handle, the page statement of each set of filters asked for so far, by its name. */
const pageStatements = preparedPer((_db: Queryable) => new Map<string, PreparedPage<OrderRow>>());

/**
 * A page of the orders the list's filters select, the newest first, with their number, as
 * `readPage` answers it (the page clamped to the pages there are), in one statement prepared for
 * the filters given, which then only binds their values.
 */
export function pageOfOrders(
  db: Queryable,
  query: OrderFilterQuery,
  request: PageRequest,
): Promise<Paged<OrderRow>> {
  const given = givenFilters(query);
  // Named for the filters it binds: one statement per set of them, each prepared once (decision 089).
  const statementName = `orders_page_${given.map((filter) => orderFilterNames.indexOf(filter)).join('_')}`;
  const statements = pageStatements(db);
  let read = statements.get(statementName);
  if (!read) {
    read = pageStatement(db, given, statementName);
    statements.set(statementName, read);
  }
  return read(Object.fromEntries(given.map((name) => [name, boundValue(query, name)])), request);
}

/** Where an export stopped: the last order it read, by its exact creation time (to the microsecond) and id. */
export interface OrderCursor {
  createdAt: string;
  id: string;
}

/** Instants as the shop's people read them in a spreadsheet: '25-11-2026 14:05', Amsterdam's time. */
const shopTime = (instant: typeof orders.createdAt | typeof orders.paidAt) =>
  sql<string | null>`to_char(${instant} at time zone ${SHOP_TIME_ZONE}, 'DD-MM-YYYY HH24:MI')`;

/**
 * Up to `limit` of the orders `where` selects, newest first, after `cursor` (the last of the page
 * before): each with its number of pieces and its times on the shop's clock. A page is one short
 * query, so an export of any length never holds the database (on the embedded one, its only
 * connection) for more than a page.
 */
export function exportPage(db: Queryable, where: SQL | undefined, cursor: OrderCursor | null, limit: number) {
  return db
    .select({
      order: orders,
      // Spelled out with an alias: in a select list Drizzle writes a column without its table.
      itemCount: sql<number>`(select coalesce(sum(lines.quantity), 0)::int from ${orderItems} as lines
        where lines.order_id = ${orders}.id)`,
      createdAtText: shopTime(orders.createdAt),
      paidAtText: shopTime(orders.paidAt),
      cursor: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(orders)
    .where(
      and(
        where,
        cursor
          ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
export type ExportPageRow = Awaited<ReturnType<typeof exportPage>>[number];

export async function deleteOrder(db: Queryable, id: string) {
  const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  return rows.length === 1;
}

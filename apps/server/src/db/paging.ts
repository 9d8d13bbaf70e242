import { type Paged, pageWindow } from '@shop/shared/api';
import { asc, count, desc, eq, type Placeholder, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Queryable } from './types.ts';

/** The page a list request asks for: its number (clamped to the pages there are) and its size. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The order of a page: what it sorts on, ending in a unique column so pages never overlap. */
export type PageOrder = [PgColumn | SQL, ...(PgColumn | SQL)[]];

/**
 * One page of what `query` selects (its columns, joins and filter; no order or limit) in `order`.
 * The rows are counted first, with the same joins and filter; the shared page window then clamps
 * the requested page to 1..totalPages (an empty list is page 1 of 1, a page beyond the end is the
 * last one), and only a list with rows reads a page of them. On a transaction both queries read
 * its one snapshot.
 */
export async function readPage<Query extends PgSelect>(
  db: Queryable,
  query: Query,
  order: PageOrder,
  request: PageRequest,
): Promise<Paged<Query['_']['result'][number]>> {
  // The count selects from the same query: PostgreSQL folds the subquery into a plain count and
  // leaves out the columns and the joins the filter does not need.
  const [counted] = await db.select({ total: count() }).from(sql`(${query}) as filtered`);
  const { offset, ...window } = pageWindow(request.page, request.limit, counted?.total ?? 0);
  if (window.totalRecords === 0) return { data: [], ...window };
  const data = await query
    .orderBy(...order)
    .limit(window.limit)
    .offset(offset);
  return { data, ...window };
}

/** One statement's answer for a page: the count on every row, and the page's rows (none when empty). */
export type CountedRows<Row> = { total: number; row: Row | null }[];

/**
 * A page read by one statement that answers the count with the page's rows (`read(offset, limit)`),
 * as `readPage` answers it: the page clamped to 1..totalPages. The page asked for is read at once;
 * only a page beyond the last is read again, as the last one.
 */
export async function readCountedPage<Row>(
  request: PageRequest,
  read: (offset: number, limit: number) => Promise<CountedRows<Row>>,
): Promise<Paged<Row>> {
  const asked = pageWindow(request.page, request.limit, Number.POSITIVE_INFINITY);
  const rows = await read(asked.offset, asked.limit);
  const total = rows[0]?.total ?? 0;
  const { offset, ...window } = pageWindow(request.page, request.limit, total);
  if (total === 0) return { data: [], ...window };
  const page = offset === asked.offset ? rows : await read(offset, window.limit);
  return { data: page.flatMap(({ row }) => (row ? [row] : [])), ...window };
}

/** What a counted page selects its rows by: their ids and the key they sort on (a unique id breaks ties). */
type IdAndSortKey = { id: PgColumn; sortKey: PgColumn | SQL.Aliased };

/** What a counted page of `table`'s rows is read by (see `readSelectedPage`). */
export interface SelectedPage<Table extends PgTable & { id: PgColumn }> {
  table: Table;
  selected: TypedQueryBuilder<IdAndSortKey> & { as(alias: string): unknown };
  descending: boolean;
  rowOrder: SQL[];
  gathered: boolean;
  totals?: Subquery & { total: SQL.Aliased<number> };
}

/** The statement of `readSelectedPage` for the page at `offset` of `limit` rows (numbers, or placeholders). */
function selectedPageStatement<Table extends PgTable & { id: PgColumn }>(
  db: Queryable,
  { table, selected, descending, rowOrder, gathered, totals }: SelectedPage<Table>,
  offset: number | Placeholder,
  limit: number | Placeholder,
) {
  const cte = db.$with('matched').as(selected);
  const matched = (gathered ? cte : selected.as('matched')) as unknown as IdAndSortKey &
    Subquery<'matched', Record<string, unknown>>;
  const by = descending ? desc : asc;
  const counted =
    totals ??
    db
      .select({ total: sql<number>`count(*)::int`.as('total') })
      .from(matched)
      .as('totals');
  const pageIds = db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(by(matched.sortKey), by(matched.id))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  // A row even when the page is empty: the count comes with it.
  return db
    .with(...(gathered ? [cte] : []))
    .select({ total: counted.total, row: table as PgTable })
    .from(counted)
    .leftJoin(pageIds, sql`true`)
    .leftJoin(table as PgTable, eq(table.id, pageIds.id))
    .orderBy(...rowOrder);
}

/**
 * A page of `table`'s rows as `readCountedPage` reads it, in one statement: the count of what
 * `selected` picks (its ids and sort keys; the filters, no order or limit), and the ids of the
 * page (a page deep in the list skips index entries, not rows) joined to their rows, sorted by
 * `rowOrder` (the same order, written on the table).
 *
 * `gathered`: the selection reads every row it may pick to check it (a part-of-a-text filter), so
 * it is gathered once, as a common table expression named by both the count and the page, which
 * PostgreSQL then keeps; otherwise each reads an index of its own. `totals` counts in its place
 * when something cheaper than the selection holds the number (a subquery with a `total` column).
 */
export function readSelectedPage<Table extends PgTable & { id: PgColumn }>(
  db: Queryable,
  page: SelectedPage<Table>,
  request: PageRequest,
): Promise<Paged<Table['$inferSelect']>> {
  return readCountedPage(
    request,
    (offset, limit) =>
      selectedPageStatement(db, page, offset, limit) as unknown as Promise<
        CountedRows<Table['$inferSelect']>
      >,
  );
}

/** A `readSelectedPage` whose statement is built once: `values` fill its placeholders, the page's two with it. */
export type PreparedPage<Row> = (
  values: Record<string, unknown>,
  request: PageRequest,
) => Promise<Paged<Row>>;

/**
 * `readSelectedPage` with its statement built once, with placeholders (its filters' own, and the
 * page's offset and limit), and prepared under `name` (decision 089): each call only binds values,
 * and node-postgres parses it once per pooled connection. `name` must be the statement's alone.
 */
export function preparedSelectedPage<Table extends PgTable & { id: PgColumn }>(
  db: Queryable,
  page: SelectedPage<Table>,
  name: string,
): PreparedPage<Table['$inferSelect']> {
  const statement = selectedPageStatement(
    db,
    page,
    sql.placeholder('offset'),
    sql.placeholder('limit'),
  ).prepare(name);
  return (values, request) =>
    readCountedPage(
      request,
      (offset, limit) =>
        statement.execute({ ...values, offset, limit }) as Promise<CountedRows<Table['$inferSelect']>>,
    );
}

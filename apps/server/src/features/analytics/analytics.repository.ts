import type { VisitQuery, VisitSummary } from '@shop/shared/analytics';
import { pageWindow } from '@shop/shared/api';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { namedUserColumns } from '../../db/named-user.ts';
import { type PageRequest, readPage } from '../../db/paging.ts';
import { pageVisitDayClients, pageVisitDays, pageVisitPaths, pageVisits } from '../../db/schema/analytics.ts';
import { appMeta } from '../../db/schema/app-metadata.ts';
import { users } from '../../db/schema/users.ts';
import type { Database, Queryable, Transaction } from '../../db/types.ts';
import { DAY_MS, endOfRange } from '../../lib/date-range.ts';
import { escapeLike } from '../../lib/db-errors.ts';
import {
  type ClientRow,
  type PageRow,
  type RolledUpVisits,
  summaryOf,
  TOP_PAGES,
  type ViewsAfter,
} from './visit-summary.ts';

export type NewVisit = typeof pageVisits.$inferInsert;

const contains = (column: PgColumn | SQL, text: string) => sql`${column} ilike ${`%${escapeLike(text)}%`}`;

export type VisitFilters = Omit<VisitQuery, 'page' | 'limit'>;

const hasUserFilter = (query: VisitFilters) =>
  Boolean(query.userEmail || query.userFirstName || query.userLastName);

/** The spec's visit filters; those on the visitor's name or e-mail need the users join. */
export function visitFilters(query: VisitFilters): SQL | undefined {
  return and(
    query.path ? contains(pageVisits.path, query.path) : undefined,
    query.referrer ? contains(pageVisits.referrer, query.referrer) : undefined,
    query.browser ? contains(pageVisits.browser, query.browser) : undefined,
    query.device ? contains(pageVisits.device, query.device) : undefined,
    query.userId ? sql`${pageVisits.userId}::text = ${query.userId}` : undefined,
    query.userEmail ? contains(users.email, query.userEmail) : undefined,
    query.userFirstName ? contains(users.firstName, query.userFirstName) : undefined,
    query.userLastName ? contains(users.lastName, query.userLastName) : undefined,
    query.from ? gte(pageVisits.startedAt, query.from) : undefined,
    query.to ? lt(pageVisits.startedAt, endOfRange(query.to)) : undefined,
  );
}

/**
 * A page of the visits the filters select, the newest first, each with its visitor. Counting every
 * view of a year is the slow part of the first page: when the daily rollup holds the filters (whole
 * days, nothing else) the views are counted from it, plus the views after its watermark.
 */
export async function pageOfVisits(db: Database, query: VisitFilters, request: PageRequest) {
  const visits = db
    .select({ visit: pageVisits, user: namedUserColumns(users) })
    .from(pageVisits)
    .leftJoin(users, eq(users.id, pageVisits.userId))
    .where(visitFilters(query))
    .$dynamic();
  const order = [desc(pageVisits.startedAt), desc(pageVisits.id)] as const;
  if (!rollupCounts(query)) return readPage(db, visits, [...order], request);
  const { offset, ...window } = pageWindow(request.page, request.limit, await countFromRollup(db, query));
  if (window.totalRecords === 0) return { data: [], ...window };
  const data = await visits
    .orderBy(...order)
    .limit(window.limit)
    .offset(offset);
  return { data, ...window };
}
export type VisitRow = Awaited<ReturnType<typeof pageOfVisits>>['data'][number];

/*
 * The daily rollup. `page_visit_days` (and, without the path, `page_visit_day_clients`) count every
 * view that started before the watermark in `app_meta`; the summary adds the views after it from
 * `page_visits`, in one snapshot, so it is exact whenever the rollup last ran. The rollup holds an
 * exclusive advisory lock while it moves the watermark; recording a view holds it shared, and a
 * view that arrives late for a day already rolled up is added to that day's rows at once.
 */
const ROLLED_UNTIL = 'page_visits_rolled_until';
const rollupLock = sql`hashtext('page_visit_rollup')`;
const watermark = sql`coalesce(
  (select ${appMeta.value}::timestamptz from ${appMeta} where ${appMeta.key} = ${ROLLED_UNTIL}),
  '-infinity'::timestamptz)`;
const utcDay = (instant: SQL | PgColumn) => sql`(${instant} at time zone 'UTC')::date`;

/** Adds the grouped `rows` (day, [path,] device class, browser, visits, milliseconds) to a rollup table. */
function addToRollup(tx: Transaction, table: typeof pageVisitDays | typeof pageVisitDayClients, rows: SQL) {
  const withPath = table === pageVisitDays;
  return tx.execute(sql`
    insert into ${table} (day, ${withPath ? sql`path, ` : sql``}device_class, browser, visits, total_duration_ms)
    ${rows}
    on conflict (day, ${withPath ? sql`path, ` : sql``}device_class, browser) do update
      set visits = ${table.visits} + excluded.visits,
          total_duration_ms = ${table.totalDurationMs} + excluded.total_duration_ms`);
}

/** Adds the grouped `rows` (path, visits, milliseconds) to the all-time totals per path. */
function addToPathTotals(tx: Transaction, rows: SQL) {
  return tx.execute(sql`
    insert into ${pageVisitPaths} (path, visits, total_duration_ms)
    ${rows}
    on conflict (path) do update
      set visits = ${pageVisitPaths.visits} + excluded.visits,
          total_duration_ms = ${pageVisitPaths.totalDurationMs} + excluded.total_duration_ms`);
}

/** Records one view, and counts it in its day's rollup rows if that day is already rolled up. */
export async function recordVisit(tx: Transaction, visit: NewVisit): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${rollupLock})`);
  await tx.insert(pageVisits).values(visit);
  const started = sql`${visit.startedAt.toISOString()}::timestamptz`;
  const [rolledUp] = (
    (await tx.execute(sql`select ${started} < ${watermark} as "rolledUp"`)) as unknown as {
      rows: { rolledUp: boolean }[];
    }
  ).rows;
  if (!rolledUp?.rolledUp) return;
  const client = sql`${visit.deviceClass ?? 'desktop'}, ${visit.browser ?? ''}, 1, ${visit.durationMs}`;
  await addToRollup(tx, pageVisitDays, sql`select ${utcDay(started)}, ${visit.path}, ${client}`);
  await addToRollup(tx, pageVisitDayClients, sql`select ${utcDay(started)}, ${client}`);
  await addToPathTotals(tx, sql`select ${visit.path}, 1, ${visit.durationMs}`);
}

/** How far the rollup reaches, or null before its first run. */
export async function rolledUntil(db: Queryable): Promise<Date | null> {
  const [mark] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ROLLED_UNTIL));
  return mark ? new Date(mark.value) : null;
}

/**
 * Rolls the views that started before `until` (a UTC midnight) and after the watermark into the
 * rollup tables, and moves the watermark to `until`; returns the path rollup's rows written.
 */
export async function rollUpVisits(tx: Transaction, until: Date): Promise<number> {
  // The first run on a large table reads it all: more than a request's statement timeout.
  await tx.execute(sql`set local statement_timeout = '10min'`);
  await tx.execute(sql`select pg_advisory_xact_lock(${rollupLock})`);
  const from = await rolledUntil(tx);
  if (from && from >= until) return 0;
  const range = and(from ? gte(pageVisits.startedAt, from) : undefined, lt(pageVisits.startedAt, until));
  const grouped = (columns: SQL, groups: SQL) => sql`
    select ${utcDay(pageVisits.startedAt)}, ${columns}, count(*), sum(${pageVisits.durationMs})
    from ${pageVisits} where ${range} group by ${groups}`;
  const written = await addToRollup(
    tx,
    pageVisitDays,
    grouped(sql`${pageVisits.path}, ${pageVisits.deviceClass}, ${pageVisits.browser}`, sql`1, 2, 3, 4`),
  );
  await addToRollup(
    tx,
    pageVisitDayClients,
    grouped(sql`${pageVisits.deviceClass}, ${pageVisits.browser}`, sql`1, 2, 3`),
  );
  await addToPathTotals(
    tx,
    sql`select ${pageVisits.path}, count(*), sum(${pageVisits.durationMs}) from ${pageVisits} where ${range} group by 1`,
  );
  await tx
    .insert(appMeta)
    .values({ key: ROLLED_UNTIL, value: until.toISOString() })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: until.toISOString() } });
  return affectedRows(written);
}

/** Every view and the rollup with them. */
export async function deleteVisits(tx: Transaction): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${rollupLock})`);
  await tx.delete(pageVisitDays);
  await tx.delete(pageVisitDayClients);
  await tx.delete(pageVisitPaths);
  await tx.delete(appMeta).where(eq(appMeta.key, ROLLED_UNTIL));
  return affectedRows(await tx.execute(sql`delete from ${pageVisits}`));
}

const affectedRows = (result: unknown) =>
  (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
  (result as { affectedRows?: number }).affectedRows ??
  0;

/** Whether a date filter is a whole UTC day, as the rollup counts them. */
const isWholeDay = (date: Date | undefined) => !date || date.getTime() % DAY_MS === 0;

/** Whether the rollup can answer the filters: path, browser and whole days are in it; the rest not. */
export const rollupAnswers = (query: VisitFilters) =>
  !(query.referrer || query.device || query.userId || hasUserFilter(query)) &&
  isWholeDay(query.from) &&
  isWholeDay(query.to);

/** Whether the rollup without the path (a few rows a day) can count the visits: whole days, no other filter. */
const rollupCounts = (query: VisitFilters) => rollupAnswers(query) && !query.path && !query.browser;

/**
 * The views in the filters' days: the rollup's, and those after its watermark, in one snapshot. The
 * watermark is read first so the recent views are counted through the index on their start with a
 * known bound (as a subquery the planner guesses a third of the table and scans it in parallel).
 */
function countFromRollup(db: Database, query: VisitFilters): Promise<number> {
  return db.transaction(
    async (tx) => {
      const mark = await rolledUntil(tx);
      const recent = and(visitFilters(query), mark ? gte(pageVisits.startedAt, mark) : undefined);
      const result = await tx.execute(sql`
        select (
          (select coalesce(sum(${pageVisitDayClients.visits}), 0) from ${pageVisitDayClients}
            ${where(rollupFilters(query, pageVisitDayClients))})
          + (select count(*) from ${pageVisits} ${where(recent)})
        )::float8 as "total"`);
      return (result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The filters on one rollup table (its day, and path and browser where it has them). */
function rollupFilters(query: VisitFilters, table: typeof pageVisitDays | typeof pageVisitDayClients) {
  const day = (date: Date) => sql`${date.toISOString().slice(0, 10)}::date`;
  return and(
    query.path && 'path' in table ? contains(table.path, query.path) : undefined,
    query.browser ? contains(table.browser, query.browser) : undefined,
    query.from ? sql`${table.day} >= ${day(query.from)}` : undefined,
    query.to ? sql`${table.day} <= ${day(query.to)}` : undefined,
  );
}

const where = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const readOnlySnapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Where a summary's rows come from: the views `views` selects (a where clause; null for none),
 * and the rollup or not.
 */
interface SummarySources {
  views: SQL | null;
  rollup: boolean;
}

/**
 * Which grouping set of day, device class, browser (and path, `withPath`) a row of sums belongs to,
 * as `kind` ('day', 'device', 'browser', 'page' or 'total' for the empty set), and its value as `key`.
 */
const groupedKindAndKey = (withPath: boolean) => sql`
  case ${withPath ? sql`when grouping(path) = 0 then 'page' ` : sql``}when grouping(day) = 0 then 'day'
    when grouping(device_class) = 0 then 'device' when grouping(browser) = 0 then 'browser'
    else 'total' end as kind,
  case ${withPath ? sql`when grouping(path) = 0 then path ` : sql``}when grouping(day) = 0 then to_char(day, 'YYYY-MM-DD')
    when grouping(device_class) = 0 then device_class::text when grouping(browser) = 0 then browser end as key`;

/** The join the views need for filters on the visitor's name or e-mail. */
const visitorsJoin = (query: VisitFilters) =>
  hasUserFilter(query) ? sql`left join ${users} on ${users.id} = ${pageVisits.userId}` : sql``;

/** The views and their time per day, per device class, per browser and in all (`ClientRow`s). */
function clientRowsStatement(query: VisitFilters, { views, rollup }: SummarySources): SQL {
  const clientTable = query.path ? pageVisitDays : pageVisitDayClients;
  const parts = [
    ...(views
      ? [
          sql`select ${utcDay(pageVisits.startedAt)} as day, ${pageVisits.deviceClass} as device_class,
          ${pageVisits.browser} as browser, count(*) as visits, sum(${pageVisits.durationMs}) as total_ms
        from ${pageVisits} ${visitorsJoin(query)} ${views} group by 1, 2, 3`,
        ]
      : []),
    ...(rollup
      ? [
          sql`select ${clientTable.day}, ${clientTable.deviceClass}, ${clientTable.browser},
          sum(${clientTable.visits}), sum(${clientTable.totalDurationMs})
        from ${clientTable} ${where(rollupFilters(query, clientTable))} group by 1, 2, 3`,
        ]
      : []),
  ];
  // Summed per day, per device class, per browser and in all at once (grouping sets): a few
  // hundred rows for the charts, not one per day, device and browser.
  return sql`
      select ${groupedKindAndKey(false)},
        coalesce(sum(visits), 0)::int as visits, coalesce(sum(total_ms), 0)::float8 as total_ms
      from (${sql.join(parts, sql` union all `)}) as v(day, device_class, browser, visits, total_ms)
      group by grouping sets ((day), (device_class), (browser), ())`;
}

/** The pages and their views and time (`PageRow`s), the most visited first (ties by path), `limit` of them. */
function pageRowsStatement(
  query: VisitFilters,
  { views, rollup }: SummarySources,
  limit: number | null,
): SQL {
  // Without days or a browser, the totals per path hold what the days' rows would add up to.
  const rolledUpPages =
    query.from || query.to || query.browser
      ? sql`select ${pageVisitDays.path}, sum(${pageVisitDays.visits}), sum(${pageVisitDays.totalDurationMs})
        from ${pageVisitDays} ${where(rollupFilters(query, pageVisitDays))} group by 1`
      : sql`select ${pageVisitPaths.path}, ${pageVisitPaths.visits}, ${pageVisitPaths.totalDurationMs}
        from ${pageVisitPaths} ${where(query.path ? contains(pageVisitPaths.path, query.path) : undefined)}`;
  const parts = [
    ...(views
      ? [
          sql`select ${pageVisits.path} as path, count(*) as visits, sum(${pageVisits.durationMs}) as total_ms
        from ${pageVisits} ${visitorsJoin(query)} ${views} group by 1`,
        ]
      : []),
    ...(rollup ? [rolledUpPages] : []),
  ];
  // Ties by path in the "C" collation, by code point, as visit-summary.ts orders them too.
  return sql`
      select path, sum(visits)::int as visits, coalesce(sum(total_ms), 0)::float8 as total_ms
      from (${sql.join(parts, sql` union all `)}) as v(path, visits, total_ms)
      group by path order by visits desc, path collate "C" ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

/** The views the filters select from `mark` on (all of them without a mark), as a where clause. */
const viewsFrom = (query: VisitFilters, mark: Date | null) =>
  where(and(visitFilters(query), mark ? gte(pageVisits.startedAt, mark) : undefined));

/**
 * The summary the charts show, for the filtered visits, read whole. Two statements in one
 * snapshot: the views per day, device and browser (every chart but the pages is summed from
 * these), and the ten most visited pages; each from the rollup plus the views after it, or, for a
 * filter the rollup does not hold, from the views alone.
 */
export async function summarise(db: Database, query: VisitFilters): Promise<VisitSummary> {
  const rollup = rollupAnswers(query);
  return db.transaction(async (tx) => {
    // The watermark read first: with a known bound the recent views are read through the index on
    // their start (as a subquery the planner guesses a third of the table and reads all of it).
    const sources = { views: viewsFrom(query, rollup ? await rolledUntil(tx) : null), rollup };
    return summaryOf(
      rowsOf<ClientRow>(await tx.execute(clientRowsStatement(query, sources))),
      rowsOf<PageRow>(await tx.execute(pageRowsStatement(query, sources, TOP_PAGES))),
    );
  }, readOnlySnapshot);
}

/**
 * What the rollup says for filters it holds (`rollupAnswers`), as of its watermark, in one
 * snapshot: its sums per day, device and browser, and its `listedPages` most visited pages (every
 * page it holds, when it holds no more).
 */
export async function rolledUpVisits(
  db: Database,
  query: VisitFilters,
  listedPages: number,
): Promise<RolledUpVisits> {
  return db.transaction(async (tx) => {
    const mark = await rolledUntil(tx);
    const sources = { views: null, rollup: true };
    const clients = rowsOf<ClientRow>(await tx.execute(clientRowsStatement(query, sources)));
    const pages = rowsOf<PageRow>(await tx.execute(pageRowsStatement(query, sources, listedPages + 1)));
    return { mark, clients, pages: pages.slice(0, listedPages), everyPage: pages.length <= listedPages };
  }, readOnlySnapshot);
}

/**
 * The sums of the views the filters select from `mark` on, per day, device, browser and in all,
 * and every page's: one statement, one pass over the views (grouping sets), so one snapshot.
 */
export async function viewsAfter(db: Database, query: VisitFilters, mark: Date | null): Promise<ViewsAfter> {
  const rows = rowsOf<Omit<ClientRow, 'kind'> & { kind: ClientRow['kind'] | 'page' }>(
    await db.execute(sql`
      select ${groupedKindAndKey(true)},
        count(*)::int as visits, coalesce(sum(duration_ms), 0)::float8 as total_ms
      from (
        select ${utcDay(pageVisits.startedAt)} as day, ${pageVisits.deviceClass} as device_class,
          ${pageVisits.browser} as browser, ${pageVisits.path} as path, ${pageVisits.durationMs} as duration_ms
        from ${pageVisits} ${visitorsJoin(query)} ${viewsFrom(query, mark)}
      ) as v
      group by grouping sets ((day), (device_class), (browser), (path), ())`),
  );
  return {
    clients: rows.filter((row): row is ClientRow => row.kind !== 'page'),
    pages: rows
      .filter((row) => row.kind === 'page')
      .map((row) => ({ path: row.key ?? '', visits: row.visits, total_ms: row.total_ms })),
  };
}

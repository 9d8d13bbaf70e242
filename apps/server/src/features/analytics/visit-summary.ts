import type { DeviceClass, VisitSummary } from '@shop/shared/analytics';

/** How many pages the summary lists, the most visited first. */
export const TOP_PAGES = 10;

/** The views and their time per day, per device class, per browser, or in all (`kind` says which). */
export interface ClientRow {
  kind: 'day' | 'device' | 'browser' | 'total';
  key: string | null;
  visits: number;
  total_ms: number;
}

/** A page's views and their time. */
export interface PageRow {
  path: string;
  visits: number;
  total_ms: number;
}

/**
 * What the daily rollup says for one set of filters, as of its watermark `mark` (decision 095): its
 * sums per day, device and browser, and its most visited pages, the most first: every page it
 * holds (`everyPage`), or the first so many of them.
 */
export interface RolledUpVisits {
  mark: Date | null;
  clients: ClientRow[];
  pages: PageRow[];
  everyPage: boolean;
}

/** The views after the watermark: their sums per day, device and browser, and every page's. */
export interface ViewsAfter {
  clients: ClientRow[];
  pages: PageRow[];
}

/** Paths in the order of PostgreSQL's "C" collation, by code point, as the statements sort them. */
const byCodePoint = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const mostVisitedFirst = (a: PageRow, b: PageRow) => b.visits - a.visits || byCodePoint(a.path, b.path);

/** The summary of the sums per client and the most visited pages (in their order). */
export function summaryOf(clients: ClientRow[], pages: PageRow[]): VisitSummary {
  const of = (kind: ClientRow['kind']) => clients.filter((row) => row.kind === kind);
  const mostFirst = (sums: ClientRow[]) =>
    sums.sort((a, b) => b.visits - a.visits || (a.key ?? '').localeCompare(b.key ?? ''));
  const total = of('total')[0];
  const totalVisits = total?.visits ?? 0;
  const average = (totalMs: number, visits: number) => (visits === 0 ? 0 : Math.round(totalMs / visits));
  return {
    totalVisits,
    averageDurationMs: average(total?.total_ms ?? 0, totalVisits),
    visitsPerDay: of('day')
      .sort((a, b) => (a.key ?? '').localeCompare(b.key ?? ''))
      .slice(-366)
      .map((row) => ({ day: row.key ?? '', visits: row.visits })),
    devices: mostFirst(of('device')).map((row) => ({ device: row.key as DeviceClass, visits: row.visits })),
    browsers: mostFirst(of('browser'))
      .slice(0, 10)
      .map((row) => ({ browser: row.key ?? '', visits: row.visits })),
    topPages: pages.slice(0, TOP_PAGES).map((row) => ({
      path: row.path,
      visits: row.visits,
      averageDurationMs: average(row.total_ms, row.visits),
    })),
  };
}

/**
 * The summary of the rollup and the views after its watermark together, or undefined when the
 * rollup's list of pages is too short to name the most visited ones for certain.
 *
 * Sums add up per day, device and browser. A page the rollup lists gets its views after the mark
 * added. A page it does not list had, before the mark, at most as many views as the last one it
 * lists: the most visited pages are certain when each of them has more than that plus the most
 * views after the mark of any page not listed (ties go by path, so more, not as many).
 */
export function withViewsAfter(rolledUp: RolledUpVisits, views: ViewsAfter): VisitSummary | undefined {
  const clients = new Map<string, ClientRow>();
  for (const row of [...rolledUp.clients, ...views.clients]) {
    const key = JSON.stringify([row.kind, row.key]);
    const sum = clients.get(key);
    if (sum)
      clients.set(key, { ...sum, visits: sum.visits + row.visits, total_ms: sum.total_ms + row.total_ms });
    else clients.set(key, row);
  }
  const pages = new Map(rolledUp.pages.map((row) => [row.path, row]));
  let mostUnlisted = 0;
  for (const row of views.pages) {
    const listed = pages.get(row.path);
    if (listed) {
      pages.set(row.path, {
        path: row.path,
        visits: listed.visits + row.visits,
        total_ms: listed.total_ms + row.total_ms,
      });
    } else if (rolledUp.everyPage) pages.set(row.path, row);
    else mostUnlisted = Math.max(mostUnlisted, row.visits);
  }
  const top = [...pages.values()].sort(mostVisitedFirst).slice(0, TOP_PAGES);
  if (!rolledUp.everyPage) {
    const ceiling = (rolledUp.pages.at(-1)?.visits ?? 0) + mostUnlisted;
    if (top.length < TOP_PAGES || top.at(-1)!.visits <= ceiling) return undefined;
  }
  return summaryOf([...clients.values()], top);
}

import { describe, expect, it } from 'vitest';
import {
  type ClientRow,
  type PageRow,
  type RolledUpVisits,
  TOP_PAGES,
  withViewsAfter,
} from './visit-summary.ts';

const total = (visits: number, ms: number): ClientRow => ({ kind: 'total', key: null, visits, total_ms: ms });
const day = (key: string, visits: number): ClientRow => ({
  kind: 'day',
  key,
  visits,
  total_ms: visits * 1000,
});
const page = (path: string, visits: number, seconds = 1): PageRow => ({
  path,
  visits,
  total_ms: visits * seconds * 1000,
});
/** `count` pages `/p01`…, the first with `first` views and each next one fewer. */
const pages = (count: number, first: number) =>
  Array.from({ length: count }, (_, index) => page(`/p${String(index + 1).padStart(2, '0')}`, first - index));

const rolledUp = (
  listed: PageRow[],
  everyPage: boolean,
  clients: ClientRow[] = [total(0, 0)],
): RolledUpVisits => ({
  mark: new Date('2030-01-02T00:00:00.000Z'),
  clients,
  pages: listed,
  everyPage,
});

describe('the rollup and the views after its watermark together', () => {
  it('adds the sums per day, device and browser, and the views of each page', () => {
    const summary = withViewsAfter(
      rolledUp([page('/shop', 3, 2), page('/blog', 1)], true, [total(4, 7000), day('2030-01-01', 4)]),
      {
        clients: [total(2, 1000), day('2030-01-02', 2)],
        pages: [page('/blog', 1, 0.5), page('/nieuw', 1, 0.5)],
      },
    );
    expect(summary).toMatchObject({
      totalVisits: 6,
      averageDurationMs: 1333,
      visitsPerDay: [
        { day: '2030-01-01', visits: 4 },
        { day: '2030-01-02', visits: 2 },
      ],
      topPages: [
        { path: '/shop', visits: 3, averageDurationMs: 2000 },
        { path: '/blog', visits: 2, averageDurationMs: 750 },
        { path: '/nieuw', visits: 1, averageDurationMs: 500 },
      ],
    });
  });

  it('orders pages with as many views by path, by code point as PostgreSQL\'s "C" collation', () => {
    const summary = withViewsAfter(rolledUp([page('/b', 2), page('/a', 2), page('/B', 2)], true), {
      clients: [],
      pages: [],
    });
    expect(summary?.topPages.map((listed) => listed.path)).toEqual(['/B', '/a', '/b']);
  });

  it('names the most visited pages from a list that leaves pages out, while none left out could be among them', () => {
    // Listed: 30 pages, 100 views down to 71; any page left out had at most 71.
    const listed = pages(30, 100);
    const certain = withViewsAfter(rolledUp(listed, false), {
      clients: [],
      pages: [page('/p05', 50), page('/elders', 18)],
    });
    expect(certain?.topPages.map((top) => `${top.path} ${top.visits}`)).toEqual([
      '/p05 146',
      '/p01 100',
      '/p02 99',
      '/p03 98',
      '/p04 97',
      '/p06 95',
      '/p07 94',
      '/p08 93',
      '/p09 92',
      '/p10 91',
    ]);
    expect(certain?.topPages).toHaveLength(TOP_PAGES);
    // 71 + 20 = 91: a page left out could have as many as the tenth (and come first by its path).
    expect(
      withViewsAfter(rolledUp(listed, false), { clients: [], pages: [page('/elders', 20)] }),
    ).toBeUndefined();
    // Too few listed to name ten.
    expect(withViewsAfter(rolledUp(pages(9, 100), false), { clients: [], pages: [] })).toBeUndefined();
  });

  it('takes a page after the watermark as it is when the list holds every page', () => {
    const summary = withViewsAfter(rolledUp(pages(3, 10), true), {
      clients: [],
      pages: [page('/nieuw', 50)],
    });
    expect(summary?.topPages[0]).toEqual({ path: '/nieuw', visits: 50, averageDurationMs: 1000 });
  });
});

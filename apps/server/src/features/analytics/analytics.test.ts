import { lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { openShop, servicesOf } from '../../../test/shop.ts';
import { pageVisitDays, pageVisitPaths, pageVisits } from '../../db/schema/analytics.ts';

let app: TestApp;
let admin: Actor;
let visitor: Actor;

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0';

beforeAll(async () => {
  ({ app, admin } = await openShop());
  visitor = await actor(app, 'user');
  await app.inject({
    method: 'PUT',
    url: `/api/user/${visitor.id}`,
    headers: admin.headers,
    payload: { firstName: 'Vera', lastName: 'Bezoeker' },
  });
});
afterAll(() => app.close());

function track(who: Actor | null, visit: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/analytics/track',
    ...(who ? { headers: who.headers } : {}),
    payload: { referrer: '', browser: 'Chrome', device: DESKTOP, ...visit },
  });
}

const at = (iso: string, seconds = 0) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

describe('tracking page views', () => {
  it('records a view with its duration; the visitor is the token’s, never a userId in the body', async () => {
    const start = '2026-03-02T10:00:00.000Z';
    const response = await track(visitor, {
      path: '/shop',
      device: PHONE,
      startedAt: start,
      endedAt: at(start, 42),
      userId: admin.id,
    });
    expect(response.statusCode).toBe(204);
    await track(null, {
      path: '/blog',
      startedAt: start,
      endedAt: at(start, 8),
      referrer: 'https://zoek.example/',
    });
    const visits = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/analytics/visits?from=2026-03-02&to=2026-03-02',
        headers: admin.headers,
      })
    ).json();
    expect(visits.totalRecords).toBe(2);
    const shop = visits.data.find((v: { path: string }) => v.path === '/shop');
    expect(shop).toMatchObject({
      durationMs: 42_000,
      deviceClass: 'mobile',
      user: { _id: visitor.id, firstName: 'Vera', lastName: 'Bezoeker', email: visitor.email },
    });
    expect(visits.data.find((v: { path: string }) => v.path === '/blog').user).toBeNull();
  });

  it('ties no view to the account when the browser sends Do Not Track or Global Privacy Control', async () => {
    const start = '2026-03-04T10:00:00.000Z';
    for (const [header, value] of [
      ['dnt', '1'],
      ['sec-gpc', '1'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/analytics/track',
        headers: { ...visitor.headers, [header]: value },
        payload: {
          path: `/${header}`,
          referrer: '',
          browser: 'Firefox',
          device: DESKTOP,
          startedAt: start,
          endedAt: start,
        },
      });
      expect(response.statusCode).toBe(204);
    }
    await track(visitor, { path: '/volgen', startedAt: start, endedAt: start });
    const visits = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/analytics/visits?from=2026-03-04&to=2026-03-04',
        headers: admin.headers,
      })
    ).json();
    const userOf = (path: string) => visits.data.find((v: { path: string }) => v.path === path)?.user;
    expect(userOf('/dnt')).toBeNull();
    expect(userOf('/sec-gpc')).toBeNull();
    expect(userOf('/volgen')).toMatchObject({ _id: visitor.id });
  });

  it('refuses what no browser sends: no path, a relative path, control characters, an end before the start, dates out of range', async () => {
    const start = '2026-03-03T10:00:00.000Z';
    for (const visit of [
      { startedAt: start, endedAt: start },
      { path: 'shop', startedAt: start, endedAt: start },
      { path: '/shop\u0000', startedAt: start, endedAt: start },
      { path: '/shop', startedAt: start, endedAt: at(start, -1) },
      { path: '/shop', startedAt: '300000-01-01', endedAt: '300000-01-02' },
      { path: '/shop', startedAt: 'gisteren', endedAt: start },
    ]) {
      expect((await track(null, visit)).statusCode, JSON.stringify(visit)).toBe(400);
    }
  });
});

describe('the admin’s visit statistics', () => {
  it('filter on every field of the spec and summarise per day, page, device and browser', async () => {
    const day1 = '2026-04-01T08:00:00.000Z';
    const day2 = '2026-04-02T08:00:00.000Z';
    await track(visitor, {
      path: '/shop',
      startedAt: day1,
      endedAt: at(day1, 10),
      device: PHONE,
      browser: 'Safari',
    });
    await track(visitor, { path: '/shop', startedAt: day2, endedAt: at(day2, 30) });
    await track(null, {
      path: '/blog/gel',
      startedAt: day2,
      endedAt: at(day2, 20),
      referrer: 'https://nieuws.example/',
    });
    const get = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: admin.headers })).json();
    const range = 'from=2026-04-01&to=2026-04-02';
    for (const [filter, expected] of [
      ['path=/shop', 2],
      ['referrer=nieuws', 1],
      ['browser=safari', 1],
      ['device=iphone', 1],
      [`userId=${visitor.id}`, 2],
      [`userEmail=${visitor.email}`, 2],
      ['userFirstName=vera&userLastName=bezoek', 2],
    ] as const) {
      expect((await get(`/api/admin/analytics/visits?${range}&${filter}`)).totalRecords, filter).toBe(
        expected,
      );
    }
    const summary = await get(`/api/admin/analytics/summary?${range}`);
    expect(summary).toEqual({
      totalVisits: 3,
      averageDurationMs: 20_000,
      visitsPerDay: [
        { day: '2026-04-01', visits: 1 },
        { day: '2026-04-02', visits: 2 },
      ],
      topPages: [
        { path: '/shop', visits: 2, averageDurationMs: 20_000 },
        { path: '/blog/gel', visits: 1, averageDurationMs: 20_000 },
      ],
      devices: [
        { device: 'desktop', visits: 2 },
        { device: 'mobile', visits: 1 },
      ],
      browsers: [
        { browser: 'Chrome', visits: 2 },
        { browser: 'Safari', visits: 1 },
      ],
    });
    const paged = await get(`/api/admin/analytics/visits?${range}&limit=10&page=1`);
    expect(paged.data.map((v: { startedAt: string }) => v.startedAt)).toEqual([day2, day2, day1]);
  });

  it('are for admins only', async () => {
    for (const url of ['/api/admin/analytics/visits', '/api/admin/analytics/summary']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: visitor.headers })).statusCode).toBe(403);
    }
  });
});

describe('the daily rollup the summary reads', () => {
  it('answers exactly as the raw views would, before and after a run, with late views and wipes', async () => {
    const get = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: admin.headers })).json();
    const range = 'from=2030-01-01&to=2030-01-03';
    const day1 = '2030-01-01T23:00:00.000Z';
    const day3 = '2030-01-03T09:00:00.000Z';
    await track(visitor, { path: '/shop', startedAt: day1, endedAt: at(day1, 10), device: PHONE });
    await track(null, { path: '/blog/gel', startedAt: day1, endedAt: at(day1, 31), browser: 'Firefox' });
    await track(null, { path: '/shop', startedAt: day3, endedAt: at(day3, 4) });
    const before = await get(`/api/admin/analytics/summary?${range}`);
    expect(before).toMatchObject({
      totalVisits: 3,
      averageDurationMs: 15_000,
      visitsPerDay: [
        { day: '2030-01-01', visits: 2 },
        { day: '2030-01-03', visits: 1 },
      ],
    });

    // Rolled up to the start of 3 January: the two views of the first day are now read from the rollup.
    expect(await servicesOf(app).analytics.rollUp(new Date('2030-01-03T12:00:00.000Z'))).toBeGreaterThan(0);
    expect(await get(`/api/admin/analytics/summary?${range}`)).toEqual(before);
    // Without dates the top pages come from the totals per path: the same as from every day's rows.
    const allTime = async (filters = '') => {
      const summary = await get(`/api/admin/analytics/summary?${filters}`);
      expect(summary).toEqual(await get(`/api/admin/analytics/summary?from=2000-01-01&${filters}`));
      return summary;
    };
    const paths = async (filters?: string) =>
      (await allTime(filters)).topPages.map((page: { path: string }) => page.path);
    expect(await paths()).toEqual(expect.arrayContaining(['/shop', '/blog/gel']));
    expect(await paths('path=shop')).toContain('/shop');
    // The table's total is counted from the rollup too, and agrees with its rows.
    const listed = await get(`/api/admin/analytics/visits?${range}`);
    expect(listed.totalRecords).toBe(3);
    expect(listed.data).toHaveLength(3);
    expect((await get(`/api/admin/analytics/visits?${range}&limit=2&page=2`)).data).toHaveLength(1);
    expect(await get(`/api/admin/analytics/summary?${range}&path=shop`)).toMatchObject({
      totalVisits: 2,
      topPages: [{ path: '/shop', visits: 2, averageDurationMs: 7_000 }],
      devices: [
        { device: 'desktop', visits: 1 },
        { device: 'mobile', visits: 1 },
      ],
    });
    expect(await get(`/api/admin/analytics/summary?${range}&browser=firefox`)).toMatchObject({
      totalVisits: 1,
      browsers: [{ browser: 'Firefox', visits: 1 }],
    });
    // A filter the rollup cannot answer is counted from the views themselves.
    expect((await get(`/api/admin/analytics/summary?${range}&userId=${visitor.id}`)).totalVisits).toBe(1);

    // A view that arrives after its day was rolled up is counted in that day at once.
    await track(null, { path: '/shop', startedAt: day1, endedAt: at(day1, 1) });
    const late = await get(`/api/admin/analytics/summary?${range}`);
    expect(late.totalVisits).toBe(4);
    expect(late.visitsPerDay[0]).toEqual({ day: '2030-01-01', visits: 3 });
    await allTime();
    expect((await get(`/api/admin/analytics/visits?${range}`)).totalRecords).toBe(4);

    // The rollup is what is read for a rolled-up day: the raw rows gone, the chart still counts them.
    await app.db.delete(pageVisits).where(lt(pageVisits.startedAt, new Date('2030-01-02')));
    const fromRollup = await get(`/api/admin/analytics/summary?${range}`);
    expect(fromRollup.totalVisits).toBe(4);
    expect(fromRollup.topPages[0]).toEqual({ path: '/shop', visits: 3, averageDurationMs: 5_000 });
    expect((await get(`/api/admin/analytics/summary?${range}&path=shop`)).totalVisits).toBe(3);
    await allTime();
    // The table lists the raw views (one left); its total, like the charts, counts the rolled-up days.
    expect((await get(`/api/admin/analytics/visits?${range}`)).data).toHaveLength(1);

    // Wiping page visits empties the rollup too.
    await app.inject({
      method: 'POST',
      url: '/api/admin/wipe',
      headers: admin.headers,
      payload: { entity: 'PageVisit', confirm: 'WIPE' },
    });
    expect((await get(`/api/admin/analytics/summary?${range}`)).totalVisits).toBe(0);
    expect(await app.db.select().from(pageVisitDays)).toEqual([]);
    expect(await app.db.select().from(pageVisitPaths)).toEqual([]);
  });
});

describe('the rollup kept in memory until it announces a change (decision 095)', () => {
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: admin.headers })).json();
  const settle = () => app.composition.contentVersions.settle();

  it('answers what the rollup said until it moves, and counts views after its watermark at once', async () => {
    const range = 'from=2031-01-01&to=2031-01-02';
    const day1 = '2031-01-01T08:00:00.000Z';
    const day2 = '2031-01-02T08:00:00.000Z';
    await track(null, { path: '/bewaard', startedAt: day1, endedAt: at(day1, 10) });
    expect(await servicesOf(app).analytics.rollUp(new Date('2031-01-02T12:00:00.000Z'))).toBeGreaterThan(0);
    await settle();
    expect((await get(`/api/admin/analytics/summary?${range}`)).totalVisits).toBe(1);
    // A change of the rollup where no trigger announces it: the kept rollup cannot know.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update page_visit_day_clients set visits = visits + 5 where day = '2031-01-01'`);
    });
    expect((await get(`/api/admin/analytics/summary?${range}`)).totalVisits).toBe(1);
    // Once announced, the next look reads the rollup again.
    await app.db.execute(sql`select pg_notify('content_changed', 'visits')`);
    await settle();
    expect((await get(`/api/admin/analytics/summary?${range}`)).totalVisits).toBe(6);
    // A view after the watermark moves nothing kept, and counts at once.
    await track(null, { path: '/bewaard', startedAt: day2, endedAt: at(day2, 10) });
    expect(await get(`/api/admin/analytics/summary?${range}`)).toMatchObject({
      totalVisits: 7,
      visitsPerDay: [
        { day: '2031-01-01', visits: 6 },
        { day: '2031-01-02', visits: 1 },
      ],
    });
  });

  it('names the most visited pages exactly, also when views after the watermark lift a page the kept list leaves out', async () => {
    // 120 pages in the totals per path, /zeker/p001 with 1,000 views down to /zeker/p120 with 881.
    await app.db.execute(sql`
      insert into page_visit_paths (path, visits, total_duration_ms)
      select '/zeker/p' || lpad(g::text, 3, '0'), 1001 - g, (1001 - g) * 1000 from generate_series(1, 120) as g`);
    await settle();
    const top = async () =>
      (
        (await get('/api/admin/analytics/summary?path=zeker')).topPages as { path: string; visits: number }[]
      ).map((listed) => `${listed.path} ${listed.visits}`);
    const first = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `/zeker/p${String(index + 1).padStart(3, '0')} ${1000 - index}`,
      );
    expect(await top()).toEqual(first(10));
    // Views after every watermark, written straight to the table: nothing announces them.
    const views = (path: string, count: number) =>
      app.db.execute(sql`
        insert into page_visits (path, referrer, device, device_class, browser, started_at, ended_at, duration_ms)
        select ${path}, '', 'test', 'desktop', 'Chrome', '2040-01-01T10:00:00Z', '2040-01-01T10:00:01Z', 1000
        from generate_series(1, ${count})`);
    // A few views for a page far down: the ten stay certain from the kept list.
    await views('/zeker/p120', 5);
    expect(await top()).toEqual(first(10));
    // Enough to lift it to the top: past what the kept list can vouch for, the summary is read whole.
    await views('/zeker/p120', 200);
    expect(await top()).toEqual(['/zeker/p120 1086', ...first(9)]);
  });
});

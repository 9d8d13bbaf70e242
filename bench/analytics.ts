// The admin's visit statistics at scale: a million page views seeded in the database, the daily
// rollup run once as the shop's hourly job would, then the table's first page and the summary
// asked for one after another, as an admin would, and timed.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema/users.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { rollUpVisits } from '../apps/server/src/features/analytics/analytics.service.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';

const ROUNDS = 20;

export interface AnalyticsTiming {
  database: string;
  request: string;
  medianMs: number;
  p95Ms: number;
}

/**
 * `count` views over the last 365 days: a third on the home page, the rest on 2,000 product and
 * 300 post pages with a long tail, six browsers, mostly phones; one in ten by a signed-in visitor.
 */
export async function seedVisits(db: Database, count: number): Promise<void> {
  const batch = 250_000;
  for (let start = 0; start < count; start += batch) {
    await db.execute(sql`
      insert into page_visits (path, referrer, device, device_class, browser, user_id, started_at, ended_at, duration_ms)
      select
        case when g % 3 = 0 then '/'
             when g % 3 = 1 then '/shop/product-' || floor(power(random(), 3) * 2000)::int
             else '/blog/post-' || floor(power(random(), 3) * 300)::int end,
        case when random() < 0.3 then 'https://www.google.com/' else '' end,
        'Mozilla/5.0 (bench)',
        (array['mobile', 'mobile', 'mobile', 'tablet', 'desktop', 'desktop'])[1 + floor(random() * 6)::int],
        (array['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera'])[1 + floor(power(random(), 2) * 6)::int],
        case when g % 10 = 0 then (select id from users order by id limit 1) end,
        visit.started_at,
        visit.started_at + visit.duration_ms * interval '1 millisecond',
        visit.duration_ms
      from generate_series(${start}::int, ${Math.min(start + batch, count) - 1}::int) as g,
        lateral (select g as n, now() - random() * interval '365 days' as started_at,
                        floor(random() * 300000)::int as duration_ms) as visit`);
  }
  await db.execute(sql`analyze page_visits`);
}

/** Logs in as the bench's admin, made in the users table the first time. */
export async function adminToken(db: Database, base: string): Promise<string> {
  const email = 'bench-admin@example.nl';
  const password = 'bench-admin-password';
  await db
    .insert(users)
    .values({ email, role: 'admin', passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`bench admin login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Seeds the views and rolls them up, before the shop starts (views reach a running shop only
 * through the track endpoint, which keeps the rollup right by itself).
 */
export async function prepareVisits(db: Database, visits: number) {
  let started = performance.now();
  await seedVisits(db, visits);
  const seedMs = Math.round(performance.now() - started);
  started = performance.now();
  await rollUpVisits(db);
  const rollupMs = Math.round(performance.now() - started);
  await db.execute(sql`analyze page_visit_days`);
  return { visits, seedMs, rollupMs };
}

/** Times each admin request `ROUNDS` times in a row; checks the summary counts every view. */
export async function timeAnalytics(db: Database, base: string, database: string, visits: number) {
  const token = await adminToken(db, base);
  const summary = await fetch(`${base}/api/admin/analytics/summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { totalVisits } = (await summary.json()) as { totalVisits: number };
  if (totalVisits !== visits) throw new Error(`summary counts ${totalVisits} views of ${visits}`);

  const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const requests: [string, string][] = [
    ['table: first page', '/api/admin/analytics/visits'],
    ['table: first page, last 30 days', `/api/admin/analytics/visits?from=${monthAgo}`],
    ['summary', '/api/admin/analytics/summary'],
    ['summary: last 30 days', `/api/admin/analytics/summary?from=${monthAgo}`],
    ['summary: path contains /shop', '/api/admin/analytics/summary?path=%2Fshop'],
    [
      'summary: referrer filter (not in the rollup, from the raw views)',
      '/api/admin/analytics/summary?referrer=google',
    ],
  ];
  const timings: AnalyticsTiming[] = [];
  for (const [request, url] of requests) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const begin = performance.now();
      const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      times.push(performance.now() - begin);
    }
    times.sort((a, b) => a - b);
    const timing = {
      database,
      request,
      medianMs: Math.round(percentile(times, 50)),
      p95Ms: Math.round(percentile(times, 95)),
    };
    console.log(JSON.stringify(timing));
    timings.push(timing);
  }
  return timings;
}

// The scale bench (BENCH_ONLY=scale, and part of a plain `npm run bench` when PostgreSQL answers):
// for each size in BENCH_SCALE_SIZES a fresh PostgreSQL database seeded with that many products,
// users and orders (bench/seed-scale.ts), the shop started on it as its own process as `npm start`
// runs it (the build; `npm run build` first), and p50 and p99 of every public and admin list at low
// concurrency; at the largest size also the shop's throughput as a share of a bare Fastify, and its
// memory. The figures go into the bench's report and into docs/benchmarks/ (scale-report.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { categorySlug } from '@shop/shared/blog-categories';
import type { OrderStatus } from '@shop/shared/order';
import { SHOP_PAGE_SIZE } from '@shop/shared/product-constants';
import autocannon from 'autocannon';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { orders } from '../apps/server/src/db/schema/orders.ts';
import { products } from '../apps/server/src/db/schema/products.ts';
import type { Queryable } from '../apps/server/src/db/types.ts';
import { adminToken } from './analytics.ts';
import {
  type EndpointGroup,
  type LatencyRow,
  type ScaleReport,
  TARGETS,
  type ThroughputPair,
  type ThroughputRow,
  writeScaleDocs,
} from './scale-report.ts';
import { middleSlugs, seedScale } from './seed-scale.ts';
import { shopIsBuilt, startBuiltShop, startProcess, startServer } from './shop-process.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000')
  .split(',')
  .map(Number)
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
const DURATION_SECONDS = Number(process.env.BENCH_SCALE_DURATION ?? process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 4);
const THROUGHPUT_CONNECTIONS = 10;
const THROUGHPUT_PAIRS = Number(process.env.BENCH_SCALE_PAIRS ?? 3);
/** What a browser sends: the API's answers of 1 KiB and more come back compressed, as they do to visitors. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };
const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../apps/web/dist');

interface Endpoint {
  group: EndpointGroup;
  name: string;
  path: string;
  admin?: true;
  /**
   * A new key for the products' listing cache each request, so every one reads the database: a
   * price ceiling above every price, a cent higher each time. Any change to a product (an order's
   * stock, an admin's edit) empties the cache, so a busy shop answers many lists this way.
   */
  missEachRequest?: true;
  /**
   * Timed while the stock of a product moves every SALE_INTERVAL_MS, as a shop's sales and its
   * released checkouts move it: each empties the listing cache (decision 078).
   */
  selling?: true;
  /**
   * Timed while an order is shipped every SALE_INTERVAL_MS (its status moves between processing
   * and shipped), as a busy shop's shipments change them: each drops the orders list's kept pages
   * (decision 093) but not which orders they show, so only their rows are read again (decision
   * 102), and none the dashboard's figures, which a shipment does not move (decision 100).
   */
  shipping?: true;
  /**
   * Timed while an order is paid, or its payment taken back, every PAYMENT_INTERVAL_MS: each moves
   * the sales figures, so the dashboard reads them again (decisions 091 and 100).
   */
  paying?: true;
}

/** How often a product's stock moves, or an order is shipped, during the endpoints timed with it. */
const SALE_INTERVAL_MS = 30;
/** How often an order is paid during the endpoints timed with it: 3,600 orders an hour. */
const PAYMENT_INTERVAL_MS = 1_000;

/**
 * Runs `change` (its turn counted from 0) every `intervalMs` until stopped; `undo` then puts back what
 * the turns left changed. Resolves once stopped.
 */
function meanwhile(
  change: (turn: number) => Promise<unknown>,
  intervalMs = SALE_INTERVAL_MS,
  undo?: () => Promise<unknown>,
): { stop: () => Promise<void> } {
  let running = true;
  const done = (async () => {
    for (let turn = 0; running; turn += 1) {
      await change(turn);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      await undo?.();
    },
  };
}

/**
 * Moves the stock of one product at each turn, one up and the next down (a sale, then stock back),
 * each its own statement as the shop's are.
 */
async function sellMeanwhile(db: Queryable) {
  const rows = await db.select({ id: products.id }).from(products).limit(500);
  return meanwhile(async (sale) => {
    const delta = sale % 2 === 0 ? -1 : 1;
    await db
      .update(products)
      .set({ stock: sql`greatest(${products.stock} + ${delta}, 0)` })
      .where(eq(products.id, rows[Math.floor(sale / 2) % rows.length]!.id));
  });
}

/**
 * Moves one order at each turn between `from` and `to` (and back on its next turn), one statement
 * each; once stopped, every order it moved is `from` again, so the next endpoint finds them there.
 */
async function moveOrdersMeanwhile(
  db: Queryable,
  from: OrderStatus,
  to: OrderStatus,
  intervalMs = SALE_INTERVAL_MS,
) {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.status, from)).limit(500);
  if (rows.length === 0) throw new Error(`no ${from} order to move`);
  const ids = rows.map((row) => row.id);
  const move = (before: OrderStatus, after: OrderStatus, which: string[]) =>
    db
      .update(orders)
      .set({ status: after, updatedAt: new Date() })
      .where(and(inArray(orders.id, which), eq(orders.status, before)));
  return meanwhile(
    (turn) => {
      const [before, after] = Math.floor(turn / ids.length) % 2 === 0 ? [from, to] : [to, from];
      return move(before, after, [ids[turn % ids.length]!]);
    },
    intervalMs,
    () => move(to, from, ids),
  );
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Every list the bench times at `size`, the pages only when the shop serves the web app. */
function endpoints(size: number, slugs: { product: string; post: string }, web: boolean): Endpoint[] {
  const middlePage = Math.max(1, Math.floor(size / SHOP_PAGE_SIZE / 2));
  const category = categorySlug('Race & Training Fuel');
  const list = (group: EndpointGroup, entries: [string, string][], extra: Partial<Endpoint> = {}) =>
    entries.map(([name, path]) => ({ group, name, path, ...extra }));
  return [
    ...list(
      'catalogue',
      [
        ['products: first page', '/api/products'],
        ['products: middle page', `/api/products?page=${middlePage}`],
        ['products: category Gels', '/api/products?category=Gels'],
        ['products: search "mango"', '/api/products?title=mango'],
        ['products: brand and in stock', '/api/products?brand=NoordFuel&stockMin=1'],
      ],
      { missEachRequest: true },
    ),
    ...list(
      'catalogue',
      [
        [`products: first page, a sale every ${SALE_INTERVAL_MS} ms`, '/api/products'],
        [`products: in stock, a sale every ${SALE_INTERVAL_MS} ms`, '/api/products?stockMin=1'],
      ],
      { missEachRequest: true, selling: true },
    ),
    ...list('memory', [
      ['products: first page (listing cache)', '/api/products'],
      ...(web
        ? ([
            ['page: home', '/'],
            ['page: shop', '/shop'],
            ['page: product', `/shop/${slugs.product}`],
            ['page: blog', '/blog'],
            ['page: post', `/blog/${slugs.post}`],
            ['page: blog category', `/blog/category/${category}`],
          ] as [string, string][])
        : []),
    ]),
    ...list('blog', [
      ['posts: first page', '/api/blog'],
      ['posts: category', `/api/blog?category=${encodeURIComponent('Race & Training Fuel')}`],
      ['posts: most liked first', '/api/blog?sortBy=likes'],
      ['posts: most commented first', '/api/blog?sortBy=comments'],
      ['posts: search "marathon"', '/api/blog?search=marathon'],
      ["a post's comments", `/api/blog/${slugs.post}/comments`],
    ]),
    ...list('detail', [
      ['product by slug', `/api/products/${slugs.product}`],
      ['post by slug', `/api/blog/${slugs.post}`],
    ]),
    ...list(
      'admin',
      [
        ['orders: first page', '/api/orders'],
        ['orders: shipped', '/api/orders?status=shipped'],
        ['orders: last 30 days', `/api/orders?from=${daysAgo(30)}`],
        ['orders: e-mail contains "jansen"', '/api/orders?userEmail=jansen'],
        ['orders: last name "visser"', '/api/orders?lastName=visser'],
        ['orders: product "mango"', '/api/orders?cartTitle=mango'],
        ['users: first page', '/api/user'],
        ['users: e-mail contains "jansen"', '/api/user?email=jansen'],
        ['users: last name "visser"', '/api/user?lastName=visser'],
        ['users: city "utrecht"', '/api/user?city=utrecht'],
        ['visits: first page', '/api/admin/analytics/visits'],
      ],
      { admin: true },
    ),
    ...list(
      'admin',
      [
        [`orders: first page, an order shipped every ${SALE_INTERVAL_MS} ms`, '/api/orders'],
        [
          `orders: product "mango", an order shipped every ${SALE_INTERVAL_MS} ms`,
          '/api/orders?cartTitle=mango',
        ],
      ],
      { admin: true, shipping: true },
    ),
    ...list(
      'summaries',
      [
        ['dashboard: last 30 days', '/api/admin/dashboard'],
        ['dashboard: last 90 days', `/api/admin/dashboard?from=${daysAgo(89)}`],
        ['visit summary', '/api/admin/analytics/summary'],
        ['visit summary: last 30 days', `/api/admin/analytics/summary?from=${daysAgo(30)}`],
      ],
      { admin: true },
    ),
    ...list(
      'summaries',
      [
        [`dashboard: last 30 days, an order shipped every ${SALE_INTERVAL_MS} ms`, '/api/admin/dashboard'],
        [
          `dashboard: last 90 days, an order shipped every ${SALE_INTERVAL_MS} ms`,
          `/api/admin/dashboard?from=${daysAgo(89)}`,
        ],
      ],
      { admin: true, shipping: true },
    ),
    ...list(
      'summaries',
      [
        ['dashboard: last 30 days, an order paid every second', '/api/admin/dashboard'],
        ['dashboard: last 90 days, an order paid every second', `/api/admin/dashboard?from=${daysAgo(89)}`],
      ],
      { admin: true, paying: true },
    ),
  ];
}

let misses = 0;
function withNewCeiling(path: string): string {
  misses += 1;
  return `${path}${path.includes('?') ? '&' : '?'}priceMax=${(1_000_000 + misses) / 100}`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One endpoint at low concurrency, after one request per connection at once: they check that it
 * answers and warm it (its code, and as many pooled database connections as the timing will use).
 */
async function timeEndpoint(base: string, size: number, endpoint: Endpoint, token: string, db: Queryable) {
  const headers = { ...BROWSER_HEADERS, ...(endpoint.admin ? { authorization: `Bearer ${token}` } : {}) };
  const warming = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const response = await fetch(`${base}${endpoint.path}`, { headers });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const failed = warming.find((status) => status >= 400);
  if (failed) console.warn(`${endpoint.name} (${endpoint.path}): ${failed}`);
  const sales = endpoint.selling
    ? await sellMeanwhile(db)
    : endpoint.shipping
      ? await moveOrdersMeanwhile(db, 'processing', 'shipped')
      : endpoint.paying
        ? await moveOrdersMeanwhile(db, 'paid', 'pending', PAYMENT_INTERVAL_MS)
        : undefined;
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: `${base}${endpoint.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers,
      ...(endpoint.missEachRequest
        ? { requests: [{ setupRequest: (request) => ({ ...request, path: withNewCeiling(endpoint.path) }) }] }
        : {}),
    });
  } finally {
    await sales?.stop();
  }
  // Nothing answered within the run: slower than the run itself, whatever the empty percentiles say.
  const answered = result.requests.total > 0;
  const row: LatencyRow = {
    size,
    group: endpoint.group,
    endpoint: endpoint.name,
    path: endpoint.path,
    p50Ms: round(result.latency.p50),
    p99Ms: round(result.latency.p99),
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
    meetsP50: answered && result.latency.p50 < TARGETS.p50Ms,
    meetsP99: answered && result.latency.p99 < TARGETS.p99Ms,
  };
  console.log(JSON.stringify(row));
  return row;
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: THROUGHPUT_CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: BROWSER_HEADERS,
  });
  if (result.errors + result.non2xx > 0) console.warn(`${url}: ${result.errors + result.non2xx} failed`);
  return Math.round(result.requests.average);
}

/** The process's resident set from /proc, in MB; null where there is no /proc. */
function residentMb(pid: number): number | null {
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes ? Math.round(Number(kilobytes) / 1024) : null;
  } catch {
    return null;
  }
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The shop's requests a second beside the hello world's; the page and the file need the web build.
 * Each request is measured in THROUGHPUT_PAIRS pairs, the hello world run just before the shop: the
 * machine's speed drifts between runs, and a pair's ratio holds what one shared run would lose.
 */
async function throughput(base: string, size: number, productSlug: string, web: boolean) {
  const requests: [string, string][] = [
    ...(web ? ([['server-rendered product page', `/shop/${productSlug}`]] as [string, string][]) : []),
    ['products: first page (API)', '/api/products'],
    ['health', '/api/health'],
    ...(web ? ([['static file', '/favicon.svg']] as [string, string][]) : []),
  ];
  const hello = await startProcess('hello.ts');
  const rows: ThroughputRow[] = [];
  try {
    for (const [request, path] of requests) {
      const pairs: ThroughputPair[] = [];
      for (let pair = 0; pair < THROUGHPUT_PAIRS; pair += 1) {
        const helloWorld = await requestsPerSecond(`${hello.url}/`);
        const shop = await requestsPerSecond(`${base}${path}`);
        pairs.push({
          helloWorldRequestsPerSecond: helloWorld,
          requestsPerSecond: shop,
          share: round(shop / helloWorld),
        });
      }
      const shares = pairs.map((pair) => pair.share);
      rows.push({
        request,
        path,
        requestsPerSecond: Math.round(median(pairs.map((pair) => pair.requestsPerSecond))),
        share: median(shares),
        lowestShare: Math.min(...shares),
        highestShare: Math.max(...shares),
        pairs,
      });
    }
  } finally {
    await hello.stop();
  }
  console.table(rows.map(({ pairs: _, ...row }) => row));
  return {
    size,
    connections: THROUGHPUT_CONNECTIONS,
    pairs: THROUGHPUT_PAIRS,
    helloWorldRequestsPerSecond: Math.round(
      median(rows.flatMap((row) => row.pairs.map((pair) => pair.helloWorldRequestsPerSecond))),
    ),
    rows,
    ...(web
      ? {}
      : {
          skipped:
            'No web build (apps/web/dist; `npm run build`): the page and the static file were skipped.',
        }),
  };
}

/** A database of its own for one size, named for this run (two runs on one server never meet). */
async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function reachable(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs the scale bench on the PostgreSQL of `adminUrl`; undefined when it does not answer. */
export async function benchScale(adminUrl: string): Promise<ScaleReport | undefined> {
  if (SIZES.length === 0) throw new Error('BENCH_SCALE_SIZES names no size');
  if (!(await reachable(adminUrl))) {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: the scale bench skipped`);
    return undefined;
  }
  const web = existsSync(path.join(WEB_DIST_DIR, 'index.html'));
  if (!web) console.warn('No web build (apps/web/dist): pages and static files are not measured');
  const run = randomBytes(4).toString('hex');
  const largest = SIZES.at(-1)!;
  const seeding: ScaleReport['seeding'] = [];
  const latency: LatencyRow[] = [];
  let measured: Pick<ScaleReport, 'throughput' | 'rssMb' | 'rssAtStartMb'> | undefined;

  for (const size of SIZES) {
    const name = `shop_scale_${size}_${run}`;
    const url = await createDatabase(adminUrl, name);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-scale-'));
    // Seeding a large size takes minutes in a few statements: far beyond a request's timeout.
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2, statementTimeoutMs: 900_000 });
    try {
      await migrateDatabase(database);
      console.log(`scale ${size}: seeding`);
      const seeded = await seedScale(database.db, size);
      console.log(JSON.stringify(seeded));
      seeding.push(seeded);
      const slugs = await middleSlugs(database.db, size);
      // The shop as `npm start` runs it (production's pool and statement timeout: a list that needs
      // longer fails here as it would there), else the sources with the web build named.
      const server = shopIsBuilt()
        ? await startBuiltShop(url, dataDir)
        : await startServer({ kind: 'postgres', url }, dataDir, {
            ...(web ? { BENCH_WEB_DIST_DIR: WEB_DIST_DIR } : {}),
          });
      const rssAtStartMb = residentMb(server.pid);
      try {
        const token = await adminToken(database.db, server.url);
        for (const endpoint of endpoints(size, slugs, web)) {
          latency.push(await timeEndpoint(server.url, size, endpoint, token, database.db));
        }
        if (size === largest) {
          const shares = await throughput(server.url, size, slugs.product, web);
          measured = { throughput: shares, rssMb: residentMb(server.pid), rssAtStartMb };
        }
      } finally {
        await server.stop();
      }
    } finally {
      await database.close();
      await dropDatabase(adminUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const report: ScaleReport = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    sizes: SIZES,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    targets: TARGETS,
    seeding,
    latency,
    ...measured!,
  };
  console.table(
    latency.map((row) => ({
      size: row.size,
      endpoint: row.endpoint,
      'p50 / p99 ms': `${row.p50Ms} / ${row.p99Ms}`,
      meets: row.meetsP50 && row.meetsP99 && row.errors + row.non2xx === 0 ? 'yes' : 'no',
    })),
  );
  if (report.rssMb !== null)
    console.log(`shop RSS: ${report.rssAtStartMb} MB at start, ${report.rssMb} MB after the throughput run`);
  writeScaleDocs(report);
  return report;
}

// `npm run bench`: load scenarios against the shop running as its own process (bench/server.ts, as
// `npm start` runs it; the load generator stays in this one), on PGlite and (when reachable) on
// PostgreSQL, with 10,000 products seeded; on PostgreSQL also the admin's visit statistics with
// 1,000,000 page views, and the scale bench (bench/scale.ts: latency per endpoint against the
// shop's size). Writes a JSON report to bench/results/ so two runs compare as ratios. Not part of
// `npm test`: these machines are shared and noisy. BENCH_ONLY=load, =analytics or =scale runs one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseTarget, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { prepareVisits, timeAnalytics } from './analytics.ts';
import { benchScale } from './scale.ts';
import { seedBenchProducts } from './seed-products.ts';
import { startServer } from './shop-process.ts';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const ONLY = process.env.BENCH_ONLY;

interface ScenarioResult {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

async function runScenario(
  url: string,
  database: string,
  scenario: string,
  options: Partial<autocannon.Options> = {},
): Promise<ScenarioResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  const summary = {
    database,
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(JSON.stringify(summary));
  return summary;
}

let misses = 0;
const nextMiss = () => (misses += 1);

async function createPostgresDatabase(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS shop_bench WITH (FORCE)');
    await client.query('CREATE DATABASE shop_bench');
    const url = new URL(POSTGRES_URL);
    url.pathname = '/shop_bench';
    return url.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

type Analytics = Awaited<ReturnType<typeof prepareVisits>> & {
  timings: Awaited<ReturnType<typeof timeAnalytics>>;
};

async function benchDatabase(
  name: string,
  target: DatabaseTarget,
): Promise<{ results: ScenarioResult[]; analytics?: Analytics }> {
  // PGlite: on disk, so the server process opens what this one seeded.
  const databaseDir =
    target.kind === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'shop-bench-db-')) : undefined;
  if (databaseDir) target = { kind: 'pglite', dataDir: databaseDir };
  const database = await openDatabase(target);
  await migrateDatabase(database);
  await seedBenchProducts(database.db, PRODUCTS);
  const visits =
    name === 'postgres' && VISITS > 0 && ONLY !== 'load'
      ? await prepareVisits(database.db, VISITS)
      : undefined;
  await database.db.execute(sql`analyze`);
  // The embedded database is opened by one process at a time: the server's, from here on.
  if (target.kind === 'pglite') await database.close();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const server = await startServer(target, dataDir);
  const results = ONLY === 'analytics' ? [] : await loadScenarios(server.url, name);
  const analytics = visits && {
    ...visits,
    timings: await timeAnalytics(database.db, server.url, name, VISITS),
  };
  await server.stop();
  if (target.kind !== 'pglite') await database.close();
  for (const dir of [dataDir, databaseDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  return { results, analytics };
}

async function loadScenarios(base: string, name: string): Promise<ScenarioResult[]> {
  return [
    await runScenario(`${base}/bench/first-page-from-memory`, name, 'ceiling: first page from memory'),
    await runScenario(`${base}/bench/one-indexed-select`, name, 'database: one indexed select'),
    await runScenario(`${base}/api/products`, name, 'GET /api/products (first page)'),
    await runScenario(`${base}/api/products?title=elektrolyt`, name, 'GET /api/products?title=elektrolyt'),
    await runScenario(`${base}/api/products?category=Gels`, name, 'GET /api/products?category=Gels'),
    await runScenario(`${base}/api/products`, name, 'cache misses: a different title search each request', {
      requests: [
        { setupRequest: (request) => ({ ...request, path: `/api/products?title=gel%20${nextMiss()}` }) },
      ],
    }),
  ];
}

const results: ScenarioResult[] = [];
let analytics: Analytics | undefined;
if (ONLY !== 'scale') {
  if (ONLY !== 'analytics') results.push(...(await benchDatabase('pglite', { kind: 'pglite' })).results);
  const postgresUrl = await createPostgresDatabase();
  if (postgresUrl) {
    const postgres = await benchDatabase('postgres', {
      kind: 'postgres',
      url: postgresUrl,
      poolSize: 20,
      // Seeding and rolling up a million views take longer than a request's statement may.
      statementTimeoutMs: 300_000,
    });
    results.push(...postgres.results);
    analytics = postgres.analytics;
  } else {
    console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}: skipped`);
  }
}
const scale = !ONLY || ONLY === 'scale' ? await benchScale(POSTGRES_URL) : undefined;

const report = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  connections: CONNECTIONS,
  durationSeconds: DURATION_SECONDS,
  products: PRODUCTS,
  results,
  analytics,
  scale,
};
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${report.at.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
if (results.length > 0)
  console.table(results.map((r) => ({ ...r, latencyMs: `${r.latencyMs.p50} / ${r.latencyMs.p99}` })));
if (analytics) console.table(analytics.timings);
console.log(`report: ${path.relative(process.cwd(), file)}`);

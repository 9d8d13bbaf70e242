import { createHash, timingSafeEqual } from 'node:crypto';
import { metricsMessages } from '@shop/shared/operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, unauthorized } from '../lib/http-errors.ts';
import { isApiRequest } from '../lib/request-path.ts';

export const METRICS_PATH = '/metrics';

/** What the metrics read, at each scrape, from the parts the composition root built. */
export interface MetricsSources {
  /** Open notification streams in this process, and those refused by a cap since start. */
  streams: { open(): number; refused(): Readonly<{ user: number; client: number }> };
  /** The job queues' jobs by state (pg-boss's counts, shared by every process on the database). */
  queues(): Promise<{ queue: string; ready: number; deferred: number; active: number; failed: number }[]>;
  /** PostgreSQL's connection pool; absent on the embedded database. */
  pool?: () => { max: number; open: number; idle: number; waiting: number };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function carriesToken(request: FastifyRequest, expected: Buffer): boolean {
  return timingSafeEqual(digest(request.headers.authorization ?? ''), expected);
}

/**
 * The label of a request's route: its pattern as registered (`/api/products/:slugOrId`), never
 * the address asked, so a label exists per route and not per URL. The web app's pages (the
 * not-found handler renders them) and its files (one route each) are one label apiece.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.is404 ? undefined : request.routeOptions.url;
  if (pattern === undefined) return isApiRequest(request) ? '(unknown api path)' : '(web app page)';
  const isFile = !pattern.startsWith('/api/') && !/[:*]/.test(pattern) && /\.[a-z0-9]+$/i.test(pattern);
  return isFile ? '(web app file)' : pattern;
}

/**
 * Prometheus metrics at GET /metrics, for a scraper with `Authorization: Bearer <METRICS_TOKEN>`
 * (401 otherwise); without a token the metrics are off and /metrics is 404. Per route: requests
 * and their duration (a histogram by method, route pattern and status), 5xx answers; the open
 * notification streams and the ones refused; the job queues' depth and failures; the database
 * pool; and the process's own (CPU, memory, event loop, garbage collection). prom-client is loaded
 * only when the metrics are on. Register before any route: its response hook must reach them all.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    { token, sources }: { token: string | undefined; sources: MetricsSources },
  ) => {
    if (!token) {
      // Not the web app's page for an unknown address: no metrics here.
      app.get(METRICS_PATH, { schema: { hide: true } }, async () => {
        throw notFound();
      });
      return;
    }
    const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests answered, by method, route pattern and status, and how long each took.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const serverErrors = new Counter({
      name: 'http_server_errors_total',
      help: 'Requests answered with a 5xx status, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeLabel(request) };
      requestDuration.observe({ ...labels, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) serverErrors.inc(labels);
    });

    new Gauge({
      name: 'notification_streams_open',
      help: 'Live notification streams (server-sent events) open in this process.',
      registers: [registry],
      collect() {
        this.set(sources.streams.open());
      },
    });
    const refusedSoFar = { user: 0, client: 0 };
    new Counter({
      name: 'notification_streams_refused_total',
      help: 'Notification streams refused (429) because the user, or the client address, had too many open.',
      labelNames: ['cap'] as const,
      registers: [registry],
      collect() {
        const refused = sources.streams.refused();
        for (const cap of ['user', 'client'] as const) {
          this.inc({ cap }, refused[cap] - refusedSoFar[cap]);
          refusedSoFar[cap] = refused[cap];
        }
      },
    });
    new Gauge({
      name: 'job_queue_jobs',
      help:
        'Jobs per queue and state as the queue last counted them (every 15 s, for every process on the ' +
        'database): ready, deferred (waiting for a retry or a time), active, failed (kept for the retention).',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { queue, ...states } of await sources.queues())
          for (const [state, count] of Object.entries(states)) this.set({ queue, state }, count);
      },
    });
    const { pool } = sources;
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections: open ones in use and idle, and the most it opens.',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const { max, open, idle } = pool();
          this.set({ state: 'busy' }, open - idle);
          this.set({ state: 'idle' }, idle);
          this.set({ state: 'max' }, max);
        },
      });
      new Gauge({
        name: 'db_pool_waiting_queries',
        help: 'Queries waiting for a PostgreSQL pool connection.',
        registers: [registry],
        collect() {
          this.set(pool().waiting);
        },
      });
    }

    const expected = digest(`Bearer ${token}`);
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!carriesToken(request, expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized(metricsMessages.wrongToken);
      }
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
);

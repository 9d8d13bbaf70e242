import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { actor } from '../../test/factories.ts';
import { readEventStream } from '../../test/sse.ts';
import { MAIL_QUEUE } from '../features/mail/mail.service.ts';

const TOKEN = 'metrics-token-of-the-scraper-0123456789';
const scraper = { authorization: `Bearer ${TOKEN}` };

let app: TestApp;
let baseUrl: string;

beforeAll(async () => {
  app = await buildTestApp({ metricsToken: TOKEN }, { listen: true });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

async function scrape(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: scraper });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one sample, `name{labels} value`, or undefined when the scrape has none. */
function sample(metrics: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = metrics
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        wanted.every((label) => candidate.includes(label)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('is not there when no METRICS_TOKEN is set', async () => {
    const closed = await buildTestApp();
    try {
      for (const headers of [{}, scraper]) {
        const response = await closed.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
    } finally {
      await closed.close();
    }
  });

  it('answers 401 without the token, with another token or another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the scraper in the Prometheus text format', async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.body).toContain('process_resident_memory_bytes');
  });
});

describe('a request', () => {
  it('is counted and timed under its route pattern, not its address', async () => {
    const route = { method: 'GET', route: '/api/products/:slugOrId', status_code: '404' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', route) ?? 0;
    await app.inject({ method: 'GET', url: '/api/products/bestaat-niet-1' });
    await app.inject({ method: 'GET', url: '/api/products/bestaat-niet-2' });
    const metrics = await scrape();
    expect(sample(metrics, 'http_request_duration_seconds_count', route)).toBe(before + 2);
    expect(sample(metrics, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      before + 2,
    );
    expect(metrics).not.toContain('bestaat-niet');
  });

  it('answered from memory in one write is counted and timed as any other', async () => {
    const route = { method: 'GET', route: '/api/products', status_code: '200' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', route) ?? 0;
    for (const encoding of ['br', 'gzip', 'br'])
      expect(
        (await app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': encoding } }))
          .statusCode,
      ).toBe(200);
    expect(sample(await scrape(), 'http_request_duration_seconds_count', route)).toBe(before + 3);
  });

  it('to an address no route has counts under one label, whatever the address', async () => {
    await app.inject({ method: 'GET', url: '/api/nergens/1' });
    await app.inject({ method: 'GET', url: '/api/nergens/2' });
    const metrics = await scrape();
    const labels = { route: '(unknown api path)', status_code: '404' };
    expect(sample(metrics, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(2);
    expect(metrics).not.toContain('nergens');
  });
});

describe('the notification streams gauge', () => {
  it('goes up when a stream opens and down when it closes', async () => {
    const user = await actor(app, 'user');
    const before = sample(await scrape(), 'notification_streams_open');
    expect(before).toBe(0);
    const tab = await readEventStream(`${baseUrl}/api/notifications/stream`, user.headers);
    expect(tab.status).toBe(200);
    await expect.poll(async () => sample(await scrape(), 'notification_streams_open')).toBe(1);
    tab.close();
    await expect.poll(async () => sample(await scrape(), 'notification_streams_open')).toBe(0);
  });

  it('counts the streams a cap refused', async () => {
    const user = await actor(app, 'user');
    const tabs = [];
    // Five per user (notification-hub.ts): the sixth is refused.
    for (let open = 0; open < 6; open += 1)
      tabs.push(await readEventStream(`${baseUrl}/api/notifications/stream`, user.headers));
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(sample(await scrape(), 'notification_streams_refused_total', { cap: 'user' })).toBe(1);
    for (const tab of tabs) tab.close();
    await expect.poll(async () => sample(await scrape(), 'notification_streams_open')).toBe(0);
  });
});

describe('the job queues and the database', () => {
  it('show each queue’s jobs by state', async () => {
    const metrics = await scrape();
    for (const state of ['ready', 'deferred', 'active', 'failed'])
      expect(sample(metrics, 'job_queue_jobs', { queue: MAIL_QUEUE, state }), state).toBeGreaterThanOrEqual(
        0,
      );
  });

  it('show the connection pool on PostgreSQL, and no pool on the embedded database', async () => {
    const metrics = await scrape();
    if (app.database.driver === 'postgres') {
      expect(sample(metrics, 'db_pool_connections', { state: 'max' })).toBe(5);
      expect(sample(metrics, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(metrics, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(metrics).not.toContain('db_pool_');
    }
  });
});

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres } from './private-postgres.ts';
import { createDatabase, type ServerProcess, startServer } from './server-process.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/**
 * The database taken away while the shop runs: a PostgreSQL server of the test's own stopped and
 * started again while requests flow, and a proxy in front of the shared one refusing, then
 * silent. The shop answers 503 with Retry-After quickly, /api/ready within a second, never
 * crashes, and is back to 200 within 5 s of the database's return. A server-rendered page says so
 * too: 503, Retry-After, in Dutch (this needs the built web app: `npm run build`).
 */

const builtRenderer = path.resolve(import.meta.dirname, '../../../web/dist-ssr/entry-server.js');

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

async function timed(url: string) {
  const started = Date.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ms: Date.now() - started,
  };
}

/** A page as a browser asks for it. */
async function page(url: string) {
  const started = Date.now();
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    type: response.headers.get('content-type'),
    html: await response.text(),
    ms: Date.now() - started,
  };
}

async function backWithin(url: string, ms: number) {
  const started = Date.now();
  await expect
    .poll(
      async () =>
        await fetch(url).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: ms, interval: 200 },
    )
    .toBe(200);
  return Date.now() - started;
}

describe('a database that goes away', () => {
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    const database = await createDatabase(`fault_outage_${randomUUID().slice(0, 8)}`);
    cleanup.push(database.drop);
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanup.push(() => proxy.close());
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServer({
      databaseUrl: viaProxy.toString(),
      smtpUrl: 'smtp://127.0.0.1:9',
      env: { DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '2000' },
    });
    cleanup.push(() => server.stop('SIGKILL'));
  });

  it('refused: 503 with Retry-After at once, ready says so within a second, back within 5 s', async () => {
    expect((await timed(`${server.url}/api/products`)).status).toBe(200);
    proxy.down();
    for (let i = 0; i < 3; i += 1) {
      const products = await timed(`${server.url}/api/products?title=outage${i}`);
      expect(products, server.output()).toMatchObject({ status: 503, retryAfter: '5' });
      expect(products.ms).toBeLessThan(3_000);
    }
    const ready = await timed(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(1_500);
    proxy.up();
    expect(await backWithin(`${server.url}/api/products?title=terug`, 5_000)).toBeLessThan(5_000);
  });

  it('a page: 503 in Dutch with Retry-After within the connect timeout, then the page again', async () => {
    expect(existsSync(builtRenderer), 'the page check needs the built web app: npm run build').toBe(true);
    expect((await page(`${server.url}/shop`)).status).toBe(200);
    proxy.down();
    for (const address of ['/', '/shop', '/shop/bestaat-misschien', '/blog', '/blog/iets']) {
      const answer = await page(`${server.url}${address}`);
      expect(answer, `${address}\n${server.output()}`).toMatchObject({ status: 503, retryAfter: '60' });
      expect(answer.type).toContain('text/html');
      expect(answer.html).toContain(
        'De winkel is even niet bereikbaar. Probeer het over een minuut opnieuw.',
      );
      expect(answer.html).not.toContain('<script');
      // One try per call, each within DB_CONNECT_TIMEOUT_MS (1 s here), not retried for 10 s.
      expect(answer.ms).toBeLessThan(3_000);
    }
    // A page that needs no data is still there.
    expect((await page(`${server.url}/about`)).status).toBe(200);
    proxy.up();
    expect(await backWithin(`${server.url}/shop`, 5_000)).toBeLessThan(5_000);
  });

  it('silent: no request hangs, ready answers within a second, back within 5 s', async () => {
    proxy.silent();
    const ready = await timed(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(1_500);
    const products = await timed(`${server.url}/api/products?title=stil`);
    expect(products, server.output()).toMatchObject({ status: 503, retryAfter: '5' });
    expect(products.ms).toBeLessThan(5_000);
    proxy.up();
    expect(await backWithin(`${server.url}/api/products?title=weer`, 5_000)).toBeLessThan(5_000);
    expect((await timed(`${server.url}/api/ready`)).status).toBe(200);
  });
});

describe('a PostgreSQL server stopped and started again while requests flow', () => {
  it.each(['fast', 'immediate'] as const)(
    'stopped (%s): only 200 or 503 meanwhile, 503 during the outage, back within 5 s',
    async (mode) => {
      const postgres = await startPrivatePostgres();
      cleanup.push(() => postgres.destroy());
      const server = await startServer({
        databaseUrl: postgres.url,
        smtpUrl: 'smtp://127.0.0.1:9',
        env: { DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '2000' },
      });
      cleanup.push(() => server.stop('SIGKILL'));

      // Requests keep coming, two at a time, for the whole test.
      const answers: number[] = [];
      let flowing = true;
      const flow = async (path: string) => {
        for (let i = 0; flowing; i += 1) {
          const response = await fetch(`${server.url}${path}${i}`).catch(() => null);
          answers.push(response?.status ?? 0);
          await response?.arrayBuffer();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const flows = [flow('/api/products?title=stroom'), flow('/api/blog?q=stroom')];
      await expect.poll(() => answers.filter((status) => status === 200).length).toBeGreaterThan(5);

      postgres.stop(mode);
      const during = answers.length;
      await expect
        .poll(() => answers.slice(during).filter((status) => status === 503).length)
        .toBeGreaterThan(5);
      const ready = await timed(`${server.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(1_500);

      postgres.start();
      expect(await backWithin(`${server.url}/api/products?title=terug`, 5_000)).toBeLessThan(5_000);
      flowing = false;
      await Promise.all(flows);
      expect((await timed(`${server.url}/api/ready`)).status).toBe(200);
      expect(
        answers.filter((status) => status !== 200 && status !== 503),
        server.output(),
      ).toEqual([]);
    },
  );
});

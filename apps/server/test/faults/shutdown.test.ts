import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, startServer } from './server-process.ts';

/** SIGTERM with a client that never finishes its request: the shop ends within its grace period. */

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

describe('shutting down', () => {
  it('a slow client cannot hold the process: it ends within the grace period, requests in flight answered', async () => {
    const database = await createDatabase(`fault_shutdown_${randomUUID().slice(0, 8)}`);
    cleanup.push(database.drop);
    const server = await startServer({
      databaseUrl: database.url,
      smtpUrl: 'smtp://127.0.0.1:9',
      env: { SHUTDOWN_GRACE_SECONDS: '2' },
    });
    cleanup.push(() => server.stop('SIGKILL'));
    const { port } = new URL(server.url);

    // Half a request, sent and then never finished (as a slow or hostile client does).
    const slow = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    slow.on('error', () => undefined);
    // A request in flight at the signal still gets its answer.
    const inFlight = fetch(`${server.url}/api/products`).then((response) => response.status);

    const started = Date.now();
    const code = await server.stop('SIGTERM');
    const tookMs = Date.now() - started;
    slow.destroy();

    expect(await inFlight).toBe(200);
    expect(tookMs, server.output()).toBeLessThan(2_000 + 3_000);
    expect(code, server.output()).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, startServer } from './server-process.ts';

/** SIGTERM with a client that never finishes its request: the shop ends within its grace period. */

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

/** Everything a socket receives, as text, as it arrives. */
function received(socket: net.Socket): { text: () => string; contains: (part: string) => Promise<void> } {
  let text = '';
  let closed = false;
  const waiting: (() => void)[] = [];
  const wakeAll = () => {
    for (const wake of waiting.splice(0)) wake();
  };
  socket.on('data', (chunk) => {
    text += chunk.toString('latin1');
    wakeAll();
  });
  socket.on('close', () => {
    closed = true;
    wakeAll();
  });
  const contains = async (part: string) => {
    while (!text.includes(part)) {
      if (closed) throw new Error(`closed before "${part}"; received: ${text}`);
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return { text: () => text, contains };
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.on('error', () => undefined);
  return socket;
}

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
    const port = Number(new URL(server.url).port);

    // Half a request, sent and then never finished (as a slow or hostile client does).
    const slow = await connect(port);
    slow.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );

    // A request in flight at the signal still gets its answer. "100 Continue" says the server has
    // read its head and taken it on, so the signal cannot arrive before the request does.
    const body = JSON.stringify({ email: 'niemand@example.com', password: 'niet-het-wachtwoord' });
    const inFlight = await connect(port);
    const answer = received(inFlight);
    inFlight.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await answer.contains('100 Continue');

    const started = Date.now();
    const stopped = server.stop('SIGTERM');
    // Its body follows the signal: the server still reads it and answers (wrong password: 401).
    await new Promise((resolve) => setTimeout(resolve, 100));
    inFlight.write(body);
    await answer.contains('\r\n\r\n{');
    const code = await stopped;
    const tookMs = Date.now() - started;
    slow.destroy();
    inFlight.destroy();

    const finalStatus = answer.text().split('\r\n\r\n')[1]?.split('\r\n')[0];
    expect(finalStatus, answer.text()).toBe('HTTP/1.1 401 Unauthorized');
    expect(tookMs, server.output()).toBeLessThan(2_000 + 3_000);
    expect(code, server.output()).toBe(0);
  });
});

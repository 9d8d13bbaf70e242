import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { createJobQueue } from '../../src/db/job-queue.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { createMailService, MAIL_QUEUE } from '../../src/features/mail/mail.service.ts';
import { createMailer } from '../../src/lib/mailer.ts';
import { waitForIdleQueue } from '../jobs.ts';
import { testAddress } from '../payments.ts';
import { startSmtpServer, type TestSmtpServer } from '../smtp.ts';
import { createDatabase, type ServerProcess, startServer } from './server-process.ts';

/**
 * Faults no in-process test can make: a server process killed outright, and several processes
 * delivering from one queue. Each test has a PostgreSQL database of its own and starts the shop
 * as separate processes (`npm run test:faults`, run by CI).
 */

const DEMO = { email: 'demo@loopvoeding.nl', password: 'demo1234' };

async function json(response: Response) {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${body}`);
  return body ? JSON.parse(body) : null;
}

/** A seeded shipping method to the Netherlands that takes an order of any amount. */
async function anyAmountShipping(server: ServerProcess): Promise<string> {
  const methods: { _id: string; maxOrder: number | null }[] = await json(
    await fetch(`${server.url}/api/shipping/methods?country=NL`),
  );
  return methods.find((method) => method.maxOrder === null)!._id;
}

/** Logs in the seeded demo customer, fills the cart and pays on the emulator's hosted page. */
async function payAnOrder(server: ServerProcess): Promise<string> {
  const { token } = await json(
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    }),
  );
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const products = await json(await fetch(`${server.url}/api/products?limit=5`));
  const product = products.data.find((p: { stock: number }) => p.stock > 0);
  await json(
    await fetch(`${server.url}/api/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ items: [{ _id: product._id, quantity: 1 }] }),
    }),
  );
  const shippingMethodId = await anyAmountShipping(server);
  const { url } = await json(
    await fetch(`${server.url}/api/checkout/session`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...testAddress, shippingMethodId }),
    }),
  );
  const paid = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      cardName: 'Demi Loper',
    }),
    redirect: 'manual',
  });
  expect(paid.status).toBeLessThan(400);
  return url.split('/betalen/')[1];
}

async function query<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const deliveredIds = (smtp: TestSmtpServer) => smtp.received.map((mail) => mail.messageId);

/** Waits until the mail queue in the database has no job waiting, waiting to retry or running. */
async function mailQueueIdle(databaseUrl: string) {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    await waitForIdleQueue(handle.db, MAIL_QUEUE, { timeout: 120_000 });
  } finally {
    await handle.close();
  }
}

describe('outgoing mail under process faults (PostgreSQL)', () => {
  let smtp: TestSmtpServer;
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
  });
  beforeEach(() => {
    smtp.hold(false);
    for (const list of [smtp.received, smtp.held, smtp.heldFrom]) list.length = 0;
  });
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('a server killed with SIGKILL while it sends a confirmation delivers it exactly once after restart', async () => {
    const database = await createDatabase(`fault_kill_${randomUUID().slice(0, 8)}`);
    cleanup.push(database.drop);
    smtp.hold(true);
    const first = await startServer({ databaseUrl: database.url, smtpUrl: smtp.url });
    cleanup.push(() => first.stop('SIGKILL'));

    const sessionId = await payAnOrder(first);
    const paidOrder = async () => {
      const [row] = await query<{ id: string; status: string }>(
        database.url,
        'select id, status from orders where stripe_session_id = $1',
        [sessionId],
      );
      return row;
    };
    await expect.poll(async () => (await paidOrder())?.status).toBe('paid');
    const order = await paidOrder();
    // The worker has handed the confirmation to the mail server and waits for its answer.
    await expect.poll(() => smtp.held.length, { timeout: 30_000 }).toBe(1);
    await first.stop('SIGKILL');

    smtp.hold(false);
    const second = await startServer({ databaseUrl: database.url, smtpUrl: smtp.url });
    cleanup.push(() => second.stop());
    await expect.poll(() => smtp.received.length, { timeout: 120_000, interval: 500 }).toBe(1);
    expect(smtp.received[0]?.messageId).toBe(smtp.held[0]?.messageId);
    expect(smtp.received[0]?.subject).toContain('Bevestiging');
    // Nothing else follows: the job is done, not waiting for another attempt.
    await mailQueueIdle(database.url);
    expect(smtp.received).toHaveLength(1);
    const [mail] = await query<{ status: string; key: string }>(
      database.url,
      'select status, key from outgoing_mails',
    );
    expect(mail).toEqual({ status: 'sent', key: `order-confirmation:${order?.id}` });
    await second.stop();
  });

  it('two server processes on one database deliver each of 100 queued mails exactly once', async () => {
    const database = await createDatabase(`fault_pair_${randomUUID().slice(0, 8)}`);
    cleanup.push(database.drop);
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    await migrateDatabase(handle);
    const { log } = Fastify();
    const jobs = createJobQueue(handle, { log });
    const mail = createMailService({
      db: handle.db,
      mailer: createMailer({ smtpUrl: smtp.url, dataDir: '' }),
      jobs,
      log,
      // These mails carry no attachments.
      renderAttachment: () => Promise.reject(new Error('no attachment expected')),
    });
    await jobs.define(MAIL_QUEUE, { retryLimit: 3 });
    await handle.db.transaction(async (tx) => {
      for (let n = 1; n <= 100; n++) {
        await mail.queue(
          {
            to: `klant-${n}@example.com`,
            subject: `Bericht ${n}`,
            text: `Bericht ${n}`,
            html: `<p>${n}</p>`,
          },
          `fault-test:${n}`,
          tx,
        );
      }
    });
    await jobs.stop();
    await handle.close();

    const servers = await Promise.all([
      startServer({ databaseUrl: database.url, smtpUrl: smtp.url }),
      startServer({ databaseUrl: database.url, smtpUrl: smtp.url }),
    ]);
    for (const server of servers) cleanup.push(() => server.stop());
    await expect
      .poll(() => smtp.received.length, { timeout: 120_000, interval: 500 })
      .toBeGreaterThanOrEqual(100);
    await mailQueueIdle(database.url);

    expect(smtp.received).toHaveLength(100);
    expect(new Set(deliveredIds(smtp)).size).toBe(100);
    expect(new Set(smtp.received.map((m) => m.subject))).toEqual(
      new Set(Array.from({ length: 100 }, (_, i) => `Bericht ${i + 1}`)),
    );
    const rows = await query<{ status: string; attempts: number; count: number }>(
      database.url,
      'select status, attempts, count(*)::int as count from outgoing_mails group by status, attempts',
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, count: 100 }]);
    await Promise.all(servers.map((server) => server.stop()));
  });
});

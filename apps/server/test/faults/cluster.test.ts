import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../payments.ts';
import { freePort } from '../smtp.ts';
import { createDatabase, payOnPaymentPage, queryDatabase } from './server-process.ts';

/**
 * `npm run start:cluster -- 3`: three processes behind nginx as one shop. Requests go to each in
 * turn, and one killed in the middle of a checkout load loses no acknowledged order while the
 * others keep answering and send the mails it left. Needs nginx and the built server.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const hasNginx = !spawnSync('nginx', ['-v']).error;
const built = existsSync(path.join(root, 'apps/server/dist/server.js'));
const PROCESSES = 3;
const BUYERS = 18;

const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const json = { 'content-type': 'application/json' };
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

describe.skipIf(!hasNginx)('three processes behind nginx (npm run start:cluster)', () => {
  let proxy: string;
  let dataDir: string;
  let databaseUrl: string;
  let cluster: ChildProcess;
  let output = '';

  const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    queryDatabase<T>(databaseUrl, text, values);
  const processes = () =>
    JSON.parse(readFileSync(path.join(dataDir, 'cluster/processes.json'), 'utf8')) as Record<string, number>;

  beforeAll(async () => {
    expect(built, 'the server is built (npm run build) before the fault tests').toBe(true);
    const database = await createDatabase(`fault_cluster_${randomUUID().slice(0, 8)}`);
    cleanup.push(database.drop);
    databaseUrl = database.url;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    proxy = `http://127.0.0.1:${port}`;
    cluster = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs'), String(PROCESSES)], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        PUBLIC_URL: proxy,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'cluster-admin-1',
        LOG_LEVEL: 'warn',
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [cluster.stdout, cluster.stderr]) stream?.on('data', (chunk) => (output += chunk));
    const stopped = new Promise((resolve) => cluster.once('exit', resolve));
    cleanup.push(async () => {
      cluster.kill('SIGTERM');
      await stopped;
    });
    const deadline = Date.now() + 120_000;
    while (!output.includes('processen achter nginx')) {
      if (cluster.exitCode !== null || Date.now() > deadline)
        throw new Error(`The cluster did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 150_000);

  it('answers every request through the proxy, each process in turn', async () => {
    const answeredBy = new Set<string>();
    for (let i = 0; i < 2 * PROCESSES; i += 1) {
      const response = await fetch(`${proxy}/api/health`);
      expect(response.status).toBe(200);
      answeredBy.add(response.headers.get('x-upstream') ?? '');
    }
    expect(answeredBy.size, output).toBe(PROCESSES);
  });

  it('loses no acknowledged order when a process is killed under load, and the others answer and send its mails', async () => {
    const admin = await post(`${proxy}/api/auth/login`, {
      email: 'admin@loopvoeding.nl',
      password: 'cluster-admin-1',
    });
    const adminHeaders = { authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
    const made = await post(
      `${proxy}/api/products`,
      {
        title: 'Gel Cluster',
        slug: `gel-cluster-${randomUUID().slice(0, 6)}`,
        description: 'Voor de proef met drie processen.',
        price: 2.5,
        stock: 500,
        category: ['Gels'],
        isPublished: true,
      },
      adminHeaders,
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const { _id } = (await made.json()) as { _id: string };
    const methods = (await (await fetch(`${proxy}/api/shipping/methods?country=NL`)).json()) as {
      _id: string;
      maxOrder: number | null;
    }[];
    const body = {
      ...testAddress,
      shippingMethodId: methods.find((method) => method.maxOrder === null)!._id,
    };
    const buyers: Record<string, string>[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const registered = await post(`${proxy}/api/auth/register`, {
        email: `cluster-${i}-${randomUUID().slice(0, 6)}@example.nl`,
        password: 'geheim123',
      });
      expect(registered.status).toBe(201);
      const headers = { authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
      expect(
        (await post(`${proxy}/api/cart`, { items: [{ _id, quantity: 1 + (i % 3) }] }, headers)).status,
      ).toBe(200);
      buyers.push(headers);
    }

    // Every buyer checks out at once through the proxy; one process is killed as the answers come.
    const acknowledged: string[] = [];
    const attempts = buyers.map((headers) =>
      post(`${proxy}/api/checkout/session`, body, headers).then(
        async (response) => {
          if (response.status === 200)
            acknowledged.push(((await response.json()) as { url: string }).url.split('/betalen/')[1]!);
        },
        () => undefined,
      ),
    );
    await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(2);
    const [victimPort, victim] = Object.entries(processes())[0]!;
    process.kill(victim, 'SIGKILL');
    await Promise.all(attempts);

    // Every acknowledged checkout has its order, with the session it answered.
    const orders = await sql<{ session: string | null; status: string }>(
      'select stripe_session_id as session, status from orders',
    );
    for (const session of acknowledged)
      expect(orders.find((order) => order.session === session)?.status, session).toBe('pending');

    // The others answer while the killed one is away (and after it is started again).
    for (let i = 0; i < 2 * PROCESSES; i += 1)
      expect((await fetch(`${proxy}/api/products`)).status).toBe(200);
    await expect.poll(() => processes()[victimPort] !== victim, { timeout: 10_000 }).toBe(true);

    // Paid on the payment page (through the proxy): the confirmation mails are sent, whichever
    // process takes them.
    for (const session of acknowledged.slice(0, 2)) {
      const paid = await payOnPaymentPage(proxy, session, 'Cluster');
      expect(paid.status).toBe(303);
    }
    await expect
      .poll(
        async () =>
          (
            await sql<{ status: string }>(
              `select m.status from outgoing_mails m join orders o on m.key = 'order-confirmation:' || o.id
                where o.stripe_session_id = any($1)`,
              [acknowledged.slice(0, 2)],
            )
          ).map((mail) => mail.status),
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(['sent', 'sent']);
  }, 240_000);
});

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../payments.ts';
import { freePort, startSmtpServer, type TestSmtpServer } from '../smtp.ts';
import { createDatabase, payOnPaymentPage, pidOfConnection, queryDatabase } from './server-process.ts';

/**
 * `npm run start:cluster -- 3`: three processes behind nginx as one shop. Requests go to each in
 * turn, and one killed in the middle of a checkout load loses no acknowledged order while the
 * others keep answering and send the mails it left; one killed while it sends a mail hands that
 * mail to the others. Needs nginx and the built server; Redis is used when TEST_REDIS_URL is set.
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
  let smtp: TestSmtpServer;
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
    smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
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
        SMTP_URL: smtp.url,
        MAIL_RETRY_DELAY_SECONDS: '1',
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

  /** The checkout form's answers: the test address and the shipping method without a maximum. */
  async function checkoutBody() {
    const methods = (await (await fetch(`${proxy}/api/shipping/methods?country=NL`)).json()) as {
      _id: string;
      maxOrder: number | null;
    }[];
    return { ...testAddress, shippingMethodId: methods.find((method) => method.maxOrder === null)!._id };
  }

  /** A new customer, registered through the proxy, with `quantity` of the product in the cart. */
  async function buyerWithCart(productId: string, quantity: number): Promise<Record<string, string>> {
    const registered = await post(`${proxy}/api/auth/register`, {
      email: `cluster-${randomUUID().slice(0, 8)}@example.nl`,
      password: 'geheim123',
    });
    expect(registered.status).toBe(201);
    const headers = { authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
    const cart = await post(`${proxy}/api/cart`, { items: [{ _id: productId, quantity }] }, headers);
    expect(cart.status).toBe(200);
    return headers;
  }

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
    const body = await checkoutBody();
    const buyers: Record<string, string>[] = [];
    for (let i = 0; i < BUYERS; i += 1) buyers.push(await buyerWithCart(_id, 1 + (i % 3)));

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

  it("hands a killed process's mail to the others: the confirmation it was sending is delivered once", async () => {
    const products = (await (await fetch(`${proxy}/api/products?limit=1`)).json()) as {
      data: { _id: string }[];
    };
    const headers = await buyerWithCart(products.data[0]!._id, 1);
    smtp.hold(true);
    const checkout = await post(`${proxy}/api/checkout/session`, await checkoutBody(), headers);
    expect(checkout.status).toBe(200);
    const session = ((await checkout.json()) as { url: string }).url.split('/betalen/')[1]!;
    expect((await payOnPaymentPage(proxy, session, 'Overname')).status).toBe(303);

    // One process has handed the confirmation to the mail server and waits for its answer.
    await expect.poll(() => smtp.held.length, { timeout: 30_000 }).toBe(1);
    const running = Object.values(processes());
    const sender = pidOfConnection(smtp.heldFrom[0]!, running);
    expect(sender, 'the process that sends the confirmation').toBeDefined();

    // Killed, and not started again (its supervisor paused): the other two must take the mail over.
    process.kill(cluster.pid!, 'SIGSTOP');
    try {
      process.kill(sender!, 'SIGKILL');
      smtp.hold(false);
      const confirmation = smtp.held[0]!.messageId;
      await expect
        .poll(() => smtp.received.filter((mail) => mail.messageId === confirmation).length, {
          timeout: 120_000,
          interval: 500,
        })
        .toBe(1);
      expect(Object.values(processes())).toEqual(running);
      const [mail] = await sql<{ status: string }>(
        `select m.status from outgoing_mails m join orders o on m.key = 'order-confirmation:' || o.id
          where o.stripe_session_id = $1`,
        [session],
      );
      expect(mail?.status).toBe('sent');
    } finally {
      process.kill(cluster.pid!, 'SIGCONT');
    }
  }, 180_000);
});

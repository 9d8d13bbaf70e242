import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../payments.ts';
import { createDatabase, queryDatabase, type ServerProcess, startServer } from './server-process.ts';

/**
 * The server killed (SIGKILL, no shutdown) in the middle of a checkout load. After a restart on
 * the same database: every order the API acknowledged exists and holds its stock, the stock held
 * is exactly what the pending orders hold (nothing lost, nothing twice), and the payment events
 * that arrive late still complete the acknowledged payments.
 */

const WEBHOOK_SECRET = 'whsec_fault_tests_killed_checkout';
const BUYERS = 24;
const STOCK = 100;

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

const json = { 'content-type': 'application/json' };

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
}

async function tokenOf(server: ServerProcess, email: string, password: string, register = false) {
  const response = await post(`${server.url}/api/auth/${register ? 'register' : 'login'}`, {
    email,
    password,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A `checkout.session.completed` event for a stored order, signed as the provider would. */
function lateCompletion(order: { id: string; session: string; totalCents: number }) {
  const payload = JSON.stringify({
    id: `evt_late_${randomUUID().slice(0, 8)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: order.session,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        amount_total: order.totalCents,
        currency: 'eur',
        payment_intent: `pi_late_${order.id.slice(0, 8)}`,
        metadata: { orderId: order.id },
      },
    },
  });
  const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return { payload, signature };
}

describe('a server killed during a checkout load', () => {
  let databaseUrl: string;
  let server: ServerProcess;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-fault-kill-'));
  const env = {
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RATE_LIMIT_MAX: '100000',
    OPEN_CHECKOUTS_PER_ADDRESS: '100000',
  };

  const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    queryDatabase<T>(databaseUrl, text, values);

  beforeAll(async () => {
    const database = await createDatabase(`fault_kill_${randomUUID().slice(0, 8)}`);
    cleanup.push(database.drop);
    databaseUrl = database.url;
    server = await startServer({ databaseUrl, smtpUrl: 'smtp://127.0.0.1:9', dataDir, env });
    cleanup.push(() => server.stop('SIGKILL'));
  });

  it('keeps every acknowledged order and its stock, and late webhooks complete the payments', async () => {
    const admin = await tokenOf(server, 'admin@loopvoeding.nl', 'fault-admin-1');
    const productIds: string[] = [];
    for (const title of ['Gel Kill Citroen', 'Reep Kill Haver']) {
      const response = await post(
        `${server.url}/api/products`,
        {
          title,
          slug: `${title.toLowerCase().replaceAll(' ', '-')}-${randomUUID().slice(0, 6)}`,
          description: 'Voor de foutproef.',
          image: null,
          contents: ['1 × proef'],
          price: 3.45,
          stock: STOCK,
          discount: null,
          category: ['Gels'],
          brand: ['Polderkracht'],
          shelfLife: '12 maanden',
          isPublished: true,
        },
        admin,
      );
      expect(response.status, await response.clone().text()).toBe(201);
      productIds.push(((await response.json()) as { _id: string })._id);
    }

    const buyers = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const headers = await tokenOf(
        server,
        `kill-${i}-${randomUUID().slice(0, 6)}@example.nl`,
        'geheim123',
        true,
      );
      const items = productIds.map((_id, n) => ({ _id, quantity: 1 + ((i + n) % 3) }));
      expect((await post(`${server.url}/api/cart`, { items }, headers)).status).toBe(200);
      buyers.push(headers);
    }

    // A seeded method to the Netherlands that takes any amount.
    const methods = (await (await fetch(`${server.url}/api/shipping/methods?country=NL`)).json()) as {
      _id: string;
      maxOrder: number | null;
    }[];
    const body = {
      ...testAddress,
      shippingMethodId: methods.find((method) => method.maxOrder === null)!._id,
    };

    // Every buyer checks out at once; the process is killed once a few have been answered.
    const acknowledged: string[] = [];
    const attempts = buyers.map((headers) =>
      post(`${server.url}/api/checkout/session`, body, headers).then(
        async (response) => {
          if (response.status === 200) {
            const { url } = (await response.json()) as { url: string };
            acknowledged.push(url.split('/betalen/')[1]!);
          }
        },
        () => undefined, // cut off by the kill
      ),
    );
    await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(3);
    expect(await server.stop('SIGKILL')).toBeNull();
    await Promise.all(attempts);
    expect(acknowledged.length, 'some checkouts must still have been on their way').toBeLessThan(BUYERS);

    server = await startServer({ databaseUrl, smtpUrl: 'smtp://127.0.0.1:9', dataDir, env });
    cleanup.push(() => server.stop('SIGKILL'));

    // Every acknowledged checkout left its pending order behind, with the session it answered.
    const orders = await sql<{ id: string; session: string | null; status: string; totalCents: number }>(
      'select id, stripe_session_id as session, status, total_cents as "totalCents" from orders',
    );
    for (const session of acknowledged) {
      expect(orders.find((order) => order.session === session)?.status, session).toBe('pending');
    }

    // The stock held is exactly what the pending orders hold; nothing is sold yet.
    const held = async () =>
      sql<{ id: string; stock: number; reserved: number; pending: number; paid: number }>(
        `select p.id, p.stock, p.reserved_stock as reserved,
                coalesce(sum(i.quantity) filter (where o.status = 'pending'), 0)::int as pending,
                coalesce(sum(i.quantity) filter (where o.status = 'paid'), 0)::int as paid
           from products p
           left join order_items i on i.product_id = p.id
           left join orders o on o.id = i.order_id
          where p.id = any($1)
          group by p.id`,
        [productIds],
      );
    for (const product of await held()) {
      expect(product).toMatchObject({ stock: STOCK, reserved: product.pending, paid: 0 });
      expect(product.reserved).toBeGreaterThan(0);
    }

    // The provider's events for the acknowledged sessions arrive after the restart.
    for (const session of acknowledged) {
      const order = orders.find((row) => row.session === session)!;
      const { payload, signature } = lateCompletion({ id: order.id, session, totalCents: order.totalCents });
      const response = await fetch(`${server.url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { ...json, 'stripe-signature': signature },
        body: payload,
      });
      expect(response.status, await response.text()).toBe(200);
    }
    const after = await sql<{ id: string; status: string }>(
      'select id, status from orders where stripe_session_id = any($1)',
      [acknowledged],
    );
    expect(after.map((order) => order.status)).toEqual(acknowledged.map(() => 'paid'));
    for (const product of await held()) {
      expect(product).toMatchObject({ stock: STOCK - product.paid, reserved: product.pending });
      expect(product.paid).toBeGreaterThan(0);
    }
  });
});

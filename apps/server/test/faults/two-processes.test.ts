import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../payments.ts';
import { type EventStreamReader, readEventStream } from '../sse.ts';
import { createDatabase, payOnPaymentPage, type ServerProcess, startServer } from './server-process.ts';

/**
 * Two servers on one PostgreSQL: a checkout made through one is paid on the other's payment page
 * (the emulator keeps its sessions in the database), a notification made through one reaches a
 * stream opened on the other within a second, a route lock made on one is enforced by the other at once, and an
 * account deleted or a login ended on one is refused by the other at once (LISTEN/NOTIFY all).
 */

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

async function login(server: ServerProcess, email: string, password: string) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

async function register(server: ServerProcess, email: string) {
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'geheim123' }),
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

const titles = (reader: EventStreamReader) =>
  reader.events
    .filter((event) => event.event === 'notification')
    .map((event) => (event.data as { title: string }).title);

describe('two server processes on one PostgreSQL', () => {
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    const database = await createDatabase(`fault_pair_${randomUUID().slice(0, 8)}`);
    cleanup.push(database.drop);
    const smtpUrl = 'smtp://127.0.0.1:9'; // mail is not what these tests are about
    one = await startServer({ databaseUrl: database.url, smtpUrl });
    cleanup.push(() => one.stop());
    two = await startServer({ databaseUrl: database.url, smtpUrl });
    cleanup.push(() => two.stop());
  });

  it("a checkout made through one is paid on the other's payment page and confirmed through the first", async () => {
    const admin = await login(one, 'admin@loopvoeding.nl', 'fault-admin-1');
    const made = await fetch(`${one.url}/api/products`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        title: 'Gel Twee Processen',
        slug: `gel-twee-processen-${randomUUID().slice(0, 6)}`,
        description: 'Voor de proef met twee processen.',
        price: 2.5,
        stock: 10,
        category: ['Gels'],
        isPublished: true,
      }),
    });
    expect(made.status).toBe(201);
    const { _id } = (await made.json()) as { _id: string };
    const buyer = await register(one, `betaler-${randomUUID().slice(0, 8)}@example.nl`);
    const cart = await fetch(`${one.url}/api/cart`, {
      method: 'POST',
      headers: buyer,
      body: JSON.stringify({ items: [{ _id, quantity: 2 }] }),
    });
    expect(cart.status).toBe(200);
    const methods = (await (await fetch(`${one.url}/api/shipping/methods?country=NL`)).json()) as {
      _id: string;
      maxOrder: number | null;
    }[];
    const checkout = await fetch(`${one.url}/api/checkout/session`, {
      method: 'POST',
      headers: buyer,
      body: JSON.stringify({
        ...testAddress,
        shippingMethodId: methods.find((m) => m.maxOrder === null)!._id,
      }),
    });
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/betalen/')[1]!;

    // The payer's browser reaches the other process.
    const page = await fetch(`${two.url}/betalen/${sessionId}`);
    expect(page.status).toBe(200);
    const paid = await payOnPaymentPage(two.url, sessionId, 'Twee Processen');
    expect(paid.status).toBe(303);
    // Paying again, on either process, finds the session complete.
    const again = await payOnPaymentPage(one.url, sessionId, 'Nog eens');
    expect(again.status).toBe(200);

    // The first process confirms it: it reads the session the second one completed.
    await expect
      .poll(
        async () => {
          const confirmed = await fetch(`${one.url}/api/checkout/success`, {
            method: 'POST',
            headers: buyer,
            body: JSON.stringify({ sessionId }),
          });
          return ((await confirmed.json()) as { status?: string }).status;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe('paid');
  });

  it("the caps on a user's open notification streams count the streams on both, and a closed one frees its place", async () => {
    const buyer = await register(one, `stromen-${randomUUID().slice(0, 8)}@example.nl`);
    const open = (server: ServerProcess) =>
      readEventStream(`${server.url}/api/notifications/stream`, { authorization: buyer.authorization });
    const readers: EventStreamReader[] = [];
    for (const server of [one, two, one, two, one]) {
      const reader = await open(server);
      cleanup.push(async () => reader.close());
      expect(reader.status).toBe(200);
      readers.push(reader);
    }
    // Five open, three on one and two on two: a sixth is refused on either.
    for (const server of [one, two]) {
      const sixth = await open(server);
      expect(sixth.status).toBe(429);
    }
    readers[1]!.close();
    await expect
      .poll(
        async () => {
          const again = await open(two);
          cleanup.push(async () => again.close());
          return again.status;
        },
        { timeout: 5_000, interval: 200 },
      )
      .toBe(200);
  });

  it('a route lock made on one is enforced by the other at once, and its removal too', async () => {
    const admin = await login(one, 'admin@loopvoeding.nl', 'fault-admin-1');
    const guestCall = async () => (await fetch(`${two.url}/api/products`)).status;
    expect(await guestCall()).toBe(200);
    const created = await fetch(`${one.url}/api/admin/route-locks`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        route: '/products',
        method: 'GET',
        blockedForRoles: ['guest'],
        reason: 'Inventaris',
      }),
    });
    expect(created.status).toBe(201);
    await expect.poll(guestCall, { timeout: 1_000, interval: 50 }).toBe(423);
    const { _id } = (await created.json()) as { _id: string };
    await fetch(`${one.url}/api/admin/route-locks/${_id}`, {
      method: 'DELETE',
      headers: { authorization: admin.authorization },
    });
    await expect.poll(guestCall, { timeout: 1_000, interval: 50 }).toBe(200);
  });

  it('an account deleted on one is refused by the other at once', async () => {
    const admin = await login(one, 'admin@loopvoeding.nl', 'fault-admin-1');
    const email = `weg-${randomUUID().slice(0, 8)}@example.nl`;
    const registered = await fetch(`${two.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'geheim123' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const cart = () => fetch(`${two.url}/api/cart`, { headers: { authorization: `Bearer ${token}` } });
    expect((await cart()).status).toBe(200);
    const found = (await (await fetch(`${one.url}/api/user?email=${email}`, { headers: admin })).json()) as {
      data: { _id: string }[];
    };
    const removed = await fetch(`${one.url}/api/user/${found.data[0]!._id}`, {
      method: 'DELETE',
      headers: { authorization: admin.authorization },
    });
    expect(removed.status).toBe(204);
    await expect.poll(async () => (await cart()).status, { timeout: 1_000, interval: 50 }).toBe(401);
  });

  it('a logout on one ends the login on the other at once: its token and its stream; another login lives', async () => {
    const email = `uit-${randomUUID().slice(0, 8)}@example.nl`;
    const registered = await fetch(`${two.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'geheim123' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
    const { token } = (await registered.json()) as { token: string };
    const other = await login(two, email, 'geheim123');
    const cart = (authorization: string) => fetch(`${two.url}/api/cart`, { headers: { authorization } });
    // Both logins are read (and cached) by process two, and one has a stream open there.
    expect((await cart(`Bearer ${token}`)).status).toBe(200);
    expect((await cart(other.authorization)).status).toBe(200);
    const reader = await readEventStream(`${two.url}/api/notifications/stream`, {
      authorization: `Bearer ${token}`,
    });
    cleanup.push(async () => reader.close());
    expect(reader.status).toBe(200);

    const logout = await fetch(`${one.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    await expect
      .poll(async () => (await cart(`Bearer ${token}`)).status, { timeout: 1_000, interval: 50 })
      .toBe(401);
    const ended = await Promise.race([reader.ended.then(() => true), delay(1_000).then(() => false)]);
    expect(ended).toBe(true);
    expect((await cart(other.authorization)).status).toBe(200);
  });

  it('a notification made through one process arrives on a stream opened on the other', async () => {
    const customer = await login(two, 'demo@loopvoeding.nl', 'demo1234');
    const admin = await login(one, 'admin@loopvoeding.nl', 'fault-admin-1');
    const reader = await readEventStream(`${two.url}/api/notifications/stream`, customer);
    cleanup.push(async () => reader.close());
    expect(reader.status).toBe(200);
    await expect.poll(() => reader.events.some((event) => event.event === 'unread')).toBe(true);

    // The customer's own notification: support answers on process one.
    const written = await fetch(`${one.url}/api/contact`, {
      method: 'POST',
      headers: customer,
      body: JSON.stringify({ subject: 'Over twee servers', message: 'Komt dit aan?' }),
    });
    expect(written.status).toBe(201);
    const { _id } = (await written.json()) as { _id: string };
    const answered = await fetch(`${one.url}/api/admin/contact/${_id}/replies`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ message: 'Ja, live.' }),
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    await expect
      .poll(() => titles(reader), { timeout: 1_000, interval: 50 })
      .toEqual(['Nieuw antwoord van support']);

    // A broadcast to everyone, made on process one.
    await fetch(`${one.url}/api/admin/notifications/broadcast`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ everyone: true, title: 'Voor iedereen', message: 'Over twee processen' }),
    });
    await expect
      .poll(() => titles(reader), { timeout: 1_000, interval: 50 })
      .toEqual(['Nieuw antwoord van support', 'Voor iedereen']);
  });

  // Last: the wipe takes every customer, the demo customer of the tests above too.
  it('users wiped on one are refused by the other at once', async () => {
    const admin = await login(one, 'admin@loopvoeding.nl', 'fault-admin-1');
    const registered = await fetch(`${two.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `gewist-${randomUUID().slice(0, 8)}@example.nl`, password: 'geheim123' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const cart = () => fetch(`${two.url}/api/cart`, { headers: { authorization: `Bearer ${token}` } });
    expect((await cart()).status).toBe(200);
    const wiped = await fetch(`${one.url}/api/admin/wipe`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ entity: 'User', confirm: 'WIPE' }),
    });
    expect(wiped.status).toBe(200);
    await expect.poll(async () => (await cart()).status, { timeout: 1_000, interval: 50 }).toBe(401);
  });

  it('a product changed through one: its page and the shop on the other change within a second, from memory before and after', async () => {
    const admin = await login(one, 'admin@loopvoeding.nl', 'fault-admin-1');
    const slug = `gel-geheugen-${randomUUID().slice(0, 6)}`;
    const body = {
      title: 'Gel Geheugen',
      slug,
      description: 'Een gel om de bewaarde pagina op te proberen.',
      price: 2.5,
      stock: 10,
      category: ['Gels'],
      isPublished: true,
    };
    const made = await fetch(`${one.url}/api/products`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify(body),
    });
    expect(made.status).toBe(201);
    const { _id } = (await made.json()) as { _id: string };
    const page = async (path: string) => {
      const response = await fetch(`${two.url}${path}`);
      return { html: await response.text(), cache: response.headers.get('x-page-cache') };
    };
    // Rendered once on the second process, then served from its memory.
    await expect.poll(async () => (await page(`/shop/${slug}`)).html).toContain('Gel Geheugen');
    for (const path of [`/shop/${slug}`, '/shop']) {
      await page(path);
      expect((await page(path)).cache, path).toBe('hit');
    }

    const changed = await fetch(`${one.url}/api/products/${_id}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ ...body, title: 'Gel Geheugen Vernieuwd' }),
    });
    expect(changed.status).toBe(200);
    for (const path of [`/shop/${slug}`, '/shop'])
      await expect
        .poll(async () => (await page(path)).html, { timeout: 1_000, interval: 50 })
        .toContain('Gel Geheugen Vernieuwd');
    expect((await page(`/shop/${slug}`)).cache).toBe('hit');
  });
});

// Attack class: a login that has ended (logout, a stolen refresh token presented again, an account
// deleted or wiped) must stop working at once, not when its 15-minute access token runs out: its
// access tokens are refused and its open notification streams end. Only that login: the user's
// other logins keep working. A request of an account that vanished while it ran answers 401, never
// 5xx, whatever row it was about to write.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import type { TestApp } from '../build-test-app.ts';
import { type Actor, actor, createPost, createProduct, createUser, TEST_PASSWORD } from '../factories.ts';
import { openShop } from '../shop.ts';
import { type EventStreamReader, readEventStream } from '../sse.ts';

let app: TestApp;
let admin: Actor;
const readers: EventStreamReader[] = [];

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  await app.close();
});

/** A login of the user: its access token and refresh cookie. */
async function login(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return loginOf(response);
}

function loginOf(response: Awaited<ReturnType<TestApp['inject']>>) {
  const cookie = response.cookies.find((c) => c.name === 'refreshToken')!.value;
  const token = (response.json() as { token: string }).token;
  return { cookie, token, headers: { authorization: `Bearer ${token}` } };
}

const refresh = (cookie: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: cookie } });

/** The status a few login-required routes answer the token (all alike, or the list shows which). */
async function statusesOf(headers: Record<string, string>) {
  const statuses = new Set<number>();
  for (const url of ['/api/auth/me', '/api/cart', '/api/notifications/my']) {
    statuses.add((await app.inject({ method: 'GET', url, headers })).statusCode);
  }
  return [...statuses];
}

async function stream(headers: Record<string, string>) {
  const { port } = app.server.address() as AddressInfo;
  const reader = await readEventStream(`http://127.0.0.1:${port}/api/notifications/stream`, headers);
  readers.push(reader);
  if (reader.status === 200) await expect.poll(() => reader.events.length).toBeGreaterThan(0);
  return reader;
}

/**
 * The stream still delivers: a notification sent to the user now arrives on it. A stream that
 * had ended would never show it, so the test waits for an event instead of a while.
 */
async function stillDelivers(reader: EventStreamReader, userId: string) {
  const title = `Nog open ${reader.events.length}`;
  const sent = await app.inject({
    method: 'POST',
    url: '/api/admin/notifications/broadcast',
    headers: admin.headers,
    payload: { userIds: [userId], title, message: 'Een teken van leven', icon: 'bell' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await expect
    .poll(() => reader.events.some((event) => (event.data as { title?: string }).title === title))
    .toBe(true);
}

describe('logout', () => {
  it('ends the access token it was issued with and its open stream at once; the other login keeps working', async () => {
    const user = await createUser(app);
    const here = await login(user.email);
    const elsewhere = await login(user.email);
    // Both tokens read (and so cached) before the logout, both streams open.
    expect(await statusesOf(here.headers)).toEqual([200]);
    expect(await statusesOf(elsewhere.headers)).toEqual([200]);
    const hereStream = await stream(here.headers);
    const elsewhereStream = await stream(elsewhere.headers);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: here.cookie },
      headers: here.headers,
    });
    expect(logout.statusCode).toBe(204);

    expect(await statusesOf(here.headers)).toEqual([401]);
    await hereStream.ended;
    expect((await stream(here.headers)).status).toBe(401);
    expect((await refresh(here.cookie)).statusCode).toBe(401);

    expect(await statusesOf(elsewhere.headers)).toEqual([200]);
    await stillDelivers(elsewhereStream, user.id);
    expect((await refresh(elsewhere.cookie)).statusCode).toBe(200);
  });

  it('with the refresh cookie alone (no access token sent) still ends the access tokens of that login', async () => {
    const user = await createUser(app);
    const first = await login(user.email);
    const rotated = loginOf(await refresh(first.cookie));
    expect(await statusesOf(first.headers)).toEqual([200]);
    const tab = await stream(rotated.headers);
    await app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refreshToken: rotated.cookie } });
    expect(await statusesOf(first.headers)).toEqual([401]);
    expect(await statusesOf(rotated.headers)).toEqual([401]);
    await tab.ended;
  });

  it('with the access token alone (the cookie lost) ends that login too', async () => {
    const user = await createUser(app);
    const session = await login(user.email);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(await statusesOf(session.headers)).toEqual([401]);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
  });
});

describe('refresh', () => {
  it('a rotation keeps the login open: the access token issued before it keeps working', async () => {
    const user = await createUser(app);
    const session = await login(user.email);
    const rotated = loginOf(await refresh(session.cookie));
    expect(await statusesOf(session.headers)).toEqual([200]);
    expect(await statusesOf(rotated.headers)).toEqual([200]);
  });

  it('a rotated refresh token presented again ends the login’s access tokens and streams at once', async () => {
    const user = await createUser(app);
    const stolen = await login(user.email);
    const owner = loginOf(await refresh(stolen.cookie));
    const other = await login(user.email);
    const tab = await stream(owner.headers);
    expect((await refresh(stolen.cookie)).statusCode).toBe(401);
    expect(await statusesOf(stolen.headers)).toEqual([401]);
    expect(await statusesOf(owner.headers)).toEqual([401]);
    await tab.ended;
    expect(await statusesOf(other.headers)).toEqual([200]);
  });
});

describe('an account that is gone', () => {
  it('a wiped user’s token is refused at once and their stream ends; the admin keeps working', async () => {
    const shop = await openShop({ listen: true });
    try {
      const user = await actor(shop.app);
      const { port } = shop.app.server.address() as AddressInfo;
      const tab = await readEventStream(`http://127.0.0.1:${port}/api/notifications/stream`, user.headers);
      readers.push(tab);
      expect(tab.status).toBe(200);
      // The account is read (and cached) before the wipe.
      expect(
        (await shop.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers })).statusCode,
      ).toBe(200);
      const wiped = await shop.app.inject({
        method: 'POST',
        url: '/api/admin/wipe',
        headers: shop.admin.headers,
        payload: { entity: 'User', confirm: 'WIPE' },
      });
      expect(wiped.statusCode, wiped.body).toBe(200);
      for (const [method, url, payload] of [
        ['GET', '/api/cart', undefined],
        ['POST', '/api/contact', { subject: 'Nog iets', message: 'Ben ik er nog?' }],
        ['POST', '/api/analytics/track', visit()],
      ] as const) {
        const response = await shop.app.inject({ method, url, headers: user.headers, payload });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
      await tab.ended;
      expect(
        (await shop.app.inject({ method: 'GET', url: '/api/auth/me', headers: shop.admin.headers }))
          .statusCode,
      ).toBe(200);
    } finally {
      await shop.app.close();
    }
  });

  /**
   * A user who passed the token check and whose account is deleted before their row is written:
   * the row is deleted straight from the table, so no process has heard of it yet.
   */
  async function vanishedUser() {
    const user = await actor(app);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).statusCode).toBe(
      200,
    );
    await app.db.delete(users).where(eq(users.id, user.id));
    return user;
  }

  it('a request of a user who vanished while it ran answers 401, never 5xx, whatever it writes', async () => {
    const product = await createProduct(app, { stock: 5 }, admin.id);
    const post = await createPost(app, {}, admin.id);
    const writes = [
      ['POST', '/api/contact', { subject: 'Vraag', message: 'Een vraag over gels.' }],
      ['POST', '/api/analytics/track', visit()],
      ['POST', '/api/cart', { items: [{ _id: product.id, quantity: 1 }] }],
      ['POST', `/api/blog/${post.slug}/comments`, { content: 'Mooi artikel, dank je wel!' }],
      ['POST', `/api/blog/${post.slug}/like`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      const user = await vanishedUser();
      const response = await app.inject({ method, url, headers: user.headers, payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });
});

function visit() {
  const now = Date.now();
  return {
    path: '/shop',
    referrer: '',
    device: 'desktop',
    browser: 'Firefox',
    startedAt: new Date(now - 5_000).toISOString(),
    endedAt: new Date(now).toISOString(),
  };
}

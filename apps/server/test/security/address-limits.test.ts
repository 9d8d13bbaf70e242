// Attack class: flooding the limited routes (register, login, refresh, comments, contact, the
// visit beacon) from one client that pretends to be many, logged in where a route needs it, and
// holding open ever more notification streams from one client with many accounts. Every route with a per-address limit is
// found in the registered routes, so a new one is covered without editing this file. Without
// TRUST_PROXY a forged X-Forwarded-For changes nothing: the limit holds. With it, the proxy's
// header names the client: one client is stopped, a second one is not.
import type { AddressInfo } from 'node:net';
import { notificationMessages } from '@shop/shared/notification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/app.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { type Actor, actor } from '../factories.ts';
import { type EventStreamReader, readEventStream } from '../sse.ts';

const LIMIT = 3;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** A shop with small limits, and a user of it (logged in from elsewhere, so it uses up no limit here). */
async function shop(overrides: Parameters<typeof buildTestApp>[0]) {
  const app = await buildTestApp({ rateLimitMax: LIMIT, ...overrides });
  apps.push(app);
  users.set(app, await actor(app));
  return app;
}
const users = new Map<TestApp, Actor>();

const SOME_ID = '00000000-0000-4000-8000-000000000000';
let forged = 0;

/** One request as a client at `remoteAddress` would send it, claiming to forward for `forwardedFor`. */
const send = (app: TestApp, route: RouteEntry, forwardedFor: string, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: route.method as 'POST',
    url: route.url.replace(/:[A-Za-z]+/g, SOME_ID),
    remoteAddress,
    headers: { ...users.get(app)!.headers, 'x-forwarded-for': forwardedFor },
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

const limited = (app: TestApp) => app.routeTable.filter((route) => route.rateLimitMax !== undefined);

describe('per-address limits', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await shop({});
  });

  it('guard the routes anyone can call to make work or guess', () => {
    const routes = limited(plain).map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'POST /api/auth/register',
      'POST /api/auth/login',
      'POST /api/auth/refresh',
      'POST /api/auth/password/forgot',
      'POST /api/auth/password/reset',
      'POST /api/auth/email/confirm',
      'POST /api/blog/:slug/comments',
      'POST /api/contact',
      'POST /api/analytics/track',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  it('without TRUST_PROXY a forged X-Forwarded-For escapes none of them', async () => {
    for (const route of limited(plain)) {
      const max = route.rateLimitMax!;
      const statuses: number[] = [];
      for (let i = 0; i <= max; i += 1) {
        forged += 1;
        statuses.push((await send(plain, route, `203.0.113.${forged % 250}`)).statusCode);
      }
      const label = `${route.method} ${route.url}: ${statuses.join()}`;
      expect(statuses.slice(0, max).includes(429), label).toBe(false);
      expect(statuses.at(-1), label).toBe(429);
    }
  });

  it('with TRUST_PROXY one client is stopped and the next client behind the proxy is not', async () => {
    const behindProxy = await shop({ trustProxy: 1 });
    for (const route of limited(behindProxy)) {
      const max = route.rateLimitMax!;
      for (let i = 0; i < max; i += 1) await send(behindProxy, route, '198.51.100.7');
      const label = `${route.method} ${route.url}`;
      expect((await send(behindProxy, route, '198.51.100.7')).statusCode, label).toBe(429);
      expect((await send(behindProxy, route, '198.51.100.8')).statusCode, label).not.toBe(429);
    }
  });
});

describe('open notification streams per address', () => {
  const readers: EventStreamReader[] = [];
  afterAll(() => {
    for (const reader of readers) reader.close();
  });

  it('one client address holds at most 20, however many accounts it uses; another client is not held up', async () => {
    const app = await buildTestApp({ rateLimitMax: 1000, trustProxy: 1 }, { listen: true });
    apps.push(app);
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/notifications/stream`;
    const open = async (who: Actor, client: string) => {
      const reader = await readEventStream(url, { ...who.headers, 'x-forwarded-for': client });
      readers.push(reader);
      return reader;
    };
    const accounts = await Promise.all(Array.from({ length: 5 }, () => actor(app)));
    const streams: EventStreamReader[] = [];
    // Four accounts, five streams each (the per-user cap), from one address.
    for (const who of accounts.slice(0, 4))
      for (let i = 0; i < 5; i += 1) streams.push(await open(who, '198.51.100.7'));
    expect(streams.map((reader) => reader.status)).toEqual(new Array(20).fill(200));

    const over = await open(accounts[4]!, '198.51.100.7');
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body!).error.message).toBe(notificationMessages.tooManyStreamsFromAddress);
    expect((await open(accounts[4]!, '198.51.100.8')).status).toBe(200);

    // A stream that ends makes room again.
    streams[0]!.close();
    await expect.poll(async () => (await open(accounts[4]!, '198.51.100.7')).status).toBe(200);
  });
});

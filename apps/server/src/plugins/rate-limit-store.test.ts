import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { openShop } from '../../test/shop.ts';
import { rateLimitHits } from '../db/schema/rate-limits.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

let app: TestApp;

beforeAll(async () => {
  ({ app } = await openShop());
});
afterAll(async () => {
  await app.close();
});

type Store = {
  incr: (
    key: string,
    answer: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ) => void;
};

const count = (store: Store, key: string, timeWindow = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 5),
  );

const routeStore = (method: string, url: string): Store => {
  const Store = postgresRateLimitStore(app.db);
  return new Store({}).child({ routeInfo: { method, url } });
};

describe('the rate limits counted in the database', () => {
  it('counts a client’s requests to a route within the window, apart from other routes and clients', async () => {
    const login = routeStore('POST', '/api/auth/login');
    const contact = routeStore('POST', '/api/contact');
    expect((await count(login, '203.0.113.1')).current).toBe(1);
    expect((await count(login, '203.0.113.1')).current).toBe(2);
    const third = await count(login, '203.0.113.1');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await count(contact, '203.0.113.1')).current).toBe(1);
    expect((await count(login, '203.0.113.2')).current).toBe(1);
    // A second process's store on the same database counts on from the same row.
    expect((await count(routeStore('POST', '/api/auth/login'), '203.0.113.1')).current).toBe(4);
  });

  it('starts a new window when the last one has ended', async () => {
    const forgot = routeStore('POST', '/api/auth/password/forgot');
    await count(forgot, '203.0.113.7');
    await count(forgot, '203.0.113.7');
    await app.db.update(rateLimitHits).set({ expiresAt: sql`now() - interval '1 second'` });
    const fresh = await count(forgot, '203.0.113.7');
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(55_000);
  });
});

// Attack class: guessing passwords, and spending an account's throttle to lock its owner out. Per
// address (the rate limit, keyed on the address TRUST_PROXY lets through, an IPv6 client by its
// /64) and per account and client (failures counted per e-mail and client address): a client that
// keeps guessing waits longer and longer, the owner from another address is not held up.
import { afterAll, describe, expect, it } from 'vitest';
import { loginWaitSeconds } from '../../src/features/auth/login-throttle.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, TEST_PASSWORD } from '../factories.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function shop(overrides: Parameters<typeof buildTestApp>[0]) {
  const app = await buildTestApp(overrides);
  apps.push(app);
  return app;
}

let nextAddress = 0;
const login = (
  app: TestApp,
  email: string,
  password: string,
  forwardedFor?: string,
  remoteAddress = '10.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
const rotating = () => {
  nextAddress += 1;
  return `203.0.113.${nextAddress % 250}`;
};

describe('login throttling', () => {
  it('without TRUST_PROXY a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const app = await shop({ rateLimitMax: 5 });
    const statuses = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await login(app, `niemand${i}@example.nl`, 'fout-wachtwoord', rotating())).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('with TRUST_PROXY the proxy’s header names the client: other clients are not blocked', async () => {
    const app = await shop({ rateLimitMax: 5, trustProxy: 1 });
    for (let i = 0; i < 5; i += 1)
      await login(app, `iemand${i}@example.nl`, 'fout-wachtwoord', '198.51.100.7');
    expect((await login(app, 'iemand@example.nl', 'fout-wachtwoord', '198.51.100.7')).statusCode).toBe(429);
    expect((await login(app, 'iemand@example.nl', 'fout-wachtwoord', '198.51.100.8')).statusCode).toBe(401);
  });

  it('wrong passwords from one address do not lock the owner out: the right one from another gets in', async () => {
    const app = await shop({ rateLimitMax: 1000 });
    const user = await createUser(app);
    const statuses = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await login(app, user.email, `geraden-${i}`, undefined, '198.51.100.66')).statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429, 429, 429]);
    expect((await login(app, user.email, TEST_PASSWORD, undefined, '198.51.100.67')).statusCode).toBe(200);
    // The guesser still waits.
    expect((await login(app, user.email, TEST_PASSWORD, undefined, '198.51.100.66')).statusCode).toBe(429);
  });

  it('the admin, whose e-mail is public, gets in from elsewhere while a guesser is held up', async () => {
    const app = await shop({ rateLimitMax: 1000, trustProxy: 1 });
    const admin = await createUser(app, { role: 'admin' });
    for (let i = 0; i < 10; i += 1) await login(app, admin.email, `geraden-${i}`, '198.51.100.20');
    expect((await login(app, admin.email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(429);
    expect((await login(app, admin.email, TEST_PASSWORD, '198.51.100.21')).statusCode).toBe(200);
  });

  it('one client guessing one account waits longer after each failure, with the right password too', async () => {
    const app = await shop({ rateLimitMax: 1000, trustProxy: 1 });
    const user = await createUser(app);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await login(app, user.email, `geraden-${i}`, '198.51.100.30')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await login(app, user.email.toUpperCase(), TEST_PASSWORD, '198.51.100.30');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error.message).toMatch(
      /^Te veel mislukte pogingen voor dit account\. Probeer het over \d+ seconden opnieuw\.$/,
    );
    // An unknown address is counted the same way: the answer tells nobody which accounts exist.
    for (let i = 0; i < 4; i += 1)
      await login(app, 'bestaat-niet@example.nl', 'fout-wachtwoord', '198.51.100.30');
    expect((await login(app, 'bestaat-niet@example.nl', 'fout-wachtwoord', '198.51.100.30')).statusCode).toBe(
      429,
    );
  });

  it('an IPv6 client is one client across its /64: new addresses inside it do not start a new count', async () => {
    const app = await shop({ rateLimitMax: 1000 });
    const user = await createUser(app);
    const statuses = [];
    for (let i = 1; i <= 5; i += 1) {
      statuses.push(
        (await login(app, user.email, 'fout-wachtwoord', undefined, `2001:db8:7:1::${i}`)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await login(app, user.email, TEST_PASSWORD, undefined, '2001:db8:7:1:abcd::9')).statusCode).toBe(
      429,
    );
    expect((await login(app, user.email, TEST_PASSWORD, undefined, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('the per-address rate limit counts an IPv6 client by its /64', async () => {
    const app = await shop({ rateLimitMax: 3 });
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) {
      statuses.push(
        (await login(app, `niemand${i}@example.nl`, 'fout-wachtwoord', undefined, `2001:db8:9:1::${i}`))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(
      (await login(app, 'niemand@example.nl', 'fout-wachtwoord', undefined, '2001:db8:9:2::1')).statusCode,
    ).toBe(401);
  });

  it('the wait doubles per failure from the fifth, up to 15 minutes; a good login clears it', async () => {
    expect([4, 5, 6, 7, 12, 20].map(loginWaitSeconds)).toEqual([0, 2, 4, 8, 256, 900]);
    const app = await shop({ rateLimitMax: 1000 });
    const user = await createUser(app);
    for (let i = 0; i < 4; i += 1) await login(app, user.email, 'fout-wachtwoord');
    expect((await login(app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(app, user.email, 'fout-wachtwoord')).statusCode).toBe(401);
  });
});

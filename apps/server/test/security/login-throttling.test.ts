// Attack class: guessing passwords. Per address (the rate limit, keyed on the address TRUST_PROXY
// lets through) and per account (failures counted per e-mail, whatever the address).
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
const login = (app: TestApp, email: string, password: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '10.0.0.1',
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

  it('one account, guessed from ever new addresses, waits longer after each failure, right password too', async () => {
    const app = await shop({ rateLimitMax: 1000, trustProxy: 1 });
    const user = await createUser(app);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await login(app, user.email, `geraden-${i}`, rotating())).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await login(app, user.email.toUpperCase(), TEST_PASSWORD, rotating());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error.message).toMatch(
      /^Te veel mislukte pogingen voor dit account\. Probeer het over \d+ seconden opnieuw\.$/,
    );
    // An unknown address is counted the same way: the answer tells nobody which accounts exist.
    for (let i = 0; i < 4; i += 1) await login(app, 'bestaat-niet@example.nl', 'fout-wachtwoord', rotating());
    expect((await login(app, 'bestaat-niet@example.nl', 'fout-wachtwoord', rotating())).statusCode).toBe(429);
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

// Attack class: what the browser is told to allow. A shop in production mode sends a strict
// Content-Security-Policy (no inline or foreign scripts, no framing, no plugins), HSTS, nosniff, a
// referrer policy and no X-Powered-By on every answer, its refresh cookie only over HTTPS,
// HttpOnly, SameSite=Strict and for the auth routes alone, and its errors without internals.
// Outside production HSTS and the Secure flag stay off, so http://localhost keeps working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { uniqueEmail } from '../factories.ts';

let production: TestApp;
let development: TestApp;

beforeAll(async () => {
  production = await buildTestApp({ env: 'production', publicUrl: 'https://loopvoeding.example' });
  development = await buildTestApp({ env: 'development' });
});
afterAll(async () => {
  await production.close();
  await development.close();
});

/** The CSP as a map of directive → sources. */
function policy(header: string | string[] | number | undefined) {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const register = (app: TestApp) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: uniqueEmail(), password: 'geheim123' },
  });

describe('security headers', () => {
  it('on every kind of answer in production: strict CSP, HSTS, nosniff, no framing, no X-Powered-By', async () => {
    const answers = [
      await production.inject({ method: 'GET', url: '/api/products' }),
      await production.inject({ method: 'GET', url: '/api/bestaat-niet' }),
      await production.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{kapot',
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400]);
    for (const answer of answers) {
      const csp = policy(answer.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
      const hsts = /max-age=(\d+)/.exec(String(answer.headers['strict-transport-security']));
      expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('outside production: the same policy, without HSTS or the upgrade to https', async () => {
    const answer = await development.inject({ method: 'GET', url: '/api/products' });
    expect(policy(answer.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    expect(policy(answer.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the refresh cookie', () => {
  const cookieOf = (answer: Awaited<ReturnType<typeof register>>) => {
    const header = [answer.headers['set-cookie']].flat().find((value) => value?.startsWith('refreshToken='));
    return (header ?? '').split(';').map((part) => part.trim().toLowerCase());
  };

  it('in production: HttpOnly, Secure, SameSite=Strict, only for /api/auth, with a lifetime', async () => {
    const answer = await register(production);
    expect(answer.statusCode).toBe(201);
    const flags = cookieOf(answer);
    expect(flags).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/api/auth']),
    );
    expect(flags.some((flag) => /^max-age=\d+$/.test(flag))).toBe(true);
    // The access token is answered in the body, never as a cookie a script could be tricked into sending.
    expect([answer.headers['set-cookie']].flat()).toHaveLength(1);
  });

  it('outside production: not Secure, so it works over http://localhost', async () => {
    const flags = cookieOf(await register(development));
    expect(flags).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/auth']));
    expect(flags).not.toContain('secure');
  });
});

describe('errors in production', () => {
  it('say what went wrong in the error body and nothing about the inside', async () => {
    const answers = [
      await production.inject({ method: 'GET', url: '/api/bestaat-niet' }),
      await production.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{kapot',
      }),
      await production.inject({ method: 'GET', url: '/api/blog?from=gisteren' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 400, 400]);
    for (const answer of answers) {
      const body = answer.json() as { error: Record<string, unknown> };
      expect(Object.keys(body)).toEqual(['error']);
      expect(Object.keys(body.error).sort()).toEqual(
        answer.statusCode === 400 && 'details' in body.error
          ? ['code', 'details', 'message']
          : ['code', 'message'],
      );
      expect(answer.body).not.toMatch(/stack|node_modules|\.ts:\d+|at [A-Za-z.]+ \(/);
    }
  });
});

// Attack class: tokens a client makes up. Through HTTP, on a login-required and an admin route:
// a token signed with another secret, unsigned (`alg: none`), with the role edited, expired,
// without `exp`, signed with another algorithm, or not a token at all, is answered 401 with the
// error body. A stolen refresh token presented after it was rotated ends the whole login: the
// thief's copy and the owner's newer one alike.

import { randomUUID } from 'node:crypto';
import { authMessages } from '@shop/shared/auth';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { type Actor, actor, createUser, sessionOf, TEST_PASSWORD } from '../factories.ts';
import { openShop } from '../shop.ts';

let app: TestApp;
let user: Actor;

beforeAll(async () => {
  ({ app } = await openShop());
  user = await actor(app);
});
afterAll(() => app.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token with the user's own claims and `changes`, signed with `secret` (the shop's unless given). */
function signed(
  changes: Record<string, unknown> = {},
  { secret = app.config.jwtSecret, alg = 'HS256', exp = now() + 600 } = {} as {
    secret?: string;
    alg?: string;
    exp?: number | null;
  },
) {
  const jwt = new SignJWT({ role: 'user', email: user.email, sid: sessionOf(user), ...changes })
    .setProtectedHeader({ alg })
    .setSubject(user.id)
    .setIssuedAt();
  if (exp !== null) jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(secret));
}

/** The user's real token with the payload replaced and the signature kept, or dropped (`alg: none`). */
function tampered(payload: object, { unsigned = false } = {}) {
  const [, , signature] = user.token.split('.');
  const header = base64url(unsigned ? { alg: 'none', typ: 'JWT' } : { alg: 'HS256' });
  return `${header}.${base64url(payload)}.${unsigned ? '' : signature}`;
}

const ROUTES = [
  { method: 'GET', url: '/api/auth/me' },
  { method: 'GET', url: '/api/cart' },
  { method: 'GET', url: '/api/admin/contact' },
  { method: 'GET', url: '/api/user' },
] as const;

async function expectRefused(authorization: string, label: string) {
  for (const route of ROUTES) {
    const response = await app.inject({ ...route, headers: { authorization } });
    expect(response.statusCode, `${label}: ${route.url}`).toBe(401);
    expect(response.json(), `${label}: ${route.url}`).toEqual({
      error: { code: 'UNAUTHORIZED', message: authMessages.notLoggedIn },
    });
  }
}

describe('access tokens a client made up', () => {
  it('a token of a login that does not exist, or names none, is refused', async () => {
    await expectRefused(`Bearer ${await signed({ sid: randomUUID() })}`, 'made-up session');
    await expectRefused(`Bearer ${await signed({ sid: undefined })}`, 'no session');
  });

  it('the real token passes, so the refusals below are about the token alone', async () => {
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${await signed()}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('are refused with 401 and the error body, whatever was changed', async () => {
    const claims = { sub: user.id, role: 'admin', email: user.email, exp: now() + 600, iat: now() };
    const cases: [string, string][] = [
      [
        'another secret',
        await signed({ role: 'admin' }, { secret: 'een-ander-geheim-dat-lang-genoeg-is-voor-hs256' }),
      ],
      ['role edited, signature kept', tampered(claims)],
      ['alg none', tampered(claims, { unsigned: true })],
      ['alg none, no signature part', tampered(claims, { unsigned: true }).replace(/\.$/, '')],
      ['expired', await signed({}, { exp: now() - 1 })],
      ['without exp', await signed({}, { exp: null })],
      ['HS512 with the right secret', await signed({}, { alg: 'HS512' })],
      ['a role that does not exist', await signed({ role: 'superadmin' })],
      ['not a token', 'dit-is-geen-token'],
      ['three empty parts', '..'],
    ];
    for (const [label, token] of cases) await expectRefused(`Bearer ${token}`, label);
  });

  it('malformed authorization headers are refused the same way', async () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      user.token,
    ]) {
      await expectRefused(header, JSON.stringify(header.slice(0, 20)));
    }
  });
});

describe('a stolen refresh token', () => {
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: token } });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'refreshToken')?.value ?? '';

  it('presented after it was rotated ends the whole login, the owner’s newer token too', async () => {
    const owner = await createUser(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    const stolen = cookieOf(login);
    const first = await refresh(stolen);
    expect(first.statusCode).toBe(200);
    const newer = cookieOf(first);

    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('UNAUTHORIZED');
    expect((await refresh(newer)).statusCode).toBe(401);
  });

  it('made up or tampered with is refused', async () => {
    for (const token of [
      '',
      'x',
      'a'.repeat(64),
      `${cookieOf(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } }))}x`,
    ]) {
      expect((await refresh(token)).statusCode, token.slice(0, 10)).toBe(401);
    }
  });
});

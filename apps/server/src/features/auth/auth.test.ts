import { createHash } from 'node:crypto';
import { authMessages, REFRESH_TOKEN_TTL_SECONDS } from '@shop/shared/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { actor, createUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
});
afterAll(async () => {
  await app.close();
});

function refreshCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  if (!cookie) throw new Error('no refresh cookie');
  return cookie.value;
}

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: token } });

const login = (email: string, password = TEST_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const logout = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refreshToken: token } });

/** A fresh user logged in once: its id and the refresh token of that login. */
async function loggedIn(role: 'admin' | 'user' = 'user') {
  const user = await createUser(app, { role });
  return { user, token: refreshCookie(await login(user.email)) };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The stored row of a refresh token (the database only knows its hash). */
async function storedToken(token: string) {
  const [row] = await app.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) throw new Error('refresh token not stored');
  return row;
}

const setExpiry = (token: string, expiresAt: Date) =>
  app.db
    .update(refreshTokens)
    .set({ expiresAt })
    .where(eq(refreshTokens.tokenHash, sha256(token)));

describe('POST /api/auth/register', () => {
  it('creates a user and answers a token, the user role and an httpOnly refresh cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'geheim1' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ token: expect.any(String), role: 'user' });
    const cookie = response.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('never lets the caller choose a role', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'geheim1', role: 'admin' },
    });
    expect(response.json().role).toBe('user');
  });

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    const email = uniqueEmail();
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'geheim1' } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: 'anders12' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: authMessages.emailTaken } });
  });

  it('rejects a bad e-mail and a short password with the spec messages per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'geen-adres', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.email).toEqual(['Ongeldig e-mailadres']);
    expect(error.details.password).toEqual(['Minimaal 6 tekens']);
  });

  it('answers 400 with a readable body for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toEqual(expect.any(String));
  });
});

describe('POST /api/auth/login', () => {
  it('answers the role of the account', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('admin');
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'verkeerd' },
    });
    const unknownEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('onbekend'), password: TEST_PASSWORD },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('an e-mail is matched whatever its case', async () => {
    const email = uniqueEmail('Loper').replace('example.nl', 'Example.NL');
    const user = await createUser(app, { email });
    for (const typed of [email, email.toLowerCase(), email.toUpperCase()]) {
      const response = await login(typed);
      expect(response.statusCode).toBe(200);
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${response.json().token}` },
      });
      expect(me.json()._id).toBe(user.id);
    }
  });

  it('uses the login message for a short password', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.nl', password: '12' },
    });
    expect(response.json().error.details.password).toEqual(['Wachtwoord moet minimaal 6 tekens zijn']);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const user = await createUser(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const first = refreshCookie(login);
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String), role: 'user' });
    const second = refreshCookie(response);
    expect(second).not.toBe(first);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const user = await createUser(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const stolen = refreshCookie(login);
    const rotated = refreshCookie(await refresh(stolen));

    const reuse = await refresh(stolen);
    expect(reuse.statusCode).toBe(401);
    // The legitimate holder's newer token is dead too: the thief's copy ended the family.
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('a refresh token is 32 random bytes, stored only as its SHA-256 hash', async () => {
    const { user, token } = await loggedIn();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256(token)]);
  });

  it('a refresh token lives REFRESH_TOKEN_TTL_SECONDS', async () => {
    const before = Date.now();
    const { token } = await loggedIn();
    const after = Date.now();
    const { expiresAt } = await storedToken(token);
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + REFRESH_TOKEN_TTL_SECONDS * 1000);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(after + REFRESH_TOKEN_TTL_SECONDS * 1000);
  });

  it('an expired refresh token is refused, from the very moment it expires', async () => {
    const justValid = await loggedIn();
    const expired = await loggedIn();
    const moment = new Date(Date.now() + 60_000);
    await setExpiry(justValid.token, new Date(moment.getTime() + 1));
    await setExpiry(expired.token, moment);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(moment);
      const refused = await refresh(expired.token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe(authMessages.refreshFailed);
      expect((await refresh(justValid.token)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a rotated refresh token presented again revokes the whole family, even once it has expired', async () => {
    const { token: stolen } = await loggedIn();
    const rotated = refreshCookie(await refresh(stolen));
    await setExpiry(stolen, new Date(Date.now() - 1000));
    expect((await refresh(stolen)).statusCode).toBe(401);
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('a refresh token of a deleted user is refused', async () => {
    const { user, token } = await loggedIn();
    await app.db.delete(users).where(eq(users.id, user.id));
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(authMessages.refreshFailed);
  });

  it("a refresh carries the account's current role, so a demoted admin loses admin rights", async () => {
    const { user, token } = await loggedIn('admin');
    await app.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    const response = await refresh(token);
    expect(response.json().role).toBe('user');
    const asDemoted = await app.inject({
      method: 'GET',
      url: `/api/user/${user.id}`,
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(asDemoted.statusCode).toBe(403);
  });

  it('answers 401 without a cookie or with an unknown token', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await refresh('verzonnen-token')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const user = await createUser(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const token = refreshCookie(login);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: token },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout revokes every token of the login, whichever of its tokens is presented', async () => {
    const { token: first } = await loggedIn();
    const current = refreshCookie(await refresh(first));
    expect((await logout(first)).statusCode).toBe(204);
    expect((await refresh(current)).statusCode).toBe(401);
  });

  it("logout leaves the user's other logins alive", async () => {
    const { user, token: here } = await loggedIn();
    const elsewhere = refreshCookie(await login(user.email));
    await logout(here);
    expect((await refresh(elsewhere)).statusCode).toBe(200);
  });

  it('logout with an unknown token still answers 204 and clears the cookie', async () => {
    const response = await logout('verzonnen-token');
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
  });

  it('succeeds for a guest without a cookie', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });
});

describe('guards', () => {
  it('login-required routes answer 401 to guests and to invalid or forged tokens', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.x' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('UNAUTHORIZED');
  });

  it('login-required routes answer the caller', async () => {
    const user = await actor(app);
    const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(response.json()).toEqual({ _id: user.id, email: user.email, role: 'user' });
  });
});

describe('rate limit', () => {
  it('answers 429 after too many login attempts from one address', async () => {
    const limited = await buildTestApp({ rateLimitMax: 3 });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.nl', password: 'verkeerd' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

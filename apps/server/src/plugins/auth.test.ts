import { authMessages } from '@shop/shared/auth';
import type { FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type Actor, actor } from '../../test/factories.ts';
import type { SessionUser } from '../lib/access-token.ts';
import { currentUser } from './auth.ts';

describe('the auth plugin on a running app', () => {
  let app: TestApp;
  let user: Actor;

  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMax: 1000 });
    user = await actor(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const notLoggedIn = { error: { code: 'UNAUTHORIZED', message: authMessages.notLoggedIn } };

  const get = (url: string, authorization?: string) =>
    app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });

  describe('the Bearer token on API requests', () => {
    it('a request without an authorization header is a guest', async () => {
      const response = await get('/api/health');
      expect(response.statusCode).toBe(200);
      expect((await get('/api/auth/me')).json()).toEqual(notLoggedIn);
    });

    it('a valid Bearer token makes the request its user', async () => {
      const response = await get('/api/auth/me', `Bearer ${user.token}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _id: user.id, email: user.email, role: 'user' });
    });

    it('the Bearer scheme is matched whatever its case', async () => {
      for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
        const response = await get('/api/auth/me', `${scheme} ${user.token}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()._id).toBe(user.id);
      }
    });

    it('a scheme other than Bearer is answered 401', async () => {
      for (const header of ['Basic dXNlcjpnZWhlaW0=', `Token ${user.token}`, user.token]) {
        const response = await get('/api/health', header);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(notLoggedIn);
      }
    });

    it('a Bearer header without a token is answered 401', async () => {
      for (const header of ['Bearer', 'Bearer ', `Bearer  ${user.token}`]) {
        const response = await get('/api/health', header);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(notLoggedIn);
      }
    });

    it('an invalid token is answered 401 even on a route guests may use, so the browser refreshes', async () => {
      const response = await get('/api/health', 'Bearer niet-een-token');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(notLoggedIn);
    });

    it('an expired access token is answered 401', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ role: 'user', email: user.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt(now - 3600)
        .setExpirationTime(now - 60)
        .sign(new TextEncoder().encode(app.config.jwtSecret));
      for (const url of ['/api/auth/me', '/api/health']) {
        const response = await get(url, `Bearer ${expired}`);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(notLoggedIn);
      }
    });

    it('a Bearer header on a non-API path is ignored', async () => {
      const response = await get('/sitemap.xml', 'Bearer niet-een-token');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
    });
  });

  describe('requireUser', () => {
    it('a guest is answered 401 on a login-required route before the request is even validated', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cart',
        payload: { items: 'geen-lijst' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(notLoggedIn);
      const asUser = await app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: user.headers,
        payload: { items: 'geen-lijst' },
      });
      expect(asUser.statusCode).toBe(400);
    });
  });
});

/**
 * This server is built inside its test rather than in a hook, so a server that cannot start, or
 * cannot log anyone in, fails this test instead of leaving it unrun.
 */
describe('the JWT secret', () => {
  it('a token is only accepted by a server holding the secret it was signed with', async () => {
    const server = await buildTestApp({
      rateLimitMax: 1000,
      jwtSecret: 'the-secret-of-this-server-long-enough-for-hs256',
    });
    try {
      const caller = await actor(server);
      const me = (token: string) =>
        server.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect((await me(caller.token)).json()).toEqual({ _id: caller.id, email: caller.email, role: 'user' });
      const signedElsewhere = await new SignJWT({ role: 'user', email: caller.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(caller.id)
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('the-secret-of-another-server-long-enough-for-hs256'));
      const response = await me(signedElsewhere);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    } finally {
      await server.close();
    }
  });
});

/** What a route sees after the plugin ran: only `user` matters to the guards. */
const requestOf = (caller: SessionUser | null) => ({ user: caller }) as FastifyRequest;
const alice: SessionUser = {
  id: '00000000-0000-4000-8000-00000000a11c',
  role: 'user',
  email: 'alice@example.nl',
  sessionId: '00000000-0000-4000-8000-00000000a5e5',
};

describe('currentUser', () => {
  it('answers the logged-in caller', () => {
    expect(currentUser(requestOf(alice))).toBe(alice);
  });

  it('refuses a guest with 401', () => {
    expect(() => currentUser(requestOf(null))).toThrow(
      expect.objectContaining({ statusCode: 401, code: 'UNAUTHORIZED', message: authMessages.notLoggedIn }),
    );
  });
});

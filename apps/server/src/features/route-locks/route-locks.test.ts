import { lockableMethods, lockableRoles, routeLockMessages } from '@shop/shared/route-lock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createPost, TEST_PASSWORD } from '../../../test/factories.ts';
import { openShop } from '../../../test/shop.ts';

let app: TestApp;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  user = await actor(app, 'user');
});
afterAll(() => app.close());

async function lock(payload: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/route-locks',
    headers: admin.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
}
const unlock = (id: string) =>
  app.inject({ method: 'DELETE', url: `/api/admin/route-locks/${id}`, headers: admin.headers });
const get = (url: string, who?: Actor) =>
  app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

describe('route locks', () => {
  it('are managed by admins only', async () => {
    for (const who of [undefined, user]) {
      const expected = who ? 403 : 401;
      expect((await get('/api/admin/route-locks', who)).statusCode).toBe(expected);
      const create = await app.inject({
        method: 'POST',
        url: '/api/admin/route-locks',
        ...(who ? { headers: who.headers } : {}),
        payload: { route: '/products' },
      });
      expect(create.statusCode).toBe(expected);
    }
  });

  it('block the method, path and role they name with 423 and the reason, and nothing else', async () => {
    const { _id } = await lock({
      route: '/products',
      method: 'GET',
      blockedForRoles: ['guest'],
      reason: 'Even onderhoud',
    });
    const blocked = await get('/api/products');
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json()).toEqual({ error: { code: expect.any(String), message: 'Even onderhoud' } });
    expect((await get('/api/products?page=2')).statusCode).toBe(423);
    expect((await get('/api/products', user)).statusCode).toBe(200);
    expect((await get('/api/products', admin)).statusCode).toBe(200);
    // Exact: a product page is another path; HEAD is a GET.
    expect((await get('/api/products/bestaat-niet')).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/api/products' })).statusCode).toBe(423);
    expect((await unlock(_id)).statusCode).toBe(204);
    expect((await get('/api/products')).statusCode).toBe(200);
  });

  it('a prefix covers whole segments below it; `:name` matches any one; without a reason a default is given', async () => {
    const post = await createPost(app, {}, admin.id);
    const prefix = await lock({ route: '/blog', isPrefix: true, blockedForRoles: ['user', 'guest'] });
    expect((await get(`/api/blog/${post.slug}`, user)).statusCode).toBe(423);
    expect((await get(`/api/blog/${post.slug}`)).json().error.message).toBe(routeLockMessages.defaultReason);
    expect((await get('/api/products')).statusCode).toBe(200);
    await unlock(prefix._id);

    const comments = await lock({
      route: '/blog/:slug/comments',
      method: 'POST',
      reason: 'Reacties staan even uit',
    });
    const attempt = await app.inject({
      method: 'POST',
      url: `/api/blog/${post.slug}/comments`,
      headers: user.headers,
      payload: { content: 'Mag dit?' },
    });
    expect(attempt.statusCode).toBe(423);
    expect(attempt.json().error.message).toBe('Reacties staan even uit');
    // Encoded or doubled slashes do not slip past it.
    const encoded = await app.inject({
      method: 'POST',
      url: `/api/blog/${post.slug}/%63omments`,
      headers: user.headers,
      payload: { content: 'Mag dit?' },
    });
    expect(encoded.statusCode).toBe(423);
    expect((await get(`/api/blog/${post.slug}/comments`, user)).statusCode).toBe(200);
    await unlock(comments._id);
    const posted = await app.inject({
      method: 'POST',
      url: `/api/blog/${post.slug}/comments`,
      headers: user.headers,
      payload: { content: 'Nu wel' },
    });
    expect(posted.statusCode).toBe(201);
  });

  it('a lock whose end has passed is inactive and not listed', async () => {
    const past = await lock({
      route: '/products',
      blockedForRoles: ['guest'],
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await get('/api/products')).statusCode).toBe(200);
    const future = await lock({
      route: '/products',
      blockedForRoles: ['guest'],
      until: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await get('/api/products')).statusCode).toBe(423);
    const listed = (await get('/api/admin/route-locks', admin)).json().map((l: { _id: string }) => l._id);
    expect(listed).toContain(future._id);
    expect(listed).not.toContain(past._id);
    await unlock(future._id);
  });

  it('can never lock anyone out of signing in, nor the admin out of the lock screen', async () => {
    const everything = await Promise.all(
      lockableMethods.map((method) =>
        lock({ route: '/', isPrefix: true, method, blockedForRoles: [...lockableRoles] }),
      ),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect((await get('/api/ready')).statusCode).toBe(200);
    expect((await get('/api/cart', user)).statusCode).toBe(423);
    expect((await get('/api/admin/route-locks', admin)).statusCode).toBe(200);
    for (const { _id } of everything) expect((await unlock(_id)).statusCode).toBe(204);
    expect((await get('/api/cart', user)).statusCode).toBe(200);
  });

  it('refuses bad locks with 400, and an unknown one with 404', async () => {
    for (const payload of [
      { route: '' },
      { route: 'blog' },
      { route: '/x', method: 'PATCH' },
      { route: '/x', blockedForRoles: ['admin'] },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/route-locks',
        headers: admin.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await unlock('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

import { userMessages } from '@shop/shared/user';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { actor } from '../../../test/factories.ts';
import { users } from '../../db/schema/users.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/user/:id', () => {
  it('answers 401 to guests, 403 to users and the user without secrets to admins', async () => {
    const user = await actor(app);
    const admin = await actor(app, 'admin');
    const url = `/api/user/${user.id}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const asUser = await app.inject({ method: 'GET', url, headers: user.headers });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().error.code).toBe('FORBIDDEN');
    const asAdmin = await app.inject({ method: 'GET', url, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ _id: user.id, email: user.email, role: 'user' });
    expect(asAdmin.json()).not.toHaveProperty('passwordHash');
  });

  it('an admin asking for an unknown user gets 404', async () => {
    const admin = await actor(app, 'admin');
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Gebruiker niet gevonden.');
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const admin = await actor(app, 'admin');
    const response = await app.inject({ method: 'GET', url: '/api/user/abc', headers: admin.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('the admin user list and edits', () => {
  it('filters on every field of the spec, in the database, paged', async () => {
    const admin = await actor(app, 'admin');
    const runner = await actor(app, 'user');
    const tag = runner.email.split('@')[0]!;
    await app.inject({
      method: 'PUT',
      url: `/api/user/${runner.id}`,
      headers: admin.headers,
      payload: {
        firstName: 'Femke',
        lastName: 'Zandvoort',
        phone: '0612345678',
        sport: { discipline: 'fitness', level: 'pro' },
      },
    });
    await app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: runner.headers,
      payload: { street: 'Dorpsstraat', number: '1', zip: '9999 ZZ', city: 'Hoogkerk', country: 'Nederland' },
    });
    const find = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/user?${query}`, headers: admin.headers })).json();
    for (const query of [
      `email=${tag}`,
      `email=${tag}&firstName=femk&lastName=ZANDV`,
      `email=${tag}&phone=06123`,
      `email=${tag}&role=user&discipline=fitness&level=pro`,
      `email=${tag}&city=hoogk&country=neder`,
      `id=${runner.id.slice(0, 8)}&email=${tag}`,
    ]) {
      const found = await find(query);
      expect(
        found.data.map((u: { _id: string }) => u._id),
        query,
      ).toEqual([runner.id]);
    }
    for (const query of [
      `email=${tag}&role=admin`,
      `email=${tag}&city=Amsterdam`,
      `email=${tag}&level=beginner`,
    ]) {
      expect((await find(query)).totalRecords, query).toBe(0);
    }
    const paged = await find('limit=1&page=2');
    expect(paged).toMatchObject({ page: 2, limit: 1 });
    expect(paged.data).toHaveLength(1);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/user/${runner.id}`, headers: admin.headers })
    ).json();
    expect(detail).toMatchObject({ firstName: 'Femke', sport: { discipline: 'fitness', level: 'pro' } });
    expect(detail.addresses).toEqual([expect.objectContaining({ city: 'Hoogkerk' })]);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: runner.headers })).statusCode).toBe(
      403,
    );
  });

  it('writes names, phone, role and sport only: not the e-mail, not the password', async () => {
    const admin = await actor(app, 'admin');
    const runner = await actor(app, 'user');
    const response = await app.inject({
      method: 'PUT',
      url: `/api/user/${runner.id}`,
      headers: admin.headers,
      payload: { firstName: 'Nieuw', email: 'ander@example.com', passwordHash: 'x', role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Nieuw', email: runner.email, role: 'admin' });
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/user/${runner.id}`,
          headers: admin.headers,
          payload: { role: 'god' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a demoted admin loses the admin routes at once, and a deleted user every route and the refresh token', async () => {
    const admin = await actor(app, 'admin');
    const other = await actor(app, 'admin');
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: other.headers })).statusCode).toBe(
      200,
    );
    await app.inject({
      method: 'PUT',
      url: `/api/user/${other.id}`,
      headers: admin.headers,
      payload: { role: 'user' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: other.headers })).statusCode).toBe(
      403,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: (await actor(app, 'user')).email, password: 'geheim123' },
    });
    const { token } = login.json();
    const cookie = login.cookies.find((c) => c.name === 'refreshToken')!;
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/user/${me.json()._id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [cookie.name]: cookie.value },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/user/${me.json()._id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the admin's users list kept in memory until the accounts change (decision 094)", () => {
  it('answers from memory until the database announces a change, and shows an admin’s own change at once', async () => {
    const admin = await actor(app, 'admin');
    const runner = await actor(app, 'user');
    // The accounts' own announcements heard first: they would drop the page read while they arrive.
    await app.composition.contentVersions.settle();
    const url = `/api/user?email=${runner.email.split('@')[0]!}`;
    const lastNames = async () => {
      const response = await app.inject({ method: 'GET', url, headers: admin.headers });
      expect(response.headers['cache-control']).toBe('private, no-store');
      return (response.json().data as { lastName: string }[]).map((user) => user.lastName);
    };
    const before = await lastNames();
    // A change written where no trigger announces it: the kept page cannot know.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ lastName: 'Onaangekondigd' }).where(eq(users.id, runner.id));
    });
    expect(await lastNames()).toEqual(before);
    // Once announced, the next look reads the page again.
    await app.db.execute(sql`select pg_notify('content_changed', 'accounts')`);
    await app.composition.contentVersions.settle();
    expect(await lastNames()).toEqual(['Onaangekondigd']);
    // An admin's change through the shop answers once it has been heard: the next look shows it.
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/user/${runner.id}`,
      headers: admin.headers,
      payload: { lastName: 'Zandvoort' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await lastNames()).toEqual(['Zandvoort']);
    // So does a new address, which the list filters on.
    const byCity = `${url}&city=Hoogkerk`;
    const cityCount = async () =>
      (await app.inject({ method: 'GET', url: byCity, headers: admin.headers })).json().totalRecords;
    expect(await cityCount()).toBe(0);
    await app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: runner.headers,
      payload: { street: 'Dorpsstraat', number: '1', zip: '9999 ZZ', city: 'Hoogkerk', country: 'Nederland' },
    });
    expect(await cityCount()).toBe(1);
  });
});

describe('the shop keeps an admin', () => {
  it('the last admin can neither be demoted nor deleted (409), also not by themselves', async () => {
    const lonely = await buildTestApp();
    try {
      const only = await actor(lonely, 'admin');
      const demote = await lonely.inject({
        method: 'PUT',
        url: `/api/user/${only.id}`,
        headers: only.headers,
        payload: { role: 'user' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toBe(userMessages.lastAdmin);
      const remove = await lonely.inject({
        method: 'DELETE',
        url: `/api/user/${only.id}`,
        headers: only.headers,
      });
      expect(remove.statusCode).toBe(409);
      // With a second admin, one may go.
      const second = await actor(lonely, 'admin');
      expect(
        (await lonely.inject({ method: 'DELETE', url: `/api/user/${only.id}`, headers: second.headers }))
          .statusCode,
      ).toBe(204);
      expect(
        (
          await lonely.inject({
            method: 'PUT',
            url: `/api/user/${second.id}`,
            headers: second.headers,
            payload: { role: 'user' },
          })
        ).statusCode,
      ).toBe(409);
    } finally {
      await lonely.close();
    }
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const pair = await buildTestApp();
    try {
      const [a, b] = [await actor(pair, 'admin'), await actor(pair, 'admin')];
      const results = await Promise.all([
        pair.inject({
          method: 'PUT',
          url: `/api/user/${b.id}`,
          headers: a.headers,
          payload: { role: 'user' },
        }),
        pair.inject({
          method: 'PUT',
          url: `/api/user/${a.id}`,
          headers: b.headers,
          payload: { role: 'user' },
        }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const admins = await pair.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });
});

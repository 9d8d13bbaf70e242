import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';

let app: TestApp;
let user: Actor;
let other: Actor;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  user = await actor(app);
  other = await actor(app);
});
afterAll(async () => {
  await app.close();
});

const address = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  street: 'Dorpsstraat',
  number: '1',
  zip: '1234 AB',
  city: 'Ede',
  country: 'Nederland',
};

describe('profile', () => {
  it('shows and saves the caller’s own data; the e-mail and role cannot be changed', async () => {
    const update = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.headers,
      payload: {
        firstName: 'Sanne',
        phone: '0612345678',
        sport: { discipline: 'fitness', level: 'pro' },
        role: 'admin',
        email: 'x@y.nl',
      },
    });
    expect(update.statusCode).toBe(204);
    const profile = (
      await app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers })
    ).json();
    expect(profile).toMatchObject({
      email: user.email,
      role: 'user',
      firstName: 'Sanne',
      phone: '0612345678',
      sport: { discipline: 'fitness', level: 'pro' },
      addresses: [],
    });
    // The sport select saves on its own.
    await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.headers,
      payload: { sport: { level: 'beginner' } },
    });
    const again = (
      await app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers })
    ).json();
    expect(again.sport).toEqual({ discipline: 'fitness', level: 'beginner' });
    expect((await app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
  });

  it('adds, edits and deletes addresses, answering the full list; other users cannot touch them', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: user.headers,
      payload: address,
    });
    expect(added.statusCode).toBe(201);
    const [saved] = added.json();
    expect(saved).toMatchObject({ ...address, _id: expect.any(String) });

    const foreignEdit = await app.inject({
      method: 'PUT',
      url: `/api/user/addresses/${saved._id}`,
      headers: other.headers,
      payload: { ...address, city: 'Gekaapt' },
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/user/addresses/${saved._id}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/user/addresses/${saved._id}`,
      headers: user.headers,
      payload: { ...address, city: 'Arnhem' },
    });
    expect(edited.json()[0].city).toBe('Arnhem');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/user/addresses/${saved._id}`,
      headers: user.headers,
    });
    expect(removed.json()).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { actor } from '../../../test/factories.ts';

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

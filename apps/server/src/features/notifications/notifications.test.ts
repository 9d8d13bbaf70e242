import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { insertNotification } from './notifications.repository.ts';

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

const mine = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/notifications/my', headers: who.headers })).json();

describe('notifications', () => {
  it('lists the caller’s own notifications newest first; reading and deleting stays within the owner', async () => {
    const first = (await insertNotification(app.db, {
      userId: user.id,
      title: 'Eerste',
      message: 'a',
      icon: 'bell',
    }))!;
    await insertNotification(app.db, {
      userId: user.id,
      title: 'Tweede',
      message: 'b',
      icon: 'heart',
      link: '/blog',
    });
    expect((await mine(user)).map((n: { title: string }) => n.title)).toEqual(['Tweede', 'Eerste']);
    expect(await mine(other)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/notifications/my' })).statusCode).toBe(401);

    const foreignRead = await app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: other.headers,
    });
    expect(foreignRead.statusCode).toBe(404);
    await app.inject({ method: 'POST', url: `/api/notifications/${first.id}/read`, headers: user.headers });
    expect((await mine(user)).map((n: { isRead: boolean }) => n.isRead)).toEqual([false, true]);
    await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: user.headers });
    expect((await mine(user)).every((n: { isRead: boolean }) => n.isRead)).toBe(true);

    expect(
      (await app.inject({ method: 'DELETE', url: `/api/notifications/${first.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/notifications/${first.id}`, headers: user.headers }))
        .statusCode,
    ).toBe(204);
    expect(await mine(user)).toHaveLength(1);
  });
});

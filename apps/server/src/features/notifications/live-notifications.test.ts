import type { AddressInfo } from 'node:net';
import { notificationMessages } from '@shop/shared/notification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createPost } from '../../../test/factories.ts';
import { openShop } from '../../../test/shop.ts';
import { type EventStreamReader, readEventStream } from '../../../test/sse.ts';

let app: TestApp;
let admin: Actor;
let baseUrl: string;
const readers: EventStreamReader[] = [];

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  await app.close();
});

async function stream(who: Actor, lastEventId?: string) {
  const reader = await readEventStream(`${baseUrl}/api/notifications/stream`, {
    ...who.headers,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  readers.push(reader);
  return reader;
}

const notificationsIn = (reader: EventStreamReader) =>
  reader.events
    .filter((event) => event.event === 'notification')
    .map((event) => event.data as { title: string });
const lastUnread = (reader: EventStreamReader) =>
  (reader.events.filter((event) => event.event === 'unread').at(-1)?.data as { unread: number } | undefined)
    ?.unread;

const broadcast = (who: Actor | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/notifications/broadcast',
    ...(who ? { headers: who.headers } : {}),
    payload: {
      title: 'Nieuw in de shop',
      message: 'Elektrolyten terug op voorraad',
      icon: 'package',
      ...payload,
    },
  });

/**
 * A notification sent to `who` now, once it has arrived on `tab`. A stream sends a user's
 * notifications in the order they were made, so whatever reached the user before this marker is
 * on the tab by then: what the tab lacks did not come, without waiting a while to be sure.
 */
async function marker(who: Actor, tab: EventStreamReader) {
  const title = `Merkteken ${notificationsIn(tab).length}`;
  expect((await broadcast(admin, { userIds: [who.id], title })).statusCode).toBe(201);
  await expect.poll(() => notificationsIn(tab).map((n) => n.title)).toContain(title);
  return title;
}

/** A reply to `to`'s comment by someone else: the notification GUIDE section 6 names first. */
async function replyTo(to: Actor) {
  const post = await createPost(app, {}, admin.id);
  const comment = await app.inject({
    method: 'POST',
    url: `/api/blog/${post.slug}/comments`,
    headers: to.headers,
    payload: { content: 'Goed stuk!' },
  });
  const replier = await actor(app, 'user');
  const reply = await app.inject({
    method: 'POST',
    url: `/api/blog/${post.slug}/comments`,
    headers: replier.headers,
    payload: { content: 'Helemaal mee eens', parentComment: comment.json()._id },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return { post, commentId: comment.json()._id as string };
}

describe('the live notification stream', () => {
  it('a new notification and the unread count reach every open tab of its user, and no one else', async () => {
    const user = await actor(app, 'user');
    const bystander = await actor(app, 'user');
    const [tab1, tab2, other] = [await stream(user), await stream(user), await stream(bystander)];
    expect(tab1.status).toBe(200);
    await expect.poll(() => lastUnread(tab1)).toBe(0);
    await replyTo(user);
    for (const tab of [tab1, tab2]) {
      await expect
        .poll(() => notificationsIn(tab), { timeout: 1_000 })
        .toEqual([expect.objectContaining({ title: 'Nieuw antwoord op je reactie' })]);
      await expect.poll(() => lastUnread(tab), { timeout: 1_000 }).toBe(1);
    }
    const only = await marker(bystander, other);
    expect(notificationsIn(other)).toEqual([expect.objectContaining({ title: only })]);
  });

  it('reading in one tab moves the unread count in the others', async () => {
    const user = await actor(app, 'user');
    await replyTo(user);
    const tab = await stream(user);
    await expect.poll(() => lastUnread(tab)).toBe(1);
    await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: user.headers });
    await expect.poll(() => lastUnread(tab), { timeout: 1_000 }).toBe(0);
  });

  it('a reconnect with Last-Event-ID gets what it missed, once, and nothing it had', async () => {
    const user = await actor(app, 'user');
    const first = await stream(user);
    await replyTo(user);
    await expect.poll(() => notificationsIn(first)).toHaveLength(1);
    const lastId = first.events.filter((event) => event.event === 'notification').at(-1)!.id!;
    first.close();
    await replyTo(user);
    await replyTo(user);
    const resumed = await stream(user, lastId);
    await expect.poll(() => notificationsIn(resumed)).toHaveLength(2);
    await replyTo(user);
    await expect.poll(() => notificationsIn(resumed)).toHaveLength(3);
    const ids = resumed.events.filter((event) => event.event === 'notification').map((event) => event.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => Number(id) > Number(lastId))).toBe(true);
  });

  it('guests get 401; a user has at most five streams open', async () => {
    const guest = await readEventStream(`${baseUrl}/api/notifications/stream`, {});
    expect(guest.status).toBe(401);
    const user = await actor(app, 'user');
    for (let i = 0; i < 5; i++) expect((await stream(user)).status).toBe(200);
    const sixth = await readEventStream(`${baseUrl}/api/notifications/stream`, user.headers);
    expect(sixth.status).toBe(429);
  });

  it('a like tells the comment’s author once per liker, however often it is toggled', async () => {
    const author = await actor(app, 'user');
    const { commentId } = await replyTo(author);
    const liker = await actor(app, 'user');
    for (let i = 0; i < 3; i++) {
      await app.inject({
        method: 'PUT',
        url: `/api/blog/comments/${commentId}/like`,
        headers: liker.headers,
      });
    }
    await app.inject({ method: 'PUT', url: `/api/blog/comments/${commentId}/like`, headers: admin.headers });
    const mine = (
      await app.inject({ method: 'GET', url: '/api/notifications/my', headers: author.headers })
    ).json();
    expect(mine.filter((n: { icon: string }) => n.icon === 'heart')).toHaveLength(2);
  });

  it('deleting an account ends its open streams at once', async () => {
    const user = await actor(app, 'user');
    const tab = await stream(user);
    await expect.poll(() => lastUnread(tab)).toBe(0);
    await app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: admin.headers });
    await tab.ended;
    expect((await readEventStream(`${baseUrl}/api/notifications/stream`, user.headers)).status).toBe(401);
  });

  it('closing the server ends every stream', async () => {
    const { app: closing, admin: someone } = await openShop({ listen: true });
    const url = `http://127.0.0.1:${(closing.server.address() as AddressInfo).port}/api/notifications/stream`;
    const reader = await readEventStream(url, someone.headers);
    await expect.poll(() => closing.composition.notificationHub.openStreams).toBe(1);
    await closing.close();
    await reader.ended;
    expect(closing.composition.notificationHub.openStreams).toBe(0);
  });
});

describe('broadcast', () => {
  it('reaches the selected users’ open pages at once, and only them', async () => {
    const [chosen, skipped] = [await actor(app, 'user'), await actor(app, 'user')];
    const [chosenTab, skippedTab] = [await stream(chosen), await stream(skipped)];
    await expect.poll(() => lastUnread(chosenTab)).toBe(0);
    const response = await broadcast(admin, { userIds: [chosen.id], link: '/shop' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 1 });
    await expect
      .poll(() => notificationsIn(chosenTab), { timeout: 1_000 })
      .toEqual([expect.objectContaining({ title: 'Nieuw in de shop', icon: 'package', link: '/shop' })]);
    const only = await marker(skipped, skippedTab);
    expect(notificationsIn(skippedTab)).toEqual([expect.objectContaining({ title: only })]);
  });

  it('to everyone makes one notification per user', async () => {
    const users = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/notifications/users?limit=1',
        headers: admin.headers,
      })
    ).json();
    const response = await broadcast(admin, { everyone: true });
    expect(response.json()).toEqual({ created: users.totalRecords });
  });

  it('needs a selection or everyone, a title and message, and a link to the shop or https', async () => {
    const empty = await broadcast(admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.userIds).toEqual([notificationMessages.selectRecipients]);
    for (const link of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'http://x.nl', '/a b']) {
      const bad = await broadcast(admin, { everyone: true, link });
      expect(bad.statusCode, link).toBe(400);
    }
    expect((await broadcast(admin, { everyone: true, title: ' ' })).statusCode).toBe(400);
    expect((await broadcast(admin, { everyone: true, icon: 'bom' })).statusCode).toBe(400);
  });

  it('is for admins only, as are finding users and reading their notifications', async () => {
    const user = await actor(app, 'user');
    expect((await broadcast(null, { everyone: true })).statusCode).toBe(401);
    expect((await broadcast(user, { everyone: true })).statusCode).toBe(403);
    for (const url of ['/api/admin/notifications/users', `/api/admin/notifications/user/${user.id}`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(403);
    }
  });

  it('the admin finds users by e-mail and reads one user’s notifications', async () => {
    const user = await actor(app, 'user');
    await broadcast(admin, { userIds: [user.id], title: 'Alleen voor jou' });
    const found = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/notifications/users?email=${user.email}`,
        headers: admin.headers,
      })
    ).json();
    expect(found.data).toEqual([expect.objectContaining({ _id: user.id, email: user.email, role: 'user' })]);
    const theirs = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/notifications/user/${user.id}`,
        headers: admin.headers,
      })
    ).json();
    expect(theirs.user.email).toBe(user.email);
    expect(theirs.data.map((n: { title: string }) => n.title)).toEqual(['Alleen voor jou']);
  });
});

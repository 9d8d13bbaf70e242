import { commentMessages, DELETED_COMMENT_TEXT } from '@shop/shared/comment';
import { displayName } from '@shop/shared/person';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createPost } from '../../../test/factories.ts';
import { notifications } from '../../db/schema/notifications.ts';

let app: TestApp;
let admin: Actor;
let author: Actor;
let other: Actor;
let slug: string;

const post = (who: Actor | null, payload: object, postSlug = slug) =>
  app.inject({ method: 'POST', url: `/api/blog/${postSlug}/comments`, headers: who?.headers ?? {}, payload });
const tree = async (who: Actor | null = null) =>
  (
    await app.inject({ method: 'GET', url: `/api/blog/${slug}/comments`, headers: who?.headers ?? {} })
  ).json();
const edit = (who: Actor, id: string, content: string) =>
  app.inject({ method: 'PUT', url: `/api/blog/comments/${id}`, headers: who.headers, payload: { content } });
const remove = (who: Actor, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/blog/comments/${id}`, headers: who.headers });
const likeComment = (who: Actor | null, id: string) =>
  app.inject({ method: 'PUT', url: `/api/blog/comments/${id}/like`, headers: who?.headers ?? {} });
const notificationsOf = (who: Actor) =>
  app.db.select().from(notifications).where(eq(notifications.userId, who.id));

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  admin = await actor(app, 'admin');
  author = await actor(app);
  other = await actor(app);
});
beforeEach(async () => {
  slug = (await createPost(app, {}, admin.id)).slug;
});
afterAll(async () => {
  await app.close();
});

describe('comment threads', () => {
  it('nests replies under their parent, oldest first', async () => {
    const root = (await post(author, { content: 'Eerste reactie' })).json();
    const reply = (await post(other, { content: 'Antwoord', parentComment: root._id })).json();
    await post(author, { content: 'Antwoord op antwoord', parentComment: reply._id });
    await post(other, { content: 'Tweede reactie' });

    const comments = await tree();
    expect(comments.map((c: { content: string }) => c.content)).toEqual(['Eerste reactie', 'Tweede reactie']);
    expect(comments[0]).toMatchObject({
      user: { _id: author.id, name: displayName({ email: author.email }) },
      parentComment: null,
      edited: false,
      deleted: false,
      likes: 0,
      hasLiked: false,
    });
    expect(comments[0].replies[0]).toMatchObject({ content: 'Antwoord', parentComment: root._id });
    expect(comments[0].replies[0].replies[0].content).toBe('Antwoord op antwoord');
  });

  it('names commenters by display name; only admins and the commenter see the address (decision 036)', async () => {
    const named = await actor(app, 'user', { firstName: 'Noor', lastName: 'van Dam' });
    await post(named, { content: 'Met naam' });
    const userOf = (comments: { content: string; user: object }[]) =>
      comments.find((comment) => comment.content === 'Met naam')!.user;
    expect(userOf(await tree())).toEqual({ _id: named.id, name: 'Noor V.' });
    expect(userOf(await tree(other))).toEqual({ _id: named.id, name: 'Noor V.' });
    expect(userOf(await tree(named))).toEqual({ _id: named.id, name: 'Noor V.', email: named.email });
    expect(userOf(await tree(admin))).toEqual({ _id: named.id, name: 'Noor V.', email: named.email });
  });

  it('rejects a reply to a comment of another post', async () => {
    const root = (await post(author, { content: 'Bij dit artikel' })).json();
    const otherPost = await createPost(app, {}, admin.id);
    const response = await post(other, { content: 'Verdwaald', parentComment: root._id }, otherPost.slug);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(commentMessages.parentNotInPost);
  });

  it('needs a login and some content', async () => {
    expect((await post(null, { content: 'Gast' })).statusCode).toBe(401);
    const short = await post(author, { content: '  a ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.content).toEqual([commentMessages.tooShort]);
  });
});

describe('editing and deleting', () => {
  it('lets the author edit; each edit is recorded and marks the comment edited', async () => {
    const { _id } = (await post(author, { content: 'Origineel' })).json();
    expect((await edit(author, _id, 'Versie twee')).statusCode).toBe(204);
    expect((await edit(admin, _id, 'Versie drie')).statusCode).toBe(204);

    const [asAdmin] = await tree(admin);
    expect(asAdmin).toMatchObject({ content: 'Versie drie', edited: true });
    expect(asAdmin.editHistory).toEqual([
      { type: 'edit', by: { email: author.email }, at: expect.any(String), content: 'Origineel' },
      { type: 'edit', by: { email: admin.email }, at: expect.any(String), content: 'Versie twee' },
    ]);
    // Only admins see the history.
    expect((await tree(author))[0].editHistory).toEqual([]);
  });

  it('forbids anyone else to edit or delete (403)', async () => {
    const { _id } = (await post(author, { content: 'Van mij' })).json();
    expect((await edit(other, _id, 'Gekaapt')).statusCode).toBe(403);
    expect((await remove(other, _id)).statusCode).toBe(403);
    const guestEdit = await app.inject({
      method: 'PUT',
      url: `/api/blog/comments/${_id}`,
      payload: { content: 'x y z' },
    });
    expect(guestEdit.statusCode).toBe(401);
  });

  it('soft-deletes: the thread keeps its replies, the text is gone, no edit or reply after', async () => {
    const root = (await post(author, { content: 'Wordt verwijderd' })).json();
    await post(other, { content: 'Blijft staan', parentComment: root._id });
    expect((await remove(author, root._id)).statusCode).toBe(204);

    const [deleted] = await tree(other);
    expect(deleted).toMatchObject({ deleted: true, content: DELETED_COMMENT_TEXT });
    expect(deleted.replies[0].content).toBe('Blijft staan');
    expect((await edit(author, root._id, 'Toch terug')).statusCode).toBe(409);
    expect((await post(other, { content: 'Nog een', parentComment: root._id })).statusCode).toBe(409);
    const [asAdmin] = await tree(admin);
    expect(asAdmin.editHistory).toEqual([
      { type: 'delete', by: { email: author.email }, at: expect.any(String), content: 'Wordt verwijderd' },
    ]);
  });

  it('lets an admin delete any comment', async () => {
    const { _id } = (await post(author, { content: 'Ongepast' })).json();
    expect((await remove(admin, _id)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown comment', async () => {
    expect((await edit(author, '00000000-0000-4000-8000-000000000000', 'Hallo')).statusCode).toBe(404);
  });
});

describe('comment likes and notifications', () => {
  it('toggles a like per user', async () => {
    const { _id } = (await post(author, { content: 'Like mij' })).json();
    expect((await likeComment(null, _id)).statusCode).toBe(401);
    expect((await likeComment(other, _id)).json()).toEqual({ hasLiked: true, likes: 1 });
    expect((await likeComment(admin, _id)).json()).toEqual({ hasLiked: true, likes: 2 });
    expect((await likeComment(other, _id)).json()).toEqual({ hasLiked: false, likes: 1 });
    const [asAdmin] = await tree(admin);
    expect(asAdmin).toMatchObject({ likes: 1, hasLiked: true });
  });

  it('notifies the author of a reply and of a like in Dutch, never for their own actions', async () => {
    const before = (await notificationsOf(author)).length;
    const { _id } = (await post(author, { content: 'Mijn vraag' })).json();
    await post(author, { content: 'Eigen antwoord', parentComment: _id });
    await likeComment(author, _id);
    expect(await notificationsOf(author)).toHaveLength(before);

    const reply = (await post(other, { content: 'Een antwoord', parentComment: _id })).json();
    await likeComment(other, _id);
    const received = (await notificationsOf(author)).slice(before);
    expect(received.map((n) => n.icon).sort()).toEqual(['heart', 'reply']);
    const replyNotification = received.find((n) => n.icon === 'reply')!;
    expect(replyNotification).toMatchObject({
      title: 'Nieuw antwoord op je reactie',
      isRead: false,
      link: `/blog/${slug}#comment-${reply._id}`,
    });
    expect(replyNotification.message).toContain(displayName({ email: other.email }));
    expect(replyNotification.message).not.toContain(other.email);
    expect(received.find((n) => n.icon === 'heart')).toMatchObject({
      title: 'Iemand vindt je reactie leuk',
      link: `/blog/${slug}#comment-${_id}`,
    });
  });
});

import { randomUUID } from 'node:crypto';
import type { BlogInput, BlogPost } from '@shop/shared/blog';
import { type Media, photoMessages } from '@shop/shared/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, blogInput } from '../../../test/factories.ts';
import { uploadedPhoto } from '../../../test/media.ts';
import { openShop } from '../../../test/shop.ts';
import { blogPosts } from '../../db/schema/blog.ts';

let app: TestApp;
let admin: Actor;
let photo: Media;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  photo = await uploadedPhoto(app, admin, 120);
});
afterAll(async () => {
  await app.close();
});

const create = (input: BlogInput, who: Actor = admin) =>
  app.inject({ method: 'POST', url: '/api/blog', headers: who.headers, payload: input });
const update = (id: string, input: BlogInput) =>
  app.inject({ method: 'PUT', url: `/api/blog/${id}`, headers: admin.headers, payload: input });
const publicPost = async (slug: string): Promise<BlogPost> =>
  (await app.inject({ method: 'GET', url: `/api/blog/${slug}` })).json();

describe("a post's cover photo", () => {
  it('is shown with its alt text and files on the post and in the list, and can be taken off again', async () => {
    const input = blogInput({ cover: { mediaId: photo._id, alt: '  Lopers bij de start ' } });
    const created = await create(input);
    expect(created.statusCode).toBe(201);
    expect(created.json().cover).toEqual({ alt: 'Lopers bij de start', media: photo });
    expect((await publicPost(input.slug)).cover).toEqual({ alt: 'Lopers bij de start', media: photo });
    const list = await app.inject({
      method: 'GET',
      url: `/api/blog?search=${encodeURIComponent(input.title)}`,
    });
    const listed = (list.json().data as BlogPost[]).find((post) => post.slug === input.slug)!;
    expect(listed.cover?.media._id).toBe(photo._id);

    const withoutCover = await update(created.json()._id, { ...input, cover: null });
    expect(withoutCover.statusCode).toBe(200);
    expect((await publicPost(input.slug)).cover).toBeNull();
    // A post saved without the field (an older client) has none either.
    const { cover: _, ...older } = blogInput();
    expect((await create(older)).json().cover).toBeNull();
  });

  it('refuses an unknown photo and a missing alt text, and saves nothing', async () => {
    const input = blogInput();
    const refusals: [BlogInput['cover'], string][] = [
      [{ mediaId: randomUUID(), alt: 'Weg' }, photoMessages.unknown],
      [{ mediaId: photo._id, alt: ' ' }, photoMessages.altRequired],
    ];
    for (const [cover, message] of refusals) {
      const response = await create({ ...input, cover });
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(response.json().error)).toContain(message);
    }
    expect(await app.db.select().from(blogPosts).where(eq(blogPosts.slug, input.slug))).toEqual([]);

    const { _id } = (await create({ ...input, cover: { mediaId: photo._id, alt: 'Start' } })).json();
    const refused = await update(_id, { ...input, cover: { mediaId: randomUUID(), alt: 'Weg' } });
    expect(refused.statusCode).toBe(400);
    expect((await publicPost(input.slug)).cover?.alt).toBe('Start');
  });

  it('is set by admins only', async () => {
    const response = await create(
      blogInput({ cover: { mediaId: photo._id, alt: 'Start' } }),
      await actor(app),
    );
    expect(response.statusCode).toBe(403);
  });
});

import { blogMessages } from '@shop/shared/blog';
import { displayName } from '@shop/shared/person';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, blogInput, createPost } from '../../../test/factories.ts';
import { blogPosts } from '../../db/schema/blog.ts';

/** The day the newest post was written (the posts are dated, see beforeAll). */
const NEWEST_DAY = '2026-03-05';

let app: TestApp;
let admin: Actor;
let user: Actor;
let other: Actor;

const list = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/blog?${query}`, headers });
const titles = async (query: string, headers: Record<string, string> = {}) =>
  ((await list(query, headers)).json().data as { title: string }[]).map((p) => p.title);
const like = (slug: string, who: Actor) =>
  app.inject({ method: 'POST', url: `/api/blog/${slug}/like`, headers: who.headers });

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  admin = await actor(app, 'admin');
  user = await actor(app);
  other = await actor(app);
  const post = (overrides: Parameters<typeof blogInput>[0]) => createPost(app, overrides, admin.id);
  await post({
    title: 'Koolhydraten stapelen voor de marathon',
    category: 'Race & Training Fuel',
    tags: ['marathon', 'koolhydraten'],
  });
  await post({
    title: 'Zweet en natrium',
    category: 'Hydratatie & Elektrolyten',
    tags: ['zout'],
    excerpt: 'Hoeveel zout verlies je?',
  });
  await post({ title: 'Herstel na de lange duurloop', category: 'Herstel & Rebuild', tags: ['eiwit'] });
  await post({ title: 'Geheim concept', category: 'Voedingsbasis', isPublished: false });
  // Spread the creation dates over fixed days, one a day up to NEWEST_DAY: the first post is the
  // oldest. Fixed, not the database's today, so the date filter below reads the same at any hour.
  await app.db.execute(
    sql`update ${blogPosts} set created_at = ${`${NEWEST_DAY}T12:00:00Z`}::timestamptz - (interval '1 day' * (select count(*) from blog_posts b2 where b2.created_at > blog_posts.created_at))`,
  );
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/blog', () => {
  it('lists published posts newest first with a page size of 6 and the paging fields', async () => {
    const body = (await list('')).json();
    expect(body).toMatchObject({ page: 1, limit: 6, totalPages: 1, totalRecords: 3 });
    expect(body.data.map((p: { title: string }) => p.title)).not.toContain('Geheim concept');
    expect(body.data[0]).toMatchObject({
      author: { _id: admin.id, name: displayName({ email: admin.email }) },
      hasLiked: false,
      likes: [],
      commentCount: 0,
    });
    expect(body.data[0].author).not.toHaveProperty('email');
  });

  it('shows drafts to admins only', async () => {
    expect(await titles('isPublished=false', user.headers)).not.toContain('Geheim concept');
    expect(await titles('isPublished=false', admin.headers)).toEqual(['Geheim concept']);
  });

  it('searches titles (stem and typo) and tags', async () => {
    expect(await titles('search=marathons')).toEqual(['Koolhydraten stapelen voor de marathon']);
    expect(await titles('search=natriun')).toEqual(['Zweet en natrium']);
    expect(await titles('search=eiwit')).toEqual(['Herstel na de lange duurloop']);
  });

  it('filters on a comma-separated category list', async () => {
    expect((await titles('category=Herstel %26 Rebuild,Hydratatie %26 Elektrolyten')).sort()).toEqual([
      'Herstel na de lange duurloop',
      'Zweet en natrium',
    ]);
  });

  it('applies the admin filters', async () => {
    expect(await titles('tag=ZOUT', admin.headers)).toEqual(['Zweet en natrium']);
    expect(await titles('excerpt=zout', admin.headers)).toEqual(['Zweet en natrium']);
    expect(await titles('slug=geheim', admin.headers)).toEqual(['Geheim concept']);
    expect((await titles(`authorEmail=${admin.email}`, admin.headers)).length).toBe(4);
    expect(await titles('authorEmail=niemand', admin.headers)).toEqual([]);
    // Others cannot ask whose address wrote what (decision 036): the filter is ignored for them.
    expect((await titles('authorEmail=niemand')).length).toBe(3);
    expect((await titles('authorEmail=niemand', user.headers)).length).toBe(3);
    expect(await titles(`from=${NEWEST_DAY}&to=${NEWEST_DAY}`, admin.headers)).toEqual(['Geheim concept']);
    expect((await titles(`from=2026-03-03&to=${NEWEST_DAY}`, admin.headers)).length).toBe(3);
  });

  it('sorts by likes and by comments', async () => {
    const [first] = (await list('')).json().data;
    const target = (await list('search=natrium')).json().data[0];
    await like(target.slug, user);
    expect((await list('sortBy=likes')).json().data[0].slug).toBe(target.slug);
    const commented = (await list('search=herstel')).json().data[0];
    await app.inject({
      method: 'POST',
      url: `/api/blog/${commented.slug}/comments`,
      headers: user.headers,
      payload: { content: 'Goed stuk!' },
    });
    expect((await list('sortBy=comments')).json().data[0].slug).toBe(commented.slug);
    expect((await list('sortBy=onzin')).json().data[0].slug).toBe(first.slug);
  });
});

describe('GET /api/blog/:slugOrId', () => {
  it('answers a published post by slug or id and 404 for drafts to non-admins', async () => {
    const post = (await list('search=zweet')).json().data[0];
    expect((await app.inject({ method: 'GET', url: `/api/blog/${post._id}` })).json().slug).toBe(post.slug);
    expect((await app.inject({ method: 'GET', url: '/api/blog/geheim-concept' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/blog/geheim-concept', headers: admin.headers }))
        .statusCode,
    ).toBe(200);
  });
});

describe('likes', () => {
  it('toggles per user and tells each user whether they liked it', async () => {
    const { slug } = await createPost(app, {}, admin.id);
    expect((await like(slug, user)).json()).toEqual({ hasLiked: true, likes: 1 });
    expect((await like(slug, other)).json()).toEqual({ hasLiked: true, likes: 2 });
    expect((await like(slug, user)).json()).toEqual({ hasLiked: false, likes: 1 });
    const seenByOther = (
      await app.inject({ method: 'GET', url: `/api/blog/${slug}`, headers: other.headers })
    ).json();
    expect(seenByOther).toMatchObject({ hasLiked: true, likeCount: 1, likes: [{ userId: other.id }] });
    const seenByUser = (
      await app.inject({ method: 'GET', url: `/api/blog/${slug}`, headers: user.headers })
    ).json();
    expect(seenByUser.hasLiked).toBe(false);
  });

  it('needs a login, and a draft cannot be liked by users', async () => {
    const { slug } = await createPost(app, {}, admin.id);
    expect((await app.inject({ method: 'POST', url: `/api/blog/${slug}/like` })).statusCode).toBe(401);
    const draft = await createPost(app, { isPublished: false }, admin.id);
    expect((await like(draft.slug, user)).statusCode).toBe(404);
  });

  it('lists who liked a post in the admin stats', async () => {
    const { id, slug } = await createPost(app, {}, admin.id);
    await like(slug, other);
    const stats = await app.inject({ method: 'GET', url: `/api/blog/${id}/stats`, headers: admin.headers });
    expect(stats.json().likes).toEqual([
      { userId: { _id: other.id, firstName: '', lastName: '', email: other.email }, at: expect.any(String) },
    ]);
    expect(
      (await app.inject({ method: 'GET', url: `/api/blog/${id}/stats`, headers: user.headers })).statusCode,
    ).toBe(403);
  });
});

describe('admin blog writes', () => {
  it('creates a draft without publishedAt and sets it on first publication only', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: admin.headers,
      payload: blogInput({ isPublished: false }),
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ isPublished: false, publishedAt: null, author: { email: admin.email } });
    expect(draft.author.name).toBe(displayName({ email: admin.email }));

    const update = (isPublished: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/blog/${draft._id}`,
        headers: admin.headers,
        payload: blogInput({ title: draft.title, slug: draft.slug, isPublished }),
      });
    const published = (await update(true)).json();
    expect(published.publishedAt).toEqual(expect.any(String));
    expect((await update(false)).json().publishedAt).toBe(published.publishedAt);
    expect((await update(true)).json().publishedAt).toBe(published.publishedAt);
  });

  it('rejects each broken rule with the spec message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: admin.headers,
      payload: {
        title: '',
        slug: '',
        content: 'kort',
        excerpt: 'x'.repeat(301),
        category: 'Koken',
        image: 'geen-url',
        tags: [],
      },
    });
    expect(response.statusCode).toBe(400);
    const { details } = response.json().error;
    expect(details.title).toEqual([blogMessages.titleRequired]);
    expect(details.slug).toContain(blogMessages.slugRequired);
    expect(details.content).toEqual([blogMessages.contentTooShort]);
    expect(details.excerpt).toEqual([blogMessages.excerptTooLong]);
    expect(details.category).toEqual([blogMessages.invalidCategory]);
    expect(details.image).toEqual([blogMessages.invalidImage]);
  });

  it('trims tags, drops empty ones and answers 409 for a taken slug', async () => {
    const input = blogInput({ tags: [' gel ', '', 'gel', 'zout'] });
    const created = await app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: admin.headers,
      payload: input,
    });
    expect(created.json().tags).toEqual(['gel', 'zout']);
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: admin.headers,
      payload: blogInput({ slug: input.slug }),
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('guards writes: 401 for guests, 403 for users; deletes for admins', async () => {
    const { id } = await createPost(app, {}, admin.id);
    expect((await app.inject({ method: 'POST', url: '/api/blog', payload: blogInput() })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/blog', headers: user.headers, payload: blogInput() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/blog/${id}`, headers: user.headers })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/blog/${id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: `/api/blog/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });
});

describe('feeds', () => {
  it('serves an RSS 2.0 feed of published posts only', async () => {
    const response = await app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(response.headers['content-type']).toContain('application/rss+xml');
    expect(response.body).toContain('<rss version="2.0"');
    expect(response.body).toContain('<title>Zweet en natrium</title>');
    expect(response.body).not.toContain('Geheim concept');
    expect(response.body.match(/<item>/g)?.length).toBeLessThanOrEqual(20);
  });

  it('lists published posts in the sitemap', async () => {
    const body = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).toContain('<loc>http://localhost:3000/blog/zweet-en-natrium</loc>');
    expect(body).toContain('/blog/category/race-en-training-fuel');
    expect(body).not.toContain('geheim-concept');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { actor, createPost, createProduct, productInput } from '../../test/factories.ts';
import { CONTENT_CHANNEL } from '../db/content-versions.ts';
import { products } from '../db/schema/products.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const versions = () => app.composition.contentVersions;

describe('a writer reads its own write', () => {
  it('settles once every change committed before has been heard, however soon it asks', async () => {
    const product = await createProduct(app);
    for (let round = 0; round < 5; round += 1) {
      const before = versions().now();
      await app.db
        .update(products)
        .set({ stock: sql`${products.stock} + 1` })
        .where(eq(products.id, product.id));
      await versions().settle();
      expect(versions().unchangedSince(before, ['stock'])).toBe(false);
    }
  });

  it('takes another process’s mark for no change', async () => {
    const before = versions().now();
    await app.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'sync:een-ander-proces:1')`);
    await versions().settle();
    expect(versions().unchangedSince(before, ['catalogue', 'stock', 'blog', 'site', 'plans', 'locks'])).toBe(
      true,
    );
  });

  it('lists and shows an admin’s change in the very next request', async () => {
    const admin = await actor(app, 'admin');
    const product = await createProduct(app, { title: 'Zoutcapsules Oud' });
    const list = () => app.inject({ method: 'GET', url: '/api/products?title=Zoutcapsules' });
    expect((await list()).json().data.map((item: { title: string }) => item.title)).toContain(
      'Zoutcapsules Oud',
    );
    for (const title of ['Zoutcapsules Nieuw', 'Zoutcapsules Nieuwer']) {
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: admin.headers,
        payload: productInput({ title, slug: product.slug }),
      });
      expect(saved.statusCode).toBe(200);
      expect((await list()).json().data.map((item: { title: string }) => item.title)).toContain(title);
    }
  });

  it('lists a product that just sold out among the sold-out ones in the very next request', async () => {
    const admin = await actor(app, 'admin');
    const product = await createProduct(app, { title: 'Elektrolyt Uitverkocht', stock: 2 });
    const soldOut = async () => {
      const list = await app.inject({
        method: 'GET',
        url: '/api/products?title=Elektrolyt&stockMax=0',
        headers: admin.headers,
      });
      return list.json().data.map((item: { _id: string }) => item._id);
    };
    expect(await soldOut()).not.toContain(product.id);
    for (const stock of [0, 3, 0]) {
      // As a sale does: stock only, announced with the product's id; the sale's answer settles.
      await app.db.update(products).set({ stock }).where(eq(products.id, product.id));
      await versions().settle();
      if (stock === 0) expect(await soldOut()).toContain(product.id);
      else expect(await soldOut()).not.toContain(product.id);
    }
  });

  it('shows a guest the blog’s new comment and like in the very next request', async () => {
    const post = await createPost(app, { title: 'Eten tijdens de trail' });
    const reader = await actor(app, 'user');
    const listed = async () => {
      const list = await app.inject({ method: 'GET', url: '/api/blog?search=trail' });
      return list.json().data.find((item: { slug: string }) => item.slug === post.slug);
    };
    expect(await listed()).toMatchObject({ commentCount: 0, likeCount: 0 });
    const comment = await app.inject({
      method: 'POST',
      url: `/api/blog/${post.slug}/comments`,
      headers: reader.headers,
      payload: { content: 'Ik neem altijd een reep mee.' },
    });
    expect(comment.statusCode).toBe(201);
    expect(await listed()).toMatchObject({ commentCount: 1, likeCount: 0 });
    await app.inject({ method: 'POST', url: `/api/blog/${post.slug}/like`, headers: reader.headers });
    expect(await listed()).toMatchObject({ commentCount: 1, likeCount: 1 });
  });
});

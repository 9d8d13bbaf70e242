import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BlogPost } from '@shop/shared/blog';
import type { Product } from '@shop/shared/product';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, createPost, createProduct } from '../../../test/factories.ts';
import { openShop, servicesOf } from '../../../test/shop.ts';
import { giveDemoPostsCovers } from '../blog/demo-covers.ts';
import { giveDemoProductsPhotos } from '../products/demo-photos.ts';
import { rasterizeIllustration } from './illustration-photo.ts';

let app: TestApp;
let admin: Actor;
let imagesRoot: string;

const illustration = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><rect width="800" height="600" fill="${colour}"/><text x="400" y="300" font-size="120" fill="#000">Gel</text></svg>`;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  imagesRoot = await mkdtemp(path.join(tmpdir(), 'illustraties-'));
  await mkdir(path.join(imagesRoot, 'products'));
  await mkdir(path.join(imagesRoot, 'blog'));
  await writeFile(path.join(imagesRoot, 'products', 'gel.svg'), illustration('#ea580c'));
  await writeFile(path.join(imagesRoot, 'blog', 'start.svg'), illustration('#0f766e'));
});
afterAll(async () => {
  await app.close();
  await rm(imagesRoot, { recursive: true, force: true });
});

describe("the demo's illustrations as photos", () => {
  it('are drawn without their printed words', async () => {
    const png = await rasterizeIllustration(illustration('#ffffff'), 400);
    const { channels } = await sharp(png).stats();
    // White with black words would have a minimum of 0; without them every pixel is white.
    expect(channels.slice(0, 3).map((channel) => channel.min)).toEqual([255, 255, 255]);
    expect((await sharp(png).metadata()).width).toBe(400);
  });

  it('become the first photo of a product and the cover of a post that show one, once', async () => {
    const shown = await createProduct(app, { image: '/images/products/gel.svg' }, admin.id);
    const outside = await createProduct(app, { image: '/images/../geheim.svg' }, admin.id);
    const missing = await createProduct(app, { image: '/images/products/weg.svg' }, admin.id);
    const post = await createPost(app, { image: '/images/blog/start.svg' }, admin.id);
    const { media } = servicesOf(app);

    expect(await giveDemoProductsPhotos(app.db, media, imagesRoot, admin.id)).toBe(1);
    expect(await giveDemoPostsCovers(app.db, media, imagesRoot, admin.id)).toBe(1);
    const product = async (slug: string): Promise<Product> =>
      (await app.inject({ method: 'GET', url: `/api/products/${slug}` })).json();
    const [photo] = (await product(shown.slug)).photos;
    expect(photo?.alt).toBe(shown.title);
    expect(photo?.media.previewUrl).toMatch(/^\/media\/[a-f0-9]{32}-og\.jpg$/);
    expect((await product(outside.slug)).photos).toEqual([]);
    expect((await product(missing.slug)).photos).toEqual([]);
    const cover = ((await app.inject({ method: 'GET', url: `/api/blog/${post.slug}` })).json() as BlogPost)
      .cover;
    expect(cover?.alt).toMatch(/^Artikel /);

    // A second start finds nothing left to do.
    expect(await giveDemoProductsPhotos(app.db, media, imagesRoot, admin.id)).toBe(0);
    expect(await giveDemoPostsCovers(app.db, media, imagesRoot, admin.id)).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { MAX_PRODUCT_PHOTOS, type Media, photoMessages, thumbnailUrl } from '@shop/shared/media';
import type { Product, ProductInput } from '@shop/shared/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, productInput } from '../../../test/factories.ts';
import { uploadedPhoto } from '../../../test/media.ts';
import { openShop } from '../../../test/shop.ts';
import { media } from '../../db/schema/media.ts';
import { products } from '../../db/schema/products.ts';

let app: TestApp;
let admin: Actor;
let red: Media;
let blue: Media;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  red = await uploadedPhoto(app, admin, 200);
  blue = await uploadedPhoto(app, admin, 20);
});
afterAll(async () => {
  await app.close();
});

const create = (input: ProductInput) =>
  app.inject({ method: 'POST', url: '/api/products', headers: admin.headers, payload: input });
const update = (id: string, input: ProductInput) =>
  app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin.headers, payload: input });
const publicProduct = async (slug: string): Promise<Product> =>
  (await app.inject({ method: 'GET', url: `/api/products/${slug}` })).json();
const shown = (product: Product) => product.photos.map((photo) => [photo.media._id, photo.alt]);

describe("a product's photos", () => {
  it('are shown in the order the admin set, with their alt text and files, on the page and in the list', async () => {
    const input = productInput({
      photos: [
        { mediaId: blue._id, alt: '  Gel in blauwe verpakking ' },
        { mediaId: red._id, alt: 'Gel naast een loopschoen' },
      ],
    });
    const created = await create(input);
    expect(created.statusCode).toBe(201);
    const expected = [
      [blue._id, 'Gel in blauwe verpakking'],
      [red._id, 'Gel naast een loopschoen'],
    ];
    expect(shown(created.json())).toEqual(expected);

    const page = await publicProduct(input.slug);
    expect(shown(page)).toEqual(expected);
    expect(page.photos[0]!.media).toEqual(blue);
    expect(page.photos[0]!.media.srcSet.avif).toContain(`/media/${blue.hash}-320.avif 320w`);

    const list = await app.inject({
      method: 'GET',
      url: `/api/products?title=${encodeURIComponent(input.title)}`,
    });
    const listed = (list.json().data as Product[]).find((product) => product.slug === input.slug)!;
    expect(shown(listed)).toEqual(expected);
  });

  it('change order, alt text and number when the product is saved again, and a product without photos has none', async () => {
    const input = productInput({ photos: [{ mediaId: red._id, alt: 'Rood' }] });
    const { _id } = (await create(input)).json();
    const swapped = await update(_id, {
      ...input,
      photos: [
        { mediaId: blue._id, alt: 'Blauw' },
        { mediaId: red._id, alt: 'Rood, van dichtbij' },
      ],
    });
    expect(swapped.statusCode).toBe(200);
    expect(shown(await publicProduct(input.slug))).toEqual([
      [blue._id, 'Blauw'],
      [red._id, 'Rood, van dichtbij'],
    ]);

    expect((await update(_id, { ...input, photos: [] })).json().photos).toEqual([]);
    expect((await publicProduct(input.slug)).photos).toEqual([]);
    // A product saved without the field (an older client) keeps none either.
    const { photos: _, ...withoutPhotos } = productInput();
    expect((await create(withoutPhotos)).json().photos).toEqual([]);
  });

  it('refuse an unknown photo, the same photo twice, a missing alt text and too many photos, and save nothing', async () => {
    const input = productInput();
    const refusals: [ProductInput['photos'], string][] = [
      [[{ mediaId: randomUUID(), alt: 'Weg' }], photoMessages.unknown],
      [[{ mediaId: 'geen-id', alt: 'Weg' }], photoMessages.unknown],
      [
        [
          { mediaId: red._id, alt: 'Een' },
          { mediaId: red._id, alt: 'Twee' },
        ],
        photoMessages.duplicate,
      ],
      [[{ mediaId: red._id, alt: '   ' }], photoMessages.altRequired],
      [[{ mediaId: red._id, alt: 'x'.repeat(201) }], photoMessages.altTooLong],
      [
        Array.from({ length: MAX_PRODUCT_PHOTOS + 1 }, () => ({ mediaId: randomUUID(), alt: 'Veel' })),
        photoMessages.tooMany,
      ],
    ];
    for (const [photos, message] of refusals) {
      const response = await create({ ...input, photos });
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(response.json().error)).toContain(message);
    }
    expect(await app.db.select().from(products).where(eq(products.slug, input.slug))).toEqual([]);

    // A refused change leaves the photos the product had.
    const { _id } = (await create({ ...input, photos: [{ mediaId: red._id, alt: 'Rood' }] })).json();
    const refused = await update(_id, { ...input, photos: [{ mediaId: randomUUID(), alt: 'Weg' }] });
    expect(refused.statusCode).toBe(400);
    expect(shown(await publicProduct(input.slug))).toEqual([[red._id, 'Rood']]);
  });

  it('go with the product when it is deleted, while the photo stays for other products', async () => {
    const first = productInput({ photos: [{ mediaId: red._id, alt: 'Rood' }] });
    const second = productInput({ photos: [{ mediaId: red._id, alt: 'Ook rood' }] });
    const { _id } = (await create(first)).json();
    await create(second);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/products/${_id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await app.db.select().from(media).where(eq(media.id, red._id))).toHaveLength(1);
    expect(shown(await publicProduct(second.slug))).toEqual([[red._id, 'Ook rood']]);
  });

  it("give the cart line the first photo's thumbnail", async () => {
    const buyer = await actor(app);
    const input = productInput({
      image: '/images/products/oud.svg',
      photos: [{ mediaId: blue._id, alt: 'Blauw' }],
    });
    const { _id } = (await create(input)).json();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer.headers,
      payload: { items: [{ _id, quantity: 1 }] },
    });
    expect(saved.statusCode).toBe(200);
    const cart = await app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers });
    expect(cart.json()[0].image).toBe(thumbnailUrl(blue));
  });

  it('are set by admins only', async () => {
    const user = await actor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: user.headers,
      payload: productInput({ photos: [{ mediaId: red._id, alt: 'Rood' }] }),
    });
    expect(response.statusCode).toBe(403);
  });
});

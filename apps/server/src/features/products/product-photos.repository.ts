import type { Photo, PhotoInput } from '@shop/shared/media';
import { asc, eq, inArray } from 'drizzle-orm';
import { media } from '../../db/schema/media.ts';
import { productPhotos } from '../../db/schema/products.ts';
import type { Queryable } from '../../db/types.ts';
import { toMedia } from '../media/media.mapper.ts';

/** The photos of each of `productIds`, in their order; a product without photos has none in the map. */
export async function photosOf(db: Queryable, productIds: readonly string[]): Promise<Map<string, Photo[]>> {
  const byProduct = new Map<string, Photo[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productPhotos.productId, alt: productPhotos.alt, media })
    .from(productPhotos)
    .innerJoin(media, eq(media.id, productPhotos.mediaId))
    .where(inArray(productPhotos.productId, [...productIds]))
    .orderBy(asc(productPhotos.productId), asc(productPhotos.position));
  for (const row of rows) {
    const photos = byProduct.get(row.productId) ?? [];
    photos.push({ alt: row.alt, media: toMedia(row.media) });
    byProduct.set(row.productId, photos);
  }
  return byProduct;
}

/** Sets the product's photos to `photos`, in that order (the caller checked that each is there). */
export async function replacePhotos(
  tx: Queryable,
  productId: string,
  photos: readonly Required<PhotoInput>[],
): Promise<void> {
  await tx.delete(productPhotos).where(eq(productPhotos.productId, productId));
  if (photos.length === 0) return;
  await tx
    .insert(productPhotos)
    .values(photos.map(({ mediaId, alt }, position) => ({ productId, mediaId, alt, position })));
}

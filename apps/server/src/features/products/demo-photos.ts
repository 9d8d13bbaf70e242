import { and, eq, isNotNull, like, notExists } from 'drizzle-orm';
import { productPhotos, products } from '../../db/schema/products.ts';
import type { Database } from '../../db/types.ts';
import { attachIllustrations, ILLUSTRATION_PATTERN } from '../media/illustration-photo.ts';
import type { MediaService } from '../media/media.service.ts';
import { replacePhotos } from './product-photos.repository.ts';

/**
 * Gives each product that shows one of the shop's own illustrations (`/images/….svg`) and has no
 * photos that illustration as its photo (decision 067), processed as an upload is: the demo
 * catalogue then has `srcset`s, a gallery's first photo and a JPEG for link previews.
 * `imagesRoot` is the folder the web app serves `/images` from.
 */
export async function giveDemoProductsPhotos(
  db: Database,
  media: MediaService,
  imagesRoot: string,
  uploadedBy: string | null,
): Promise<number> {
  const withIllustration = await db
    .select({ id: products.id, title: products.title, image: products.image })
    .from(products)
    .where(
      and(
        isNotNull(products.image),
        like(products.image, ILLUSTRATION_PATTERN),
        notExists(db.select().from(productPhotos).where(eq(productPhotos.productId, products.id))),
      ),
    );
  return attachIllustrations(withIllustration, { media, imagesRoot, uploadedBy }, (product, photo) =>
    replacePhotos(db, product.id, [{ mediaId: photo._id, alt: product.title }]),
  );
}

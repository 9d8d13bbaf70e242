import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, like, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import { productPhotos, products } from '../../db/schema/products.ts';
import type { Database } from '../../db/types.ts';
import type { MediaService } from '../media/media.service.ts';
import { replacePhotos } from './product-photos.repository.ts';

/** How wide the demo illustrations are drawn: the product page's largest photo on a sharp screen. */
const DEMO_PHOTO_WIDTH = 1200;

/**
 * A generated illustration as a photo: drawn without its printed words, which would come out in
 * whatever font the server has, not the one the browser shows them in.
 */
export function rasterizeIllustration(svg: string, width = DEMO_PHOTO_WIDTH): Promise<Buffer> {
  const withoutText = svg.replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, '');
  return sharp(Buffer.from(withoutText)).resize({ width }).png().toBuffer();
}

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
        like(products.image, '/images/%.svg'),
        notExists(db.select().from(productPhotos).where(eq(productPhotos.productId, products.id))),
      ),
    );
  let given = 0;
  for (const product of withIllustration) {
    const file = path.join(imagesRoot, path.normalize(product.image!.slice('/images/'.length)));
    if (!file.startsWith(imagesRoot + path.sep)) continue;
    const svg = await readFile(file, 'utf8').catch(() => null);
    if (svg === null) continue;
    const photo = await media.upload(await rasterizeIllustration(svg), uploadedBy);
    await replacePhotos(db, product.id, [{ mediaId: photo._id, alt: product.title }]);
    given++;
  }
  return given;
}

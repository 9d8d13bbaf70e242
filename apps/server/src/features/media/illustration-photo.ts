import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Media } from '@shop/shared/media';
import type { MediaService } from './media.service.ts';

/** How wide the demo illustrations are drawn: the product page's largest photo on a sharp screen. */
const DEMO_PHOTO_WIDTH = 1200;

/**
 * A generated illustration as a photo: drawn without its printed words, which would come out in
 * whatever font the server has, not the one the browser shows them in.
 */
export async function rasterizeIllustration(svg: string, width = DEMO_PHOTO_WIDTH): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const withoutText = svg.replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, '');
  return sharp(Buffer.from(withoutText)).resize({ width }).png().toBuffer();
}

/** Where the shop's own illustrations are served: `/images/….svg`, as a SQL `like` pattern. */
export const ILLUSTRATION_PATTERN = '/images/%.svg';

/**
 * Uploads the illustration each row shows as a photo and hands it to `attach`; a row whose file
 * is not there is passed over. Answers how many got one.
 */
export async function attachIllustrations<Row extends { image: string | null }>(
  rows: readonly Row[],
  { media, imagesRoot, uploadedBy }: { media: MediaService; imagesRoot: string; uploadedBy: string | null },
  attach: (row: Row, photo: Media) => Promise<unknown>,
): Promise<number> {
  let given = 0;
  for (const row of rows) {
    const photo = row.image && (await illustrationAsPhoto(media, imagesRoot, row.image, uploadedBy));
    if (!photo) continue;
    await attach(row, photo);
    given++;
  }
  return given;
}

/** The illustration at `image` (`/images/….svg`) uploaded as a photo; null when there is no such file. */
async function illustrationAsPhoto(
  media: MediaService,
  imagesRoot: string,
  image: string,
  uploadedBy: string | null,
): Promise<Media | null> {
  const file = path.join(imagesRoot, path.normalize(image.slice('/images/'.length)));
  if (!file.startsWith(imagesRoot + path.sep)) return null;
  const svg = await readFile(file, 'utf8').catch(() => null);
  if (svg === null) return null;
  return media.upload(await rasterizeIllustration(svg), uploadedBy);
}

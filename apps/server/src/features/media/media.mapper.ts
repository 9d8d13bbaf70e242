import { type Media, mediaUrl, srcSetOf } from '@shop/shared/media';
import type { media } from '../../db/schema/media.ts';

export type MediaRow = typeof media.$inferSelect;

/** A processed photo's row as the API answers it: the addresses of its files. */
export const toMedia = (row: MediaRow): Media => ({
  _id: row.id,
  hash: row.hash,
  width: row.width,
  height: row.height,
  widths: row.widths,
  previewUrl: mediaUrl(row.hash, 'og', 'jpg'),
  srcSet: { avif: srcSetOf(row.hash, row.widths, 'avif'), webp: srcSetOf(row.hash, row.widths, 'webp') },
  createdAt: row.createdAt.toISOString(),
});

import { type Media, mediaUrl, srcSetOf } from '@shop/shared/media';
import type { Database } from '../../db/types.ts';
import { processImage } from './image-processing.ts';
import * as repository from './media.repository.ts';
import type { MediaStore } from './media-store.ts';

const toMedia = (row: repository.MediaRow): Media => ({
  _id: row.id,
  hash: row.hash,
  width: row.width,
  height: row.height,
  widths: row.widths,
  previewUrl: mediaUrl(row.hash, 'og', 'jpg'),
  srcSet: { avif: srcSetOf(row.hash, row.widths, 'avif'), webp: srcSetOf(row.hash, row.widths, 'webp') },
  createdAt: row.createdAt.toISOString(),
});

/** Photos the admin uploads (decision 065): processed once, their files written before their row. */
export function createMediaService({ db, store }: { db: Database; store: MediaStore }) {
  return {
    store,

    async upload(bytes: Buffer, uploadedBy: string): Promise<Media> {
      const processed = await processImage(bytes);
      // Files first: a row never names a file that is not there (the same files again are the same bytes).
      await store.save(processed.hash, processed.variants);
      const { hash, width, height, widths } = processed;
      return toMedia(await repository.recordMedia(db, { hash, width, height, widths, uploadedBy }));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

import type { Media } from '@shop/shared/media';
import type { Database } from '../../db/types.ts';
import { processImage } from './image-processing.ts';
import { toMedia } from './media.mapper.ts';
import * as repository from './media.repository.ts';
import type { MediaStore } from './media-store.ts';

/** Photos the admin uploads (decision 065): processed once, their files written before their row. */
export function createMediaService({ db, store }: { db: Database; store: MediaStore }) {
  return {
    store,

    async upload(bytes: Buffer, uploadedBy: string | null): Promise<Media> {
      const processed = await processImage(bytes);
      // Files first: a row never names a file that is not there (the same files again are the same bytes).
      await store.save(processed.hash, processed.variants);
      const { hash, width, height, widths } = processed;
      return toMedia(await repository.recordMedia(db, { hash, width, height, widths, uploadedBy }));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

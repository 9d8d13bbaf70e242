import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { mediaFileName } from '@shop/shared/media';
import type { ImageVariant } from './image-processing.ts';

/**
 * Where a processed photo's files are kept (decision 065): written once under their names, opened
 * by name. The data directory by default, an S3-compatible bucket when one is set (decision 067).
 */
export interface MediaStore {
  save(hash: string, variants: readonly ImageVariant[]): Promise<void>;
  /** The file of a name the route has checked, or null when there is none. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
}

/** Where the processed photos' files are: `DATA_DIR/media`. */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

/**
 * The processed photos' files in the data directory's `media` folder (decision 065). A file's name
 * is its content's (hash, variant, format), so a file, once written, never changes: each is
 * written under a temporary name and renamed, so no reader ever sees half of one.
 */
export function createMediaStore(dataDir: string): MediaStore {
  const dir = mediaDir(dataDir);
  return {
    async save(hash: string, variants: readonly ImageVariant[]): Promise<void> {
      await mkdir(dir, { recursive: true });
      await Promise.all(
        variants.map(async ({ variant, format, bytes }) => {
          const target = path.join(dir, mediaFileName(hash, variant, format));
          const temporary = `${target}.${randomUUID()}.tmp`;
          await writeFile(temporary, bytes);
          await rename(temporary, target);
        }),
      );
    },

    /** The file of a name the route has checked, or null when there is none. */
    async open(name: string): Promise<{ stream: Readable; size: number } | null> {
      const file = path.join(dir, name);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch {
        return null;
      }
    },
  };
}

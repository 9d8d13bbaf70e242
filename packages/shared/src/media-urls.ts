/**
 * Where a processed photo's files are (decision 065), without zod: the public pages read this
 * module, and their first load carries no schema library.
 */
export type MediaFormat = 'avif' | 'webp';

/** Where the processed files are served: `/media/<hash>-<width>.<format>` and `/media/<hash>-og.jpg`. */
export const MEDIA_PATH = '/media';
export const mediaFileName = (hash: string, variant: number | 'og', format: MediaFormat | 'jpg') =>
  `${hash}-${variant}.${format}`;
export const mediaUrl = (hash: string, variant: number | 'og', format: MediaFormat | 'jpg') =>
  `${MEDIA_PATH}/${mediaFileName(hash, variant, format)}`;
/** A served file's name: what the route accepts, nothing else reaches the disk. */
export const mediaFileNamePattern = /^([a-f0-9]{32})-(\d{2,4}|og)\.(avif|webp|jpg)$/;

/** The type each kind of file is served (and stored) with. */
export const mediaContentTypes = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** The address of a photo's smallest file, for a thumbnail (the cart's line, the admin's preview). */
export const thumbnailUrl = (media: { hash: string; widths: readonly number[] }) =>
  mediaUrl(media.hash, media.widths[0]!, 'webp');

/** The `srcset` of a photo in one format. */
export const srcSetOf = (hash: string, widths: readonly number[], format: MediaFormat) =>
  widths.map((w) => `${mediaUrl(hash, w, format)} ${w}w`).join(', ');

import { z } from 'zod';

/**
 * Photos the admin uploads (decision 065): checked by their content, processed once into AVIF and
 * WebP at several widths and a JPEG for link previews, kept under content-hashed names and served
 * for ever. These are the rules both sides read.
 */

/** The largest upload accepted, in bytes: a phone's photo fits several times over. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The most pixels a photo may have (width × height): larger ones are refused before decoding. */
export const MAX_PIXELS = 40_000_000;
/** The widths the pages choose from (`srcset`); a narrower photo gets the widths it can fill. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600] as const;
/** What a page shows a photo in, best first. */
export const mediaFormats = ['avif', 'webp'] as const;
export type MediaFormat = (typeof mediaFormats)[number];
/** Link previews (Open Graph) render no SVG, AVIF or WebP everywhere: a JPEG of this size. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Where the processed files are served: `/media/<hash>-<width>.<format>` and `/media/<hash>-og.jpg`. */
export const MEDIA_PATH = '/media';
export const mediaFileName = (hash: string, variant: number | 'og', format: MediaFormat | 'jpg') =>
  `${hash}-${variant}.${format}`;
export const mediaUrl = (hash: string, variant: number | 'og', format: MediaFormat | 'jpg') =>
  `${MEDIA_PATH}/${mediaFileName(hash, variant, format)}`;
/** A served file's name: what the route accepts, nothing else reaches the disk. */
export const mediaFileNamePattern = /^([a-f0-9]{32})-(\d{2,4}|og)\.(avif|webp|jpg)$/;

/** The widths a photo `width` pixels wide is kept at: every standard width it fills, or its own. */
export function widthsFor(width: number): number[] {
  const fitting = MEDIA_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

export const mediaMessages = {
  noFile: 'Kies een foto om te uploaden.',
  notAnImage: 'Dit bestand is geen foto. Kies een JPEG, PNG, WebP of AVIF.',
  tooLarge: `Deze foto is te groot: maximaal ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: `Deze foto heeft te veel pixels: maximaal ${MAX_PIXELS / 1_000_000} megapixel.`,
  unreadable: 'Deze foto kan niet worden gelezen. Is het bestand beschadigd?',
} as const;

/** A processed photo as the API answers it. */
export const mediaSchema = z.object({
  _id: z.string(),
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  /** The link preview's JPEG. */
  previewUrl: z.string(),
  /** Per format, a `srcset` value: `url 320w, url 640w, …`. */
  srcSet: z.object({ avif: z.string(), webp: z.string() }),
  createdAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** The `srcset` of a photo in one format. */
export const srcSetOf = (hash: string, widths: readonly number[], format: MediaFormat) =>
  widths.map((w) => `${mediaUrl(hash, w, format)} ${w}w`).join(', ');

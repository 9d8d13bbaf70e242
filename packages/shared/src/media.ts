import { z } from 'zod';

import type { MediaFormat } from './media-urls.ts';

export {
  MEDIA_PATH,
  type MediaFormat,
  mediaContentTypes,
  mediaFileName,
  mediaFileNamePattern,
  mediaUrl,
  srcSetOf,
  thumbnailUrl,
} from './media-urls.ts';

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
export const mediaFormats = ['avif', 'webp'] as const satisfies readonly MediaFormat[];
/** Link previews (Open Graph) render no SVG, AVIF or WebP everywhere: a JPEG of this size. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

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

/** The most photos one product shows. */
export const MAX_PRODUCT_PHOTOS = 8;
/** The longest description (alt text) a photo may have. */
export const MAX_ALT_LENGTH = 200;

export const photoMessages = {
  altRequired: 'Beschrijf elke foto in een paar woorden (alt-tekst).',
  altTooLong: `Een beschrijving is hoogstens ${MAX_ALT_LENGTH} tekens.`,
  tooMany: `Een product heeft hoogstens ${MAX_PRODUCT_PHOTOS} foto’s.`,
  duplicate: 'Elke foto mag maar één keer bij een product staan.',
  unknown: 'Een van de foto’s bestaat niet meer. Upload hem opnieuw.',
} as const;

/** A photo as a product (or post) refers to it when saved: the uploaded photo and what it shows, in words. */
export const photoInputSchema = z.object({
  mediaId: z.uuid(photoMessages.unknown),
  alt: z.string().trim().min(1, photoMessages.altRequired).max(MAX_ALT_LENGTH, photoMessages.altTooLong),
});
export type PhotoInput = z.input<typeof photoInputSchema>;

/** A product's photos in the order the admin set, each photo once. */
export const photoListInputSchema = z
  .array(photoInputSchema)
  .max(MAX_PRODUCT_PHOTOS, photoMessages.tooMany)
  .default([])
  .refine((photos) => new Set(photos.map((photo) => photo.mediaId)).size === photos.length, {
    message: photoMessages.duplicate,
  });

/** A photo as the API answers it with what it belongs to: the processed photo and its alt text. */
export const photoSchema = z.object({ alt: z.string(), media: mediaSchema });
export type Photo = z.infer<typeof photoSchema>;

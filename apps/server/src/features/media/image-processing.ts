import { createHash } from 'node:crypto';
import {
  MAX_PIXELS,
  type MediaFormat,
  mediaFormats,
  mediaMessages,
  PREVIEW_SIZE,
  widthsFor,
} from '@shop/shared/media';
import type { Metadata } from 'sharp';
import { badRequest } from '../../lib/http-errors.ts';

/** One file of a processed photo: its width (or 'og' for the link preview) and format. */
export interface ImageVariant {
  variant: number | 'og';
  format: MediaFormat | 'jpg';
  bytes: Buffer;
}

export interface ProcessedImage {
  /** SHA-256 of the upload, 32 hex characters: the same photo twice is one photo. */
  hash: string;
  width: number;
  height: number;
  widths: number[];
  variants: ImageVariant[];
}

/**
 * What a decoder makes of the upload's bytes (never its name or stated type): JPEG, PNG, WebP and
 * AVIF only. sharp names AVIF 'heif' with AV1 compression; HEIC (HEVC) is not taken.
 */
function acceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1';
  return metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp';
}

/** Quality per format; AVIF at effort 2 takes a fraction of its default time for about the same size. */
const quality: Record<MediaFormat, number> = { avif: 55, webp: 78 };

/**
 * Checks an upload by its content and makes every file a page needs (decision 065): AVIF and WebP
 * at each width it fills and a 1200×630 JPEG for link previews. The pixel limit is checked from
 * the header before anything is decoded (no decompression bombs). The photo is turned upright from
 * its EXIF orientation, and no output carries metadata: EXIF (a phone's location), XMP, IPTC and
 * ICC profiles are dropped, and colours are converted to sRGB.
 */
export async function processImage(upload: Buffer): Promise<ProcessedImage> {
  // Loaded on the first upload: a process that takes none keeps its memory (libvips is large).
  const { default: sharp } = await import('sharp');
  const source = () => sharp(upload, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await source().metadata();
  } catch (error) {
    // sharp reads the dimensions from the header and stops there when they pass the limit.
    const overLimit = error instanceof Error && /pixel limit/i.test(error.message);
    throw badRequest(overLimit ? mediaMessages.tooManyPixels : mediaMessages.notAnImage);
  }
  if (!acceptedFormat(metadata)) throw badRequest(mediaMessages.notAnImage);
  const storedWidth = metadata.width ?? 0;
  const storedHeight = metadata.height ?? 0;
  if (storedWidth * storedHeight > MAX_PIXELS) throw badRequest(mediaMessages.tooManyPixels);
  // Orientations 5–8 turn the photo a quarter: its upright width is the stored height.
  const quarterTurned = (metadata.orientation ?? 1) >= 5;
  const width = quarterTurned ? storedHeight : storedWidth;
  const height = quarterTurned ? storedWidth : storedHeight;
  const widths = widthsFor(width);
  const upright = () => source().rotate().toColourspace('srgb');

  try {
    const sized = await Promise.all(
      widths.flatMap((w) =>
        mediaFormats.map(async (format): Promise<ImageVariant> => {
          const resized = upright().resize({ width: w, withoutEnlargement: true });
          const bytes =
            format === 'avif'
              ? await resized.avif({ quality: quality.avif, effort: 2 }).toBuffer()
              : await resized.webp({ quality: quality.webp }).toBuffer();
          return { variant: w, format, bytes };
        }),
      ),
    );
    const preview = await upright()
      .resize({ ...PREVIEW_SIZE, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const hash = createHash('sha256').update(upload).digest('hex').slice(0, 32);
    return {
      hash,
      width,
      height,
      widths,
      variants: [...sized, { variant: 'og', format: 'jpg', bytes: preview }],
    };
  } catch {
    // The header was fine but the pixels are not (a truncated or damaged file).
    throw badRequest(mediaMessages.unreadable);
  }
}

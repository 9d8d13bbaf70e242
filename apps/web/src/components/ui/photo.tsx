import type { Media } from '@shop/shared/media';
import { mediaUrl } from '@shop/shared/media-urls';

/**
 * How wide a card's picture is shown in the shop's and the blog's three-column grids: a third of
 * the page on a desktop, half on a tablet, all of a phone.
 */
export const GRID_CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The width of the file a browser without `srcset` gets: one that fills a phone. */
const FALLBACK_WIDTH = 640;

/**
 * An uploaded photo (decisions 065, 067): AVIF where the browser reads it, else WebP, at the width
 * `sizes` asks for; its width and height reserve its place before it arrives. Lazy, unless it is
 * the page's largest paint (`priority`).
 */
export function Photo({
  media,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  media: Media;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const fallbackWidth = media.widths.find((width) => width >= FALLBACK_WIDTH) ?? media.widths.at(-1)!;
  return (
    <picture>
      <source type="image/avif" srcSet={media.srcSet.avif} sizes={sizes} />
      <img
        src={mediaUrl(media.hash, fallbackWidth, 'webp')}
        srcSet={media.srcSet.webp}
        sizes={sizes}
        width={media.width}
        height={media.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

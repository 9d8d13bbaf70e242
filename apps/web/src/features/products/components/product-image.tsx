import type { Photo as ProductPhoto } from '@shop/shared/media';
import { useState } from 'react';
import { Photo } from '../../../components/ui/photo.tsx';

export const PRODUCT_IMAGE_FALLBACK = '/images/placeholder-product.svg';

/** A product's picture: 4:3, filled, grey until it arrives. */
export const PRODUCT_FRAME = 'aspect-[4/3] w-full bg-stone-100 object-cover';

/**
 * A product's picture in a fixed 4:3 frame: its uploaded photo (`photo`, at the width `sizes`
 * asks), else the image at its URL, else the shop's placeholder (also when the URL fails to load).
 * Lazy, unless it is the page's largest paint (`priority`): then fetched first.
 */
export function ProductImage({
  photo,
  src,
  alt,
  sizes,
  className = '',
  priority = false,
}: {
  photo?: ProductPhoto | undefined;
  src: string | null;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  if (photo)
    return (
      <Photo
        media={photo.media}
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={`${PRODUCT_FRAME} ${className}`}
      />
    );
  return <UrlImage src={src} alt={alt} className={className} priority={priority} />;
}

function UrlImage({
  src,
  alt,
  className,
  priority,
}: {
  src: string | null;
  alt: string;
  className: string;
  priority: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PRODUCT_IMAGE_FALLBACK;
  return (
    <img
      src={usable}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      width={800}
      height={600}
      onError={() => {
        if (usable !== PRODUCT_IMAGE_FALLBACK) setFailedSrc(usable);
      }}
      className={`${PRODUCT_FRAME} ${className}`}
    />
  );
}

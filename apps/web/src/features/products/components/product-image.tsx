import { useState } from 'react';

export const PRODUCT_IMAGE_FALLBACK = '/images/placeholder-product.svg';

/**
 * A product photo in a fixed 4:3 frame; the shop's placeholder when there is none or it fails to
 * load. Lazy, unless it is the page's largest paint (`priority`): then fetched first.
 */
export function ProductImage({
  src,
  alt,
  className = '',
  priority = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
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
      className={`aspect-[4/3] w-full bg-stone-100 object-cover ${className}`}
    />
  );
}

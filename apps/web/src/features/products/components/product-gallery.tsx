import type { Product } from '@shop/shared/product';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Photo } from '../../../components/ui/photo.tsx';
import { productPageMessages as m } from '../messages.ts';
import { PRODUCT_FRAME, ProductImage } from './product-image.tsx';

/** How wide the product page shows its picture: half the page on a desktop, all of a phone. */
export const PRODUCT_PAGE_SIZES = '(min-width: 1280px) 592px, (min-width: 1024px) 50vw, 100vw';

const frame = 'rounded-2xl ring-1 ring-stone-200';

/**
 * The product's pictures (decision 067): its one picture, or its photos side by side to swipe
 * through (the browser's own scrolling, snapped to a photo), with the arrow keys on the focused
 * row, and a thumbnail per photo to pick one.
 */
export function ProductGallery({ product }: { product: Product }) {
  const { photos } = product;
  const [first] = photos;
  if (photos.length < 2)
    return (
      <ProductImage
        photo={first}
        src={product.image}
        alt={first?.alt ?? product.title}
        sizes={PRODUCT_PAGE_SIZES}
        priority
        className={frame}
      />
    );
  return <PhotoRow product={product} />;
}

function PhotoRow({ product: { photos, title } }: { product: Product }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  const show = (index: number) => {
    const next = Math.min(Math.max(index, 0), photos.length - 1);
    setCurrent(next);
    const row = track.current;
    row?.scrollTo?.({ left: next * row.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const row = track.current;
    if (row && row.clientWidth > 0) setCurrent(Math.round(row.scrollLeft / row.clientWidth));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    show(current + step);
  };

  return (
    <div className="space-y-3">
      <ul
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling row is reached by Tab and moved with the arrow keys.
        tabIndex={0}
        aria-label={m.photosOf(title)}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        className={`flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] ${frame}`}
      >
        {photos.map((photo, index) => (
          <li key={photo.media._id} className="w-full shrink-0 snap-center" aria-current={index === current}>
            <Photo
              media={photo.media}
              alt={photo.alt}
              sizes={PRODUCT_PAGE_SIZES}
              priority={index === 0}
              className={PRODUCT_FRAME}
            />
          </li>
        ))}
      </ul>
      <ul className="flex gap-2">
        {photos.map((photo, index) => (
          <li key={photo.media._id}>
            <button
              type="button"
              aria-label={m.showPhoto(index + 1, photos.length)}
              aria-pressed={index === current}
              onClick={() => show(index)}
              className={`block size-16 overflow-hidden rounded-lg ring-2 ${
                index === current ? 'ring-accent-600' : 'ring-transparent hover:ring-stone-300'
              }`}
            >
              <Photo media={photo.media} alt="" sizes="64px" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

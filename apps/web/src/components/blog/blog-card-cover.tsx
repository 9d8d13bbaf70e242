import type { Photo as CoverPhoto } from '@shop/shared/media';
import { Photo } from '../ui/photo.tsx';

/** Shown when a post has no image of its own. */
export const PLACEHOLDER_BLOG_IMAGE = '/images/placeholder-blog.svg';

/** How wide a card's cover is shown: a third of the page on a desktop, half on a tablet, all of a phone. */
const CARD_COVER_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

const frame = 'aspect-video w-full object-cover';

/**
 * A post's picture at the top of a card (16:9, lazy unless it is the page's largest paint): its
 * cover photo (decision 067), else the image at its URL, else the placeholder. Decorative: the
 * card's title says what the post is.
 */
export function BlogCardCover({
  cover,
  image,
  priority = false,
}: {
  cover?: CoverPhoto | null;
  image: string | null | undefined;
  priority?: boolean;
}) {
  if (cover)
    return (
      <Photo media={cover.media} alt="" sizes={CARD_COVER_SIZES} priority={priority} className={frame} />
    );
  return (
    <img
      src={image || PLACEHOLDER_BLOG_IMAGE}
      alt=""
      width={400}
      height={225}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={frame}
    />
  );
}

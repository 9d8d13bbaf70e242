import type { Photo as CoverPhoto } from '@shop/shared/media';
import { GRID_CARD_SIZES, Photo } from '../ui/photo.tsx';

/** Shown when a post has no image of its own. */
export const PLACEHOLDER_BLOG_IMAGE = '/images/placeholder-blog.svg';

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
    return <Photo media={cover.media} alt="" sizes={GRID_CARD_SIZES} priority={priority} className={frame} />;
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

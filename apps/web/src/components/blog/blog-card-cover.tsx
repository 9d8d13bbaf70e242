/** Shown when a post has no image of its own. */
export const PLACEHOLDER_BLOG_IMAGE = '/images/placeholder-blog.svg';

/** A post's image at the top of a card (16:9, lazy unless it is the page's largest paint), or the placeholder. */
export function BlogCardCover({
  image,
  priority = false,
}: {
  image: string | null | undefined;
  priority?: boolean;
}) {
  return (
    <img
      src={image || PLACEHOLDER_BLOG_IMAGE}
      alt=""
      width={400}
      height={225}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      className="aspect-video w-full object-cover"
    />
  );
}

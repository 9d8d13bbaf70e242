import { type Media, thumbnailUrl } from '@shop/shared/media';

interface PhotoPreviewProps {
  media: Media;
  /** How wide the preview is shown, as `sizes`: the browser picks the WebP width from it. */
  sizes: string;
  className: string;
}

/**
 * An uploaded photo's preview in an admin form, in its WebP widths and sized so the page does not
 * jump while it loads. Its alt text is empty: the field around it names the photo, and the alt-text
 * input beside it describes it.
 */
export function PhotoPreview({ media, sizes, className }: PhotoPreviewProps) {
  return (
    <img
      src={thumbnailUrl(media)}
      srcSet={media.srcSet.webp}
      sizes={sizes}
      width={media.width}
      height={media.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

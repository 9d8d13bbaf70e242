import { type BlogData, type BlogInput, type BlogPost, blogInputSchema } from '@shop/shared/blog';
import type { Media } from '@shop/shared/media';
import { type FieldErrors, type FieldPath, get, type Resolver, set } from 'react-hook-form';

/** The post's cover as the form edits it: the uploaded photo, kept for its preview, and its alt text. */
export interface BlogCoverValue {
  media: Media;
  alt: string;
}

/** What the blog form edits: the request body, with the cover kept whole rather than as its id. */
export type BlogFormValues = Omit<BlogInput, 'cover'> & { cover: BlogCoverValue | null };

/** The fields a message can be shown under. */
export type BlogFormPath = FieldPath<BlogFormValues>;

/** The post being edited as form values; a new post starts empty, as a draft, without a category. */
export const blogToFormValues = (post?: BlogPost): Partial<BlogFormValues> => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  cover: post?.cover ? { media: post.cover.media, alt: post.cover.alt } : null,
  image: post?.image ?? '',
  ...(post ? { category: post.category as BlogInput['category'] } : {}),
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  tags: post?.tags ?? [],
  isPublished: post?.isPublished ?? false,
});

/** The request body before validation: the cover as its photo's id and alt text, or null. */
export function blogFormValuesToInput({ cover, ...values }: BlogFormValues): BlogInput {
  return { ...values, cover: cover ? { mediaId: cover.media._id, alt: cover.alt } : null };
}

const FIELDS = new Set<string>([
  'title',
  'slug',
  'cover',
  'image',
  'category',
  'excerpt',
  'content',
  'tags',
  'isPublished',
] satisfies (keyof BlogFormValues)[]);

/**
 * Where the form shows a message about a path of the blog body: under the cover's alt text, beside
 * the cover for the photo itself (one that is gone), or under its own field.
 */
export function blogFieldForPath(path: readonly PropertyKey[]): BlogFormPath | undefined {
  const [first, second] = path.map(String);
  if (first === 'cover') return second === 'alt' ? 'cover.alt' : 'cover';
  return first !== undefined && FIELDS.has(first) ? (first as BlogFormPath) : undefined;
}

/** Validates with the shared blogInputSchema, so every Dutch message shows beside its own field. */
export const blogFormResolver: Resolver<BlogFormValues, unknown, BlogData> = (values) => {
  const result = blogInputSchema.safeParse(blogFormValuesToInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<BlogFormValues> = {};
  for (const issue of result.error.issues) {
    const field = blogFieldForPath(issue.path);
    if (field && !get(errors, field)) set(errors, field, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

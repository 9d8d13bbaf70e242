import { z } from 'zod';
import { optionalBoolean, optionalText, periodAndPage } from './api.ts';
import { blogCategories } from './blog-categories.ts';
import {
  BLOG_CONTENT_MIN_LENGTH,
  BLOG_PAGE_SIZE,
  blogMessages,
  blogSortOptions,
  EXCERPT_MAX_LENGTH,
} from './blog-constants.ts';
import { photoInputSchema, photoSchema } from './media.ts';
import { personSchema } from './person.ts';
import { SLUG_PATTERN } from './slug.ts';
import { cleanList } from './text.ts';

export * from './blog-constants.ts';

const imageSchema = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/') || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
    message: blogMessages.invalidImage,
  });

export const blogInputSchema = z.object({
  title: z.string().trim().min(1, blogMessages.titleRequired).max(200),
  slug: z
    .string()
    .trim()
    .min(1, blogMessages.slugRequired)
    .max(200)
    .regex(SLUG_PATTERN, blogMessages.slugInvalid),
  content: z.string().trim().min(BLOG_CONTENT_MIN_LENGTH, blogMessages.contentTooShort).max(100_000),
  excerpt: z.string().trim().max(EXCERPT_MAX_LENGTH, blogMessages.excerptTooLong).default(''),
  category: z.enum(blogCategories, { message: blogMessages.invalidCategory }),
  image: z
    .union([imageSchema, z.literal('')])
    .nullish()
    .transform((value) => value || null),
  /** The uploaded cover photo with its alt text (decision 067); before `image`, which stays for a URL. */
  cover: photoInputSchema.nullable().default(null),
  tags: z
    .array(z.string().max(50))
    .max(20)
    .default([])
    .transform((tags) => [...new Set(cleanList(tags))]),
  isPublished: z.boolean().default(false),
});
export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogData = z.output<typeof blogInputSchema>;

export const blogLikeSchema = z.object({ userId: z.string(), at: z.string() });

export const blogPostSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** The uploaded cover photo (decision 067); the post's picture when there is one. */
  cover: photoSchema.nullable(),
  category: z.string(),
  excerpt: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  likes: z.array(blogLikeSchema),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  hasLiked: z.boolean(),
  /** By display name; the e-mail address only for admins and the author (decision 036). */
  author: personSchema.nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListQuerySchema = z.object({
  search: optionalText,
  category: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? cleanList(value.split(',')) : undefined),
    z.array(z.string()).optional(),
  ),
  sortBy: z.enum(blogSortOptions).catch('createdAt').default('createdAt'),
  title: optionalText,
  slug: optionalText,
  excerpt: optionalText,
  tag: optionalText,
  authorEmail: optionalText,
  isPublished: optionalBoolean,
  ...periodAndPage(BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const likeToggleResponseSchema = z.object({ hasLiked: z.boolean(), likes: z.number().int() });

export const blogStatsSchema = z.object({
  likes: z.array(
    z.object({
      userId: z
        .object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
        .nullable(),
      at: z.string(),
    }),
  ),
});

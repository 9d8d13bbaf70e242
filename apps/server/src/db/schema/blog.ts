import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector, updatedAt } from './columns.ts';
import { media } from './media.ts';
import { users } from './users.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text().notNull().unique('blog_posts_slug_unique'),
    title: text().notNull(),
    image: text(),
    /** The uploaded cover photo (decision 067) and what it shows, in words: both set or both empty. */
    coverMediaId: uuid().references(() => media.id, { onDelete: 'restrict' }),
    coverAlt: text(),
    category: text().notNull(),
    excerpt: text().notNull().default(''),
    content: text().notNull(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    isPublished: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    searchVector: tsvector().generatedAlwaysAs(
      sql`to_tsvector('dutch', coalesce(title, '') || ' ' || immutable_text_array_join(tags))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_published_created_idx').on(t.isPublished, t.createdAt),
    index('blog_posts_category_idx').on(t.category),
    index('blog_posts_tags_idx').using('gin', t.tags),
    index('blog_posts_search_idx').using('gin', t.searchVector),
    index('blog_posts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('blog_posts_author_idx').on(t.authorId),
    index('blog_posts_cover_idx').on(t.coverMediaId),
    check('blog_posts_cover_complete', sql`(${t.coverMediaId} is null) = (${t.coverAlt} is null)`),
  ],
);

export const blogPostLikes = pgTable(
  'blog_post_likes',
  {
    postId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('blog_post_likes_user_idx').on(t.userId)],
);

import { commentEditTypes } from '@shop/shared/comment-constants';
import { type AnyPgColumn, boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { blogPosts } from './blog.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    parentId: uuid().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    edited: boolean().notNull().default(false),
    deleted: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.createdAt), index('comments_parent_idx').on(t.parentId)],
);

/** One row per edit or delete of a comment: the comment's editHistory. */
export const commentEdits = pgTable(
  'comment_edits',
  {
    id: id(),
    commentId: uuid()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    type: text({ enum: commentEditTypes }).notNull(),
    byUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    byEmail: text().notNull(),
    /** The content as it was before this change. */
    content: text().notNull(),
    at: createdAt(),
  },
  (t) => [index('comment_edits_comment_idx').on(t.commentId)],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

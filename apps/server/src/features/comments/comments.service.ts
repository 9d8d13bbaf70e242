import {
  type Comment,
  commentMessages,
  commentNotificationMessages,
  commentNotificationTitles,
} from '@shop/shared/comment';
import { displayName } from '@shop/shared/person';
import type { Database, Queryable } from '../../db/types.ts';
import type { AuthUser } from '../../lib/access-token.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { BlogService } from '../blog/blog.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { buildCommentTree } from './comment-tree.ts';
import * as repository from './comments.repository.ts';

const commentLink = (slug: string, commentId: string) => `/blog/${slug}#comment-${commentId}`;
const preview = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

interface Dependencies {
  db: Database;
  blog: BlogService;
  notifications: NotificationsService;
}

export function createCommentsService({ db, blog, notifications }: Dependencies) {
  /** The comment and its post, when the viewer may see the post. */
  async function visibleComment(id: string, viewer: AuthUser) {
    const comment = await repository.findComment(db, id);
    if (!comment) throw notFound(commentMessages.notFound);
    const { post } = await blog.visiblePost(comment.postId, viewer);
    return { comment, post };
  }

  /** How the user who causes a notification is named in it: never by their address (decision 036). */
  async function nameOf(user: AuthUser, tx: Queryable): Promise<string> {
    return displayName((await repository.namedUser(tx, user.id)) ?? { email: user.email });
  }

  function assertMayChange(comment: { userId: string | null; deleted: boolean }, user: AuthUser) {
    if (comment.userId !== user.id && user.role !== 'admin') throw forbidden(commentMessages.notAuthor);
    if (comment.deleted) throw conflict(commentMessages.deleted);
  }

  return {
    async list(slug: string, viewer: AuthUser | null): Promise<Comment[]> {
      const { post } = await blog.visiblePost(slug, viewer);
      const rows = await repository.listForPost(db, post.id, viewer?.id ?? null);
      const isAdmin = viewer?.role === 'admin';
      const history = isAdmin
        ? await repository.editHistoryFor(
            db,
            rows.map((row) => row.comment.id),
          )
        : [];
      return buildCommentTree(rows, history, viewer);
    },

    async create(slug: string, input: { content: string; parentComment?: string | null }, user: AuthUser) {
      const { post } = await blog.visiblePost(slug, user);
      return db.transaction(async (tx) => {
        let parent: Awaited<ReturnType<typeof repository.findComment>>;
        if (input.parentComment) {
          parent = await repository.findComment(tx, input.parentComment);
          if (!parent || parent.postId !== post.id) throw conflict(commentMessages.parentNotInPost);
          if (parent.deleted) throw conflict(commentMessages.deleted);
        }
        const comment = await repository.insertComment(tx, {
          postId: post.id,
          userId: user.id,
          content: input.content,
          parentId: parent?.id ?? null,
        });
        if (parent?.userId && parent.userId !== user.id) {
          await notifications.notify(
            {
              userId: parent.userId,
              icon: 'reply',
              title: commentNotificationTitles.reply,
              message: commentNotificationMessages.reply(
                await nameOf(user, tx),
                post.title,
                preview(input.content),
              ),
              link: commentLink(post.slug, comment.id),
            },
            tx,
          );
        }
        return { _id: comment.id };
      });
    },

    async update(id: string, content: string, user: AuthUser) {
      const { comment } = await visibleComment(id, user);
      assertMayChange(comment, user);
      await db.transaction((tx) =>
        repository.reviseComment(tx, comment, { type: 'edit', by: user, newContent: content }),
      );
    },

    /** A soft delete: the thread keeps its place, the text is gone for everyone but the history. */
    async remove(id: string, user: AuthUser) {
      const { comment } = await visibleComment(id, user);
      assertMayChange(comment, user);
      await db.transaction((tx) =>
        repository.reviseComment(tx, comment, { type: 'delete', by: user, newContent: '' }),
      );
    },

    async toggleLike(id: string, user: AuthUser) {
      const { comment, post } = await visibleComment(id, user);
      if (comment.deleted) throw conflict(commentMessages.deleted);
      return db.transaction(async (tx) => {
        const hasLiked = await repository.toggleCommentLike(tx, comment.id, user.id);
        if (hasLiked && comment.userId && comment.userId !== user.id) {
          await notifications.notify(
            {
              userId: comment.userId,
              icon: 'heart',
              title: commentNotificationTitles.like,
              message: commentNotificationMessages.like(await nameOf(user, tx), post.title),
              link: commentLink(post.slug, comment.id),
              // One per liker: liking again after an unlike tells nobody anything new.
              dedupeKey: `comment-like:${comment.id}:${user.id}`,
            },
            tx,
          );
        }
        return { hasLiked, likes: await repository.countCommentLikes(tx, comment.id) };
      });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;

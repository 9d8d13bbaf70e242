import type { CommentEditType } from '@shop/shared/comment';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { namedUserColumns } from '../../db/named-user.ts';
import { commentEdits, commentLikes, comments } from '../../db/schema/comments.ts';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';

export async function listForPost(db: Queryable, postId: string, viewerId: string | null) {
  return db
    .select({
      comment: comments,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      likes: sql<number>`(select count(*)::int from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})`,
      hasLiked: viewerId
        ? sql<boolean>`exists (select 1 from comment_likes cl where cl.comment_id = ${comments.id} and cl.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.postId, postId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}
export type CommentListRow = Awaited<ReturnType<typeof listForPost>>[number];

/** The names and address of a user, to name them to others (decision 036). */
export async function namedUser(db: Queryable, id: string) {
  const [row] = await db.select(namedUserColumns(users)).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function editHistoryFor(db: Queryable, commentIds: string[]) {
  if (commentIds.length === 0) return [];
  return db
    .select()
    .from(commentEdits)
    .where(inArray(commentEdits.commentId, commentIds))
    .orderBy(asc(commentEdits.at));
}

export async function findComment(db: Queryable, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

export async function insertComment(
  db: Queryable,
  values: { postId: string; userId: string; content: string; parentId: string | null },
) {
  const [row] = await db.insert(comments).values(values).returning();
  return row!;
}

/** Changes the content and records what it was in the edit history, in one transaction. */
export async function reviseComment(
  db: Queryable,
  comment: { id: string; content: string },
  change: { type: CommentEditType; by: { id: string; email: string }; newContent: string },
) {
  await db.insert(commentEdits).values({
    commentId: comment.id,
    type: change.type,
    byUserId: change.by.id,
    byEmail: change.by.email,
    content: comment.content,
  });
  await db
    .update(comments)
    .set(
      change.type === 'edit'
        ? { content: change.newContent, edited: true }
        : { content: change.newContent, deleted: true },
    )
    .where(eq(comments.id, comment.id));
}

export async function toggleCommentLike(db: Queryable, commentId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
    .returning({ commentId: commentLikes.commentId });
  if (removed.length > 0) return false;
  await db.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing();
  return true;
}

export async function countCommentLikes(db: Queryable, commentId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(commentLikes)
    .where(eq(commentLikes.commentId, commentId));
  return row?.count ?? 0;
}

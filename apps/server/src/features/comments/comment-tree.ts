import type { CommentEditType } from '@shop/shared/comment';
import { type Comment, DELETED_COMMENT_TEXT } from '@shop/shared/comment';
import type { AuthUser } from '../../lib/access-token.ts';
import { toPerson } from '../../lib/person.ts';
import type { CommentListRow } from './comments.repository.ts';

type HistoryRow = { commentId: string; type: CommentEditType; byEmail: string; at: Date; content: string };

/**
 * Nests a post's comments under their parents (oldest first at every level). Deleted comments keep
 * their place so their replies stay readable. Commenters are named by display name, their
 * address only to admins and themselves (decision 036). The edit history goes only to admins.
 */
export function buildCommentTree(
  rows: CommentListRow[],
  history: HistoryRow[],
  viewer: AuthUser | null,
): Comment[] {
  const showHistory = viewer?.role === 'admin';
  const nodes = new Map<string, Comment>();
  for (const row of rows) {
    const { comment } = row;
    nodes.set(comment.id, {
      _id: comment.id,
      user:
        comment.userId && row.email
          ? toPerson(
              { id: comment.userId, email: row.email, firstName: row.firstName, lastName: row.lastName },
              viewer,
            )
          : null,
      content: comment.deleted ? DELETED_COMMENT_TEXT : comment.content,
      parentComment: comment.parentId,
      createdAt: comment.createdAt.toISOString(),
      edited: comment.edited,
      editHistory: [],
      deleted: comment.deleted,
      likes: row.likes,
      hasLiked: row.hasLiked,
      replies: [],
    });
  }
  if (showHistory) {
    for (const entry of history) {
      nodes.get(entry.commentId)?.editHistory.push({
        type: entry.type,
        by: { email: entry.byEmail },
        at: entry.at.toISOString(),
        content: entry.content,
      });
    }
  }
  const roots: Comment[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentComment ? nodes.get(node.parentComment) : undefined;
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}

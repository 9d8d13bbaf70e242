import type { Comment } from '@shop/shared/comment';

/** How many comments of the thread are still there (deleted ones do not count), replies included. */
export function countVisibleComments(comments: readonly Comment[]): number {
  return comments.reduce(
    (total, comment) => total + (comment.deleted ? 0 : 1) + countVisibleComments(comment.replies),
    0,
  );
}

/** Spec 6: the author (matched by e-mail: only their own comments carry their address, decision 036) and admins may edit and delete a comment that still exists. */
export function mayChangeComment(comment: Comment, viewer: { userEmail: string | null; isAdmin: boolean }) {
  if (comment.deleted) return false;
  return viewer.isAdmin || (!!viewer.userEmail && comment.user?.email === viewer.userEmail);
}

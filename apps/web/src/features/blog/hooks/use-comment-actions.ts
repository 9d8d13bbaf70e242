import { useQueryClient } from '@tanstack/react-query';
import { blogKeys } from '../api/blog-api.ts';
import {
  commentKeys,
  createComment,
  deleteComment,
  toggleCommentLike,
  updateComment,
} from '../api/comments-api.ts';

export type CommentActions = ReturnType<typeof useCommentActions>;

/** The comment calls of one post; each resolves once the thread (and the post's counts) are fresh. */
export function useCommentActions(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentKeys.forSlug(slug) }),
      queryClient.invalidateQueries({ queryKey: blogKeys.lists() }),
    ]);
  return {
    async create(content: string, parentComment?: string) {
      await createComment(slug, content, parentComment);
      await refresh();
    },
    async update(id: string, content: string) {
      await updateComment(id, content);
      await refresh();
    },
    async remove(id: string) {
      await deleteComment(id);
      await refresh();
    },
    async like(id: string) {
      await toggleCommentLike(id);
      await refresh();
    },
  };
}

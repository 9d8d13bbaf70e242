import type { Comment } from '@shop/shared/comment';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import type { LikeToggle } from './blog-api.ts';

export const commentKeys = {
  /** Per viewer: hasLiked and the edit history depend on who asks. */
  forPost: (slug: string, viewer: string | null) => ['blog', 'comments', slug, viewer] as const,
};

/** GET /blog/{slug}/comments: the thread, nested. */
export function useComments(slug: string) {
  const { userEmail } = useAuth();
  return useQuery({
    queryKey: commentKeys.forPost(slug, userEmail),
    queryFn: () => api.get<Comment[]>(`/blog/${encodeURIComponent(slug)}/comments`),
  });
}

export const createComment = (slug: string, content: string, parentComment?: string) =>
  api.post<{ _id: string }>(`/blog/${encodeURIComponent(slug)}/comments`, {
    content,
    ...(parentComment ? { parentComment } : {}),
  });
export const updateComment = (id: string, content: string) => api.put(`/blog/comments/${id}`, { content });
export const deleteComment = (id: string) => api.delete(`/blog/comments/${id}`);
export const toggleCommentLike = (id: string) => api.put<LikeToggle>(`/blog/comments/${id}/like`);

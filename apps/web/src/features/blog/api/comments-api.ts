import type { Comment } from '@shop/shared/comment';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { blogKeys, type LikeToggle } from './blog-api.ts';

/** GET /blog/{slug}/comments: the thread, nested. */
export const fetchComments = (slug: string) =>
  api.get<Comment[]>(`/blog/${encodeURIComponent(slug)}/comments`);

export const createComment = (slug: string, content: string, parentComment?: string) =>
  api.post<{ _id: string }>(`/blog/${encodeURIComponent(slug)}/comments`, {
    content,
    ...(parentComment ? { parentComment } : {}),
  });
export const updateComment = (id: string, content: string) => api.put(`/blog/comments/${id}`, { content });
export const deleteComment = (id: string) => api.delete(`/blog/comments/${id}`);
export const toggleCommentLike = (id: string) => api.put<LikeToggle>(`/blog/comments/${id}/like`);

/** Under the blog's keys, so saving or deleting a post refreshes its thread too. */
export const commentKeys = {
  forSlug: (slug: string) => [...blogKeys.all, 'comments', slug] as const,
  /** Per viewer: hasLiked and the edit history depend on who asks. */
  forPost: (slug: string, viewer: string | null) => [...commentKeys.forSlug(slug), viewer] as const,
};

export const commentQueries = {
  forPost: (slug: string, viewer: string | null) =>
    queryOptions({ queryKey: commentKeys.forPost(slug, viewer), queryFn: () => fetchComments(slug) }),
};

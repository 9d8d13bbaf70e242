import type { Paged } from '@shop/shared/api';
import type { BlogData, BlogPost, blogStatsSchema, likeToggleResponseSchema } from '@shop/shared/blog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQuery } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';

export type BlogStats = z.infer<typeof blogStatsSchema>;
export type LikeToggle = z.infer<typeof likeToggleResponseSchema>;
export type BlogQueryParams = Record<string, string | number | undefined>;

/** Query keys: every blog query starts with 'blog', so one invalidation refreshes them all. */
export const blogKeys = {
  all: ['blog'] as const,
  list: (params: BlogQueryParams) => ['blog', 'list', params] as const,
  /** Per viewer: hasLiked depends on who asks. */
  post: (slugOrId: string, viewer: string | null) => ['blog', 'post', slugOrId, viewer] as const,
  stats: (id: string) => ['blog', 'stats', id] as const,
};

/** GET /blog with the given filters (empty values dropped). */
export const fetchBlogList = (params: BlogQueryParams) => api.get<Paged<BlogPost>>(`/blog${toQuery(params)}`);

export function useBlogList(params: BlogQueryParams) {
  return useQuery(
    queryOptions({
      queryKey: blogKeys.list(params),
      queryFn: () => fetchBlogList(params),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /blog/{slug or id}; drafts only reach admins. */
export function useBlogPost(slugOrId: string) {
  const { userEmail } = useAuth();
  return useQuery({
    queryKey: blogKeys.post(slugOrId, userEmail),
    queryFn: () => api.get<BlogPost>(`/blog/${encodeURIComponent(slugOrId)}`),
  });
}

export const toggleBlogLike = (slug: string) =>
  api.post<LikeToggle>(`/blog/${encodeURIComponent(slug)}/like`);

export const createBlog = (input: BlogData) => api.post<BlogPost>('/blog', input);
export const updateBlog = (id: string, input: BlogData) => api.put<BlogPost>(`/blog/${id}`, input);
export const deleteBlog = (id: string) => api.delete(`/blog/${id}`);

/** GET /blog/{id}/stats: who liked the post and when. */
export function useBlogStats(id: string) {
  return useQuery({ queryKey: blogKeys.stats(id), queryFn: () => api.get<BlogStats>(`/blog/${id}/stats`) });
}

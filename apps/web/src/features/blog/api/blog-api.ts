import type { Paged } from '@shop/shared/api';
import type { BlogData, BlogPost, blogStatsSchema, likeToggleResponseSchema } from '@shop/shared/blog';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, nullWhenNotFound, toQuery } from '../../../lib/api-client.ts';

export type BlogStats = z.infer<typeof blogStatsSchema>;
export type LikeToggle = z.infer<typeof likeToggleResponseSchema>;
export type BlogQueryParams = Record<string, string | number | undefined>;

/** GET /blog with the given filters (empty values dropped). */
export const fetchBlogList = (params: BlogQueryParams) => api.get<Paged<BlogPost>>(`/blog${toQuery(params)}`);

/** GET /blog/{slug or id}; drafts only reach admins. */
export const fetchBlogPost = (slugOrId: string) => api.get<BlogPost>(`/blog/${encodeURIComponent(slugOrId)}`);

/** GET /blog/{id}/stats: who liked the post and when. */
export const fetchBlogStats = (id: string) => api.get<BlogStats>(`/blog/${id}/stats`);

export const toggleBlogLike = (slug: string) =>
  api.post<LikeToggle>(`/blog/${encodeURIComponent(slug)}/like`);

export const createBlog = (input: BlogData) => api.post<BlogPost>('/blog', input);
export const updateBlog = (id: string, input: BlogData) => api.put<BlogPost>(`/blog/${id}`, input);
export const deleteBlog = (id: string) => api.delete(`/blog/${id}`);

/** Query keys: every blog query starts with 'blog', so one invalidation refreshes them all. */
export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (params: BlogQueryParams) => [...blogKeys.lists(), params] as const,
  posts: () => [...blogKeys.all, 'post'] as const,
  /** Per viewer: hasLiked depends on who asks. */
  post: (slugOrId: string, viewer: string | null) => [...blogKeys.posts(), slugOrId, viewer] as const,
  stats: (id: string) => [...blogKeys.all, 'stats', id] as const,
};

export const blogQueries = {
  list: (params: BlogQueryParams) =>
    queryOptions({
      queryKey: blogKeys.list(params),
      queryFn: () => fetchBlogList(params),
      placeholderData: keepPreviousData,
    }),
  post: (slugOrId: string, viewer: string | null) =>
    queryOptions({ queryKey: blogKeys.post(slugOrId, viewer), queryFn: () => fetchBlogPost(slugOrId) }),
  /** The blog's post page: an unknown post (or a draft, to a visitor) is `null`. */
  page: (slug: string, viewer: string | null) =>
    queryOptions({
      queryKey: [...blogKeys.post(slug, viewer), 'page'] as const,
      queryFn: () => nullWhenNotFound(fetchBlogPost(slug)),
    }),
  stats: (id: string) => queryOptions({ queryKey: blogKeys.stats(id), queryFn: () => fetchBlogStats(id) }),
};

import type { BlogData, BlogPost } from '@shop/shared/blog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth.tsx';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import {
  type BlogQueryParams,
  blogKeys,
  blogQueries,
  createBlog,
  deleteBlog,
  toggleBlogLike,
  updateBlog,
} from '../api/blog-api.ts';

export const useBlogList = (params: BlogQueryParams) => useQuery(blogQueries.list(params));

/** The post as the logged-in user (or the guest) sees it. */
export function useBlogPost(slugOrId: string) {
  const { userEmail } = useAuth();
  return useQuery(blogQueries.post(slugOrId, userEmail));
}

/** The post page's post: `null` when there is none (or it is a draft the reader may not see). */
export function useBlogPostPage(slug: string) {
  const { userEmail } = useAuth();
  return useQuery(blogQueries.page(slug, userEmail));
}

export const useBlogStats = (id: string) => useQuery(blogQueries.stats(id));

// Every change to a post makes all blog queries stale (lists, the post, its thread, the home grid).
export const useCreateBlog = () =>
  useInvalidatingMutation(blogKeys.all, (data: BlogData) => createBlog(data));
export const useUpdateBlog = (id: string) =>
  useInvalidatingMutation(blogKeys.all, (data: BlogData) => updateBlog(id, data));
export const useDeleteBlog = () => useInvalidatingMutation(blogKeys.all, (id: string) => deleteBlog(id));

/** Likes or unlikes a post: the cached post takes the answer at once, the lists refresh their counts. */
export function useToggleBlogLike(post: BlogPost) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleBlogLike(post.slug),
    onSuccess: ({ hasLiked, likes }) => {
      queryClient.setQueriesData<BlogPost>({ queryKey: blogKeys.posts() }, (current) =>
        current?._id === post._id ? { ...current, hasLiked, likeCount: likes } : current,
      );
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists() });
    },
  });
}

import type { Paged } from '@shop/shared/api';
import type { BlogPost } from '@shop/shared/blog';
import { HOME_NEWEST_POSTS } from '@shop/shared/blog-constants';
import { queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';

/**
 * GET /blog?limit=3&sortBy=createdAt&isPublished=true: the newest published articles for the home
 * page (an admin would otherwise get drafts too). A failure is logged (spec 8) and stays a
 * failure: the grid says so, never that there are no articles (decision 037).
 */
export async function fetchNewestPosts(): Promise<BlogPost[]> {
  try {
    const result = await api.get<Paged<BlogPost>>(
      `/blog${toQuery({ limit: HOME_NEWEST_POSTS, sortBy: 'createdAt', isPublished: true })}`,
    );
    const posts = Array.isArray(result?.data) ? result.data : [];
    return posts.filter((post) => post.isPublished).slice(0, HOME_NEWEST_POSTS);
  } catch (error) {
    console.error('Nieuwste artikels ophalen mislukt', error);
    throw error;
  }
}

export const newestPostKeys = {
  /** Under 'blog', so the blog screens' invalidations (a post saved or deleted) refresh it too. */
  all: () => ['blog', 'newest'] as const,
};

export const newestPostQueries = {
  all: () => queryOptions({ queryKey: newestPostKeys.all(), queryFn: fetchNewestPosts }),
};

import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth.tsx';
import { commentQueries } from '../api/comments-api.ts';

/** The thread under a post, as the logged-in user (or the guest) sees it. */
export function useComments(slug: string) {
  const { userEmail } = useAuth();
  return useQuery(commentQueries.forPost(slug, userEmail));
}

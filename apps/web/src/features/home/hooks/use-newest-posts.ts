import { useQuery } from '@tanstack/react-query';
import { newestPostQueries } from '../api/newest-posts.ts';

export const useNewestPosts = () => useQuery(newestPostQueries.all());

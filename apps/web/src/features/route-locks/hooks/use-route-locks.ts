import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { createRouteLock, deleteRouteLock, routeLockKeys, routeLockQueries } from '../api/route-locks-api.ts';

export const useRouteLocks = () => useQuery(routeLockQueries.active());
export const useCreateRouteLock = () => useInvalidatingMutation(routeLockKeys.all, createRouteLock);
export const useDeleteRouteLock = () => useInvalidatingMutation(routeLockKeys.all, deleteRouteLock);

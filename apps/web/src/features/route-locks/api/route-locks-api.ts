import type { RouteLock, RouteLockInput } from '@shop/shared/route-lock';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const fetchRouteLocks = () => api.get<RouteLock[]>('/admin/route-locks');
export const createRouteLock = (input: RouteLockInput) => api.post<RouteLock>('/admin/route-locks', input);
export const deleteRouteLock = (id: string) =>
  api.delete<void>(`/admin/route-locks/${encodeURIComponent(id)}`);

export const routeLockKeys = { all: ['admin', 'route-locks'] as const };

export const routeLockQueries = {
  active: () => queryOptions({ queryKey: routeLockKeys.all, queryFn: fetchRouteLocks }),
};

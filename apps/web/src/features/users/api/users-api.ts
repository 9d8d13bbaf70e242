import type { Paged } from '@shop/shared/api';
import type { AdminUser, User, UserUpdate } from '@shop/shared/user';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import type { UserListParams } from '../user-list-params.ts';

const id = (value: string) => encodeURIComponent(value);

export const fetchUsers = (params: UserListParams) => api.get<Paged<User>>(`/user${toQuery(params)}`);
export const fetchUser = (userId: string) => api.get<AdminUser>(`/user/${id(userId)}`);
export const updateUser = ({ userId, changes }: { userId: string; changes: UserUpdate }) =>
  api.put<User>(`/user/${id(userId)}`, changes);
export const deleteUser = (userId: string) => api.delete<void>(`/user/${id(userId)}`);

export const userKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
};

export const userQueries = {
  list: (params: UserListParams) =>
    queryOptions({
      queryKey: userKeys.list(params),
      queryFn: () => fetchUsers(params),
      placeholderData: keepPreviousData,
    }),
  detail: (userId: string) =>
    queryOptions({ queryKey: userKeys.detail(userId), queryFn: () => fetchUser(userId), retry: false }),
};

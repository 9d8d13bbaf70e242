import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { deleteUser, updateUser, userKeys, userQueries } from '../api/users-api.ts';
import type { UserListParams } from '../user-list-params.ts';

export const useUsers = (params: UserListParams) => useQuery(userQueries.list(params));
export const useUser = (userId: string) => useQuery(userQueries.detail(userId));
export const useUpdateUser = () => useInvalidatingMutation(userKeys.all, updateUser);
export const useDeleteUser = () => useInvalidatingMutation(userKeys.all, deleteUser);

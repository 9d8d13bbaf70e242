import type { Paged } from '@shop/shared/api';
import type { BroadcastInput, Notification, NotificationUser } from '@shop/shared/notification';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';

export interface NotificationUserParams {
  email: string;
  page: number;
  limit: number;
}

export const fetchNotificationUsers = (params: NotificationUserParams) =>
  api.get<Paged<NotificationUser>>(`/admin/notifications/users${toQuery({ ...params })}`);
export const fetchUserNotifications = (userId: string) =>
  api.get<{ user: NotificationUser; data: Notification[] }>(
    `/admin/notifications/user/${encodeURIComponent(userId)}`,
  );
export const sendBroadcast = (input: BroadcastInput) =>
  api.post<{ created: number }>('/admin/notifications/broadcast', input);

export const adminNotificationKeys = {
  all: ['admin', 'notifications'] as const,
  users: (params: NotificationUserParams) => [...adminNotificationKeys.all, 'users', params] as const,
  user: (userId: string) => [...adminNotificationKeys.all, 'user', userId] as const,
};

export const adminNotificationQueries = {
  users: (params: NotificationUserParams) =>
    queryOptions({
      queryKey: adminNotificationKeys.users(params),
      queryFn: () => fetchNotificationUsers(params),
      placeholderData: keepPreviousData,
    }),
  user: (userId: string) =>
    queryOptions({
      queryKey: adminNotificationKeys.user(userId),
      queryFn: () => fetchUserNotifications(userId),
    }),
};

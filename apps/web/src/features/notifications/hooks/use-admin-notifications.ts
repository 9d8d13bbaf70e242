import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import {
  adminNotificationKeys,
  adminNotificationQueries,
  type NotificationUserParams,
  sendBroadcast,
} from '../api/admin-notifications-api.ts';

export const useNotificationUsers = (params: NotificationUserParams) =>
  useQuery(adminNotificationQueries.users(params));
export const useUserNotifications = (userId: string) => useQuery(adminNotificationQueries.user(userId));
export const useBroadcast = () => useInvalidatingMutation(adminNotificationKeys.all, sendBroadcast);

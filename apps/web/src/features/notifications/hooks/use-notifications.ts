import type { Notification } from '@shop/shared/notification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  notificationQueries,
} from '../api/notifications-api.ts';

/** The caller's notifications, in the same cache entry as the header's unread badge. */
export const useMyNotifications = () => useQuery(notificationQueries.mine());

/**
 * A change to the caller's notifications: once the server took it, the cached list (and with it
 * the header's badge) changes at once, then it is fetched again to stay in sync.
 */
function useNotificationsMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<void>,
  update: (notifications: Notification[], variables: TVariables) => Notification[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_nothing, variables) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.mine(), (notifications) =>
        notifications ? update(notifications, variables) : notifications,
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.mine() });
    },
  });
}

const markRead = (notification: Notification): Notification => ({ ...notification, isRead: true });

export const useMarkNotificationRead = () =>
  useNotificationsMutation(markNotificationRead, (notifications, id: string) =>
    notifications.map((notification) => (notification._id === id ? markRead(notification) : notification)),
  );

export const useMarkAllNotificationsRead = () =>
  useNotificationsMutation(markAllNotificationsRead, (notifications) => notifications.map(markRead));

export const useDeleteNotification = () =>
  useNotificationsMutation(deleteNotification, (notifications, id: string) =>
    notifications.filter((notification) => notification._id !== id),
  );

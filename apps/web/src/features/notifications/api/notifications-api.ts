import type { Notification } from '@shop/shared/notification';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fetchMyNotifications, myNotificationsQueryKey } from '../hooks/use-unread-notification-count.ts';

/** The caller's notifications, in the same cache entry as the header's unread badge. */
export const useMyNotifications = () =>
  useQuery({ queryKey: myNotificationsQueryKey, queryFn: fetchMyNotifications });

/** Applies a change to the cached list at once (badge included), then refetches to stay in sync. */
async function updateCachedNotifications(
  queryClient: QueryClient,
  update: (notifications: Notification[]) => Notification[],
) {
  queryClient.setQueryData<Notification[]>(myNotificationsQueryKey, (notifications) =>
    notifications ? update(notifications) : notifications,
  );
  await queryClient.invalidateQueries({ queryKey: myNotificationsQueryKey });
}

const markRead = (notification: Notification): Notification => ({ ...notification, isRead: true });

/** POST /notifications/:id/read. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<void>(`/notifications/${id}/read`),
    onSuccess: (_nothing, id) =>
      updateCachedNotifications(queryClient, (notifications) =>
        notifications.map((notification) =>
          notification._id === id ? markRead(notification) : notification,
        ),
      ),
  });
}

/** POST /notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/notifications/read-all'),
    onSuccess: () => updateCachedNotifications(queryClient, (notifications) => notifications.map(markRead)),
  });
}

/** DELETE /notifications/:id. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/notifications/${id}`),
    onSuccess: (_nothing, id) =>
      updateCachedNotifications(queryClient, (notifications) =>
        notifications.filter((notification) => notification._id !== id),
      ),
  });
}

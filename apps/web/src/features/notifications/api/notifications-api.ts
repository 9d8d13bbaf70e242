import type { Notification } from '@shop/shared/notification';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /notifications/my, shared by the header badge and the notifications page (same query key).
 * Failures are logged (spec 8) and rethrown, so the page can show its error state.
 */
export async function fetchMyNotifications(): Promise<Notification[]> {
  try {
    // Only the shape is checked: the header needs this on every page, without zod in the first bundle.
    const notifications = await api.get<unknown>('/notifications/my');
    if (!Array.isArray(notifications)) throw new Error('GET /notifications/my gaf geen lijst terug');
    return notifications as Notification[];
  } catch (error) {
    console.error('Notificaties ophalen mislukt', error);
    throw error;
  }
}

/** POST /notifications/:id/read. */
export const markNotificationRead = (id: string) => api.post<void>(`/notifications/${id}/read`);

/** POST /notifications/read-all. */
export const markAllNotificationsRead = () => api.post<void>('/notifications/read-all');

/** DELETE /notifications/:id. */
export const deleteNotification = (id: string) => api.delete<void>(`/notifications/${id}`);

export const notificationKeys = {
  mine: () => ['notifications', 'my'] as const,
};

export const notificationQueries = {
  mine: () => queryOptions({ queryKey: notificationKeys.mine(), queryFn: fetchMyNotifications }),
};

import type { Notification } from '@shop/shared/notification';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';

export const myNotificationsQueryKey = ['notifications', 'my'] as const;

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

/**
 * Unread notifications for the header badge, counting isRead false, refreshed every minute.
 * A failed fetch shows no badge: it is only logged.
 */
export function useUnreadNotificationCount(): number {
  const { isLoggedIn } = useAuth();
  const { data } = useQuery({
    queryKey: myNotificationsQueryKey,
    queryFn: fetchMyNotifications,
    enabled: isLoggedIn,
    refetchInterval: 60_000,
  });
  return isLoggedIn ? (data ?? []).filter((notification) => !notification.isRead).length : 0;
}

import type { Notification } from '@shop/shared/notification';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';

export const myNotificationsQueryKey = ['notifications', 'my'] as const;

/**
 * Unread notifications for the header badge: GET /notifications/my, counting isRead false,
 * refreshed every minute and when the window gets focus. Failures are only logged (spec 8).
 */
export function useUnreadNotificationCount(): number {
  const { isLoggedIn } = useAuth();
  const { data } = useQuery({
    queryKey: myNotificationsQueryKey,
    queryFn: async () => {
      try {
        const notifications = await api.get<unknown>('/notifications/my');
        if (!Array.isArray(notifications)) throw new Error('GET /notifications/my gaf geen lijst terug');
        return notifications as Notification[];
      } catch (error) {
        console.error('Notificaties ophalen mislukt', error);
        return [];
      }
    },
    enabled: isLoggedIn,
    refetchInterval: 60_000,
  });
  return isLoggedIn ? (data ?? []).filter((notification) => !notification.isRead).length : 0;
}

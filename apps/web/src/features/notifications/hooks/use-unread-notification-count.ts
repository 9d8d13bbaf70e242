import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth.tsx';
import { notificationQueries } from '../api/notifications-api.ts';

/**
 * Unread notifications for the header badge, counting isRead false, refreshed every minute.
 * A failed fetch shows no badge: it is only logged.
 */
export function useUnreadNotificationCount(): number {
  const { isLoggedIn } = useAuth();
  const { data } = useQuery({
    ...notificationQueries.mine(),
    enabled: isLoggedIn,
    refetchInterval: 60_000,
  });
  return isLoggedIn ? (data ?? []).filter((notification) => !notification.isRead).length : 0;
}

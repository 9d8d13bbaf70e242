import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth.tsx';
import { notificationQueries } from '../api/notifications-api.ts';
import { useNotificationStream, useNotificationStreamConnected } from './use-notification-stream.ts';

/**
 * Unread notifications for the header badge, counting isRead false. The live stream keeps the
 * list current; only while it is down is the list fetched again every minute. A failed fetch
 * shows no badge: it is only logged.
 */
export function useUnreadNotificationCount(): number {
  const { isLoggedIn } = useAuth();
  useNotificationStream();
  const live = useNotificationStreamConnected();
  const { data } = useQuery({
    ...notificationQueries.mine(),
    enabled: isLoggedIn,
    refetchInterval: live ? false : 60_000,
  });
  return isLoggedIn ? (data ?? []).filter((notification) => !notification.isRead).length : 0;
}

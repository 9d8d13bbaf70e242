import type { ReactNode } from 'react';
import { useUnreadNotificationCount } from '../hooks/use-unread-notification-count.ts';

/**
 * The signed-in visitor's unread count, live (the stream and its polling fallback), handed to
 * `children`. Its own chunk: a guest's first visit never loads the notification code.
 */
export default function UnreadNotificationCount({ children }: { children: (count: number) => ReactNode }) {
  return children(useUnreadNotificationCount());
}

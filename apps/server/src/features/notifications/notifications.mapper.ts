import type { Notification } from '@shop/shared/notification';
import type { NotificationRow } from './notifications.repository.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    icon: row.icon,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

import { DEFAULT_NOTIFICATION_TITLE, type Notification } from '@shop/shared/notification';
import Trash2 from 'lucide-react/icons/trash';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notificationMessages } from '../messages.ts';
import { formatRelativeTime } from '../relative-time.ts';
import { NotificationDetailsLink } from './notification-details-link.tsx';
import { NotificationIcon } from './notification-icon.tsx';

/** One notification: unread ones carry a dot, a bold title and 'ongelezen' for screen readers. */
export function NotificationItem({
  notification,
  busy,
  onMarkRead,
  onDelete,
}: {
  notification: Notification;
  /** While a call about this notification runs, its buttons wait. */
  busy?: boolean;
  /** Without these the item is read-only (an admin's view), its details opening in a new tab. */
  onMarkRead?: () => void;
  onDelete?: () => void;
}) {
  const readOnly = !onMarkRead || !onDelete;
  const titleId = useId();
  const title = notification.title.trim() || DEFAULT_NOTIFICATION_TITLE;
  const unread = !notification.isRead;
  return (
    <li
      className={`flex gap-3 rounded-lg border p-4 sm:gap-4 ${
        unread ? 'border-accent-200 bg-accent-50' : 'border-stone-200 bg-white'
      }`}
    >
      <div className="relative shrink-0 pt-0.5 text-accent-700">
        <NotificationIcon icon={notification.icon} />
        {unread && (
          <span aria-hidden className="absolute -top-1 -right-1 size-2.5 rounded-full bg-accent-600" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className={`text-base ${unread ? 'font-bold' : 'font-medium'}`}>
          {title}
          {unread && <span className="sr-only"> ({notificationMessages.unread})</span>}
        </h2>
        <p className="mt-1 break-words text-sm text-stone-700">{notification.message}</p>
        <p className="mt-1 text-xs text-stone-500">
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
            {formatRelativeTime(notification.createdAt)}
          </time>
        </p>
        {(notification.link || (unread && onMarkRead)) && (
          <div className="mt-3 flex flex-wrap gap-2">
            {notification.link && (
              <NotificationDetailsLink
                link={notification.link}
                describedBy={titleId}
                newTab={readOnly}
                onOpen={() => {
                  if (unread) onMarkRead?.();
                }}
              />
            )}
            {unread && onMarkRead && (
              <Button variant="secondary" disabled={busy} onClick={onMarkRead} aria-describedby={titleId}>
                {notificationMessages.markRead}
              </Button>
            )}
          </div>
        )}
      </div>
      {onDelete && (
        // Beside the notification, not among its actions: on a phone (390 px) the actions wrap,
        // and the delete button would end up alone on a line of its own.
        <Button
          variant="ghost"
          disabled={busy}
          onClick={onDelete}
          aria-label={notificationMessages.deleteLabel(title)}
          title={notificationMessages.delete}
          className="-mt-1 -mr-2 shrink-0 self-start"
        >
          <Trash2 aria-hidden size={16} />
          <span aria-hidden className="hidden sm:inline">
            {notificationMessages.delete}
          </span>
        </Button>
      )}
    </li>
  );
}

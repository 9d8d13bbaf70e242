import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { NotificationItem } from '../components/notification-item.tsx';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useMyNotifications,
} from '../hooks/use-notifications.ts';
import { notificationMessages } from '../messages.ts';

const errorText = (error: Error) =>
  error instanceof ApiError ? error.message : notificationMessages.actionFailed;

export default function NotificationsPage() {
  const notifications = useMyNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();

  const list = notifications.data ?? [];
  const hasUnread = list.some((notification) => !notification.isRead);
  const failedAction = [markRead, markAllRead, remove].find((mutation) => mutation.isError)?.error;
  const isBusy = (id: string) =>
    markAllRead.isPending ||
    (markRead.isPending && markRead.variables === id) ||
    (remove.isPending && remove.variables === id);

  return (
    <section className="mx-auto max-w-3xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <PageHeading className="">{pageTitles.notifications}</PageHeading>
        {notifications.isSuccess && list.length > 0 && (
          <Button
            variant="secondary"
            disabled={!hasUnread || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {notificationMessages.markAllRead}
          </Button>
        )}
      </div>
      {failedAction && <Alert className="mb-4">{errorText(failedAction)}</Alert>}
      {notifications.isPending ? (
        <LoadingText text={notificationMessages.loading} />
      ) : notifications.isError ? (
        <LoadFailure
          error={notifications.error}
          fallback={notificationMessages.loadFailed}
          onRetry={notifications.refetch}
        />
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {notificationMessages.empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((notification) => (
            <NotificationItem
              key={notification._id}
              notification={notification}
              busy={isBusy(notification._id)}
              onMarkRead={() => markRead.mutate(notification._id)}
              onDelete={() => remove.mutate(notification._id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

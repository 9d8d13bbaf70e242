import { Link, useParams } from 'react-router';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { NotificationItem } from '../components/notification-item.tsx';
import { useUserNotifications } from '../hooks/use-admin-notifications.ts';
import { adminNotificationMessages as m, notificationMessages } from '../messages.ts';

/** /admin/notifications/user/:id: a user's notifications as they see them; details open in a new tab. */
export default function AdminUserNotificationsPage() {
  const { id = '' } = useParams();
  const result = useUserNotifications(id);
  const back = (
    <Link to={paths.admin.notifications()} className="font-semibold text-teal-brand underline">
      {m.back}
    </Link>
  );
  if (result.isPending) return <LoadingText text={notificationMessages.loading} />;
  if (result.isError) {
    return (
      <section className="space-y-4">
        <PageHeading>{pageTitles.admin.userNotifications}</PageHeading>
        <LoadFailure
          error={result.error}
          fallback={notificationMessages.loadFailed}
          onRetry={result.refetch}
        />
        {back}
      </section>
    );
  }
  const { user, data } = result.data;
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <PageHeading title={pageTitles.admin.userNotifications}>{m.userTitle(user.email)}</PageHeading>
      {data.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-700">
          {notificationMessages.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.map((notification) => (
            <NotificationItem key={notification._id} notification={notification} />
          ))}
        </ul>
      )}
      {back}
    </section>
  );
}

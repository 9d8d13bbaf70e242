import { pageSizeField } from '../../../components/list/filter-form.tsx';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { NotificationUserTable } from '../components/notification-user-table.tsx';
import { useNotificationUsers } from '../hooks/use-admin-notifications.ts';
import { adminNotificationMessages as m, notificationMessages } from '../messages.ts';
import { notificationUserListSchema } from '../notification-user-params.ts';

const fields = [{ name: 'email', label: m.email, inputMode: 'email' }, pageSizeField] as const;

/** /admin/notifications: find users by e-mail and open their notifications. */
export default function AdminNotificationsPage() {
  const list = useListParams(notificationUserListSchema);
  const users = useNotificationUsers(list.values);
  return (
    <ListScreen
      title={pageTitles.admin.notifications}
      filters={{
        label: m.searchTitle,
        fields,
        actions: (
          <LinkButton variant="secondary" to={paths.admin.broadcast()}>
            {m.toBroadcast}
          </LinkButton>
        ),
      }}
      list={list}
      deletion={{ feedback: null, clearFeedback: () => {} }}
    >
      <PagedResults
        query={users}
        loadFailed={notificationMessages.loadFailed}
        summary={m.userCount}
        onPageChange={list.goToPage}
      >
        {(data) => <NotificationUserTable users={data} />}
      </PagedResults>
    </ListScreen>
  );
}

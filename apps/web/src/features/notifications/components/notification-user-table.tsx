import { roleLabel } from '@shop/shared/auth-constants';
import type { NotificationUser } from '@shop/shared/notification';
import { notificationMessages as sharedMessages } from '@shop/shared/notification';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { paths } from '../../../lib/paths.ts';
import { adminNotificationMessages as m } from '../messages.ts';

const name = (user: NotificationUser) => `${user.firstName} ${user.lastName}`.trim() || '-';

/** Users found by e-mail, each with a link to their notifications. */
export function NotificationUserTable({ users }: { users: readonly NotificationUser[] }) {
  const columns: Column<NotificationUser>[] = [
    {
      header: m.columns.email,
      rowHeader: true,
      cell: (user) => <span className="break-all">{user.email}</span>,
    },
    { header: m.columns.name, cardLabel: true, cell: name },
    { header: m.columns.role, cardLabel: true, cell: (user) => roleLabel(user.role) },
    {
      header: m.columns.notifications,
      hideHeader: true,
      cell: (user) => (
        <Link
          className="font-semibold text-teal-brand underline"
          to={paths.admin.userNotifications(user._id)}
          aria-label={m.viewLabel(user.email)}
        >
          {m.view}
        </Link>
      ),
    },
  ];
  return (
    <DataTable columns={columns} rows={users} rowKey={(user) => user._id} empty={sharedMessages.noUsers} />
  );
}

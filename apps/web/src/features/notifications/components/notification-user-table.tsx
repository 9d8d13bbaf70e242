import { roleLabel } from '@shop/shared/auth-constants';
import type { NotificationUser } from '@shop/shared/notification';
import { notificationMessages as sharedMessages } from '@shop/shared/notification';
import { type Column, DataTable, emailColumn, viewColumn } from '../../../components/list/data-table.tsx';
import { paths } from '../../../lib/paths.ts';
import { adminNotificationMessages as m } from '../messages.ts';

const name = (user: NotificationUser) => `${user.firstName} ${user.lastName}`.trim() || '-';

/** Users found by e-mail, each with a link to their notifications. */
export function NotificationUserTable({ users }: { users: readonly NotificationUser[] }) {
  const columns: Column<NotificationUser>[] = [
    emailColumn(m.columns.email, (user) => user.email, { rowHeader: true }),
    { header: m.columns.name, cardLabel: true, cell: name },
    { header: m.columns.role, cardLabel: true, cell: (user) => roleLabel(user.role) },
    viewColumn({
      header: m.columns.notifications,
      label: m.view,
      to: (user) => paths.admin.userNotifications(user._id),
      ariaLabel: (user) => m.viewLabel(user.email),
    }),
  ];
  return (
    <DataTable columns={columns} rows={users} rowKey={(user) => user._id} empty={sharedMessages.noUsers} />
  );
}

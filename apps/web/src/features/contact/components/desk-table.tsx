import { type AdminContactListItem, contactMessages } from '@shop/shared/contact';
import { Link } from 'react-router';
import { type Column, DataTable, emailColumn, viewColumn } from '../../../components/list/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { contactPageMessages as m } from '../messages.ts';
import { PriorityBadge, StatusBadge } from './contact-badges.tsx';

/** The SLA deadline: 'Niet bepaald' without one; overdue open work marked as such. */
export function SlaDeadline({ slaDueAt, overdue }: { slaDueAt: string | null; overdue: boolean }) {
  if (!slaDueAt) return <span className="text-stone-600">{contactMessages.noDeadline}</span>;
  return (
    <span className={overdue ? 'font-semibold text-red-700' : undefined}>
      {formatDateTime(slaDueAt)}
      {overdue && (
        <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
          {contactMessages.overdue}
        </span>
      )}
    </span>
  );
}

/** The support desk's messages, the most urgent open work first (as the server sorts them). */
export function DeskTable({ messages }: { messages: readonly AdminContactListItem[] }) {
  const c = m.admin.columns;
  const columns: Column<AdminContactListItem>[] = [
    { header: c.date, cardLabel: true, cell: (message) => formatDateTime(message.createdAt) },
    { header: c.subject, rowHeader: true, cell: (message) => message.subject },
    emailColumn(c.email, (message) => message.email),
    { header: c.tags, cardLabel: true, cell: (message) => message.tags.join(', ') || '-' },
    { header: c.priority, cardLabel: true, cell: (message) => <PriorityBadge priority={message.priority} /> },
    {
      header: c.sla,
      cardLabel: true,
      cell: (message) => <SlaDeadline slaDueAt={message.slaDueAt} overdue={message.overdue} />,
    },
    {
      header: c.thread,
      cardLabel: true,
      cell: (message) =>
        message.parentId ? (
          <Link className="text-teal-brand underline" to={paths.admin.contactMessage(message.parentId)}>
            {m.admin.parentLink}
          </Link>
        ) : (
          contactMessages.original
        ),
    },
    { header: c.status, cardLabel: true, cell: (message) => <StatusBadge status={message.status} /> },
    viewColumn({
      header: c.view,
      label: m.admin.view,
      to: (message) => paths.admin.contactMessage(message._id),
      ariaLabel: (message) => m.admin.viewLabel(message.subject),
    }),
  ];
  return (
    <DataTable
      columns={columns}
      rows={messages}
      rowKey={(message) => message._id}
      empty={contactMessages.empty}
    />
  );
}

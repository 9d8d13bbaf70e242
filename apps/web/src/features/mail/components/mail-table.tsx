import { mailMessages, mailStatusLabels, type OutgoingMail } from '@shop/shared/mail';
import { type Column, DataTable, emailColumn } from '../../../components/list/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { mailPageMessages as m } from '../messages.ts';

const statusTones: Record<OutgoingMail['status'], string> = {
  queued: 'bg-sky-100 text-sky-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

interface MailTableProps {
  mails: readonly OutgoingMail[];
  retryingId: string | undefined;
  onRetry: (mail: OutgoingMail) => void;
}

/** The outgoing mails: when, to whom, what, how it went; a failed one can be sent again. */
export function MailTable({ mails, retryingId, onRetry }: MailTableProps) {
  const columns: Column<OutgoingMail>[] = [
    { header: m.columns.createdAt, cardLabel: true, cell: (mail) => formatDateTime(mail.createdAt) },
    emailColumn(m.columns.recipient, (mail) => mail.to),
    { header: m.columns.subject, rowHeader: true, cell: (mail) => mail.subject },
    {
      header: m.columns.status,
      cardLabel: true,
      cell: (mail) => (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTones[mail.status]}`}>
          {mailStatusLabels[mail.status]}
        </span>
      ),
    },
    { header: m.columns.attempts, cardLabel: true, align: 'right', cell: (mail) => mail.attempts },
    {
      header: m.columns.lastError,
      cardLabel: true,
      cell: (mail) =>
        mail.lastError ? (
          <span title={mail.lastError} className="line-clamp-2 max-w-xs break-words text-stone-700">
            {mail.lastError}
          </span>
        ) : (
          '-'
        ),
    },
    {
      header: m.columns.sentAt,
      cardLabel: true,
      cell: (mail) => (mail.sentAt ? formatDateTime(mail.sentAt) : '-'),
    },
    {
      header: m.columns.actions,
      hideHeader: true,
      cell: (mail) =>
        mail.status === 'failed' && (
          <Button
            variant="secondary"
            aria-label={m.retryLabel(mail.subject)}
            disabled={retryingId === mail._id}
            onClick={() => onRetry(mail)}
          >
            {retryingId === mail._id ? m.retrying : m.retry}
          </Button>
        ),
    },
  ];
  return <DataTable columns={columns} rows={mails} rowKey={(mail) => mail._id} empty={mailMessages.empty} />;
}

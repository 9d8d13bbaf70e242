import { analyticsMessages, type Visit } from '@shop/shared/analytics';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { formatNumber } from '../../../lib/admin-format.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { analyticsPageMessages as m } from '../messages.ts';

const person = (visit: Visit) => {
  if (!visit.user) return analyticsMessages.anonymous;
  const name = `${visit.user.firstName} ${visit.user.lastName}`.trim();
  return name ? `${name} (${visit.user.email})` : visit.user.email;
};

/** The page views: page, seconds, who, device, browser, referrer, start and end. */
export function VisitTable({ visits }: { visits: readonly Visit[] }) {
  const c = m.columns;
  const columns: Column<Visit>[] = [
    { header: c.page, rowHeader: true, cell: (visit) => <span className="break-all">{visit.path}</span> },
    {
      header: c.duration,
      cardLabel: true,
      align: 'right',
      cell: (visit) => formatNumber(Math.round(visit.durationMs / 1000)),
    },
    { header: c.user, cardLabel: true, cell: (visit) => <span className="break-all">{person(visit)}</span> },
    {
      header: c.device,
      cardLabel: true,
      cell: (visit) => <span title={visit.device}>{m.deviceLabels[visit.deviceClass]}</span>,
    },
    { header: c.browser, cardLabel: true, cell: (visit) => visit.browser || '-' },
    {
      header: c.referrer,
      cardLabel: true,
      cell: (visit) => <span className="break-all">{visit.referrer || '-'}</span>,
    },
    { header: c.start, cardLabel: true, cell: (visit) => formatDateTime(visit.startedAt) },
    { header: c.end, cardLabel: true, cell: (visit) => formatDateTime(visit.endedAt) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={visits}
      rowKey={(visit) => visit._id}
      empty={analyticsMessages.empty}
    />
  );
}

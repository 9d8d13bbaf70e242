import type { Dashboard } from '@shop/shared/dashboard';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatNumber } from '../../../lib/admin-format.ts';
import { paths } from '../../../lib/paths.ts';
import { dashboardMessages as m } from '../messages.ts';
import { FigureCard } from './sales-summary.tsx';

/** What waits for the admin now, whatever the period: support past its SLA, e-mails that failed. */
export function WaitingWork({
  overdueSupport,
  failedMails,
}: Pick<Dashboard, 'overdueSupport' | 'failedMails'>) {
  const link = 'text-accent-700 underline underline-offset-2 hover:text-accent-800';
  return (
    <Panel title={m.waitingTitle}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <FigureCard
          label={m.overdueSupport}
          value={formatNumber(overdueSupport)}
          note={
            <Link className={link} to={paths.admin.contact()}>
              {m.overdueSupportLink}
            </Link>
          }
        />
        <FigureCard
          label={m.failedMails}
          value={formatNumber(failedMails)}
          note={
            <Link className={link} to={`${paths.admin.mail()}?status=failed`}>
              {m.failedMailsLink}
            </Link>
          }
        />
      </dl>
    </Panel>
  );
}

import { dateRangeFields, type FilterField, FilterForm } from '../../../components/list/filter-form.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { formatDayMonthYear } from '../../../lib/admin-format.ts';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { AdminTiles } from '../components/admin-tiles.tsx';
import { SalesCharts } from '../components/sales-charts.tsx';
import { SalesSummary } from '../components/sales-summary.tsx';
import { WaitingWork } from '../components/waiting-work.tsx';
import { dashboardPeriodSchema } from '../dashboard-params.ts';
import { useDashboard } from '../hooks/use-dashboard.ts';
import { dashboardMessages as m } from '../messages.ts';

const periodFields = [...dateRangeFields(m.from, m.to)] as const satisfies readonly FilterField[];

/**
 * /admin: the owner's figures for a period (the last 30 days unless one is chosen, kept in the URL)
 * as charts (decision 056), what waits for the admin, and a tile for each part the admin manages.
 */
export default function AdminDashboardPage() {
  const period = useListParams(dashboardPeriodSchema);
  const figures = useDashboard(period.values);
  const data = figures.data;
  return (
    <section className="space-y-6">
      <PageHeading>{pageTitles.admin.dashboard}</PageHeading>
      <FilterForm label={m.periodTitle} fields={periodFields} list={period} />
      {figures.isPending ? (
        <LoadingText text={m.loading} />
      ) : figures.isError ? (
        <LoadFailure error={figures.error} fallback={m.loadFailed} onRetry={figures.refetch} />
      ) : (
        data && (
          <>
            <h2 className="text-xl">
              {m.period(formatDayMonthYear(data.period.from), formatDayMonthYear(data.period.to))}
            </h2>
            <SalesSummary sales={data.sales} refunds={data.refunds} />
            {data.sales.orders === 0 ? (
              <p
                role="status"
                className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-700"
              >
                {m.noOrders}
              </p>
            ) : (
              <SalesCharts perDay={data.perDay} perWeek={data.perWeek} topProducts={data.topProducts} />
            )}
            <WaitingWork overdueSupport={data.overdueSupport} failedMails={data.failedMails} />
          </>
        )
      )}
      <AdminTiles />
    </section>
  );
}

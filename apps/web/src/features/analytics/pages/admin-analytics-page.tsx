import { dateRangeFields, type FilterField, pageSizeField } from '../../../components/list/filter-form.tsx';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { visitListSchema } from '../analytics-list-params.ts';
import { VisitCharts } from '../components/visit-charts.tsx';
import { VisitTable } from '../components/visit-table.tsx';
import { useVisitSummary, useVisits } from '../hooks/use-analytics.ts';
import { analyticsPageMessages as m } from '../messages.ts';

const fields = [
  { name: 'path', label: m.path, type: 'text' },
  { name: 'referrer', label: m.referrer, type: 'text' },
  { name: 'browser', label: m.browser, type: 'text' },
  { name: 'device', label: m.device, type: 'text' },
  { name: 'userId', label: m.userId, type: 'text' },
  { name: 'userEmail', label: m.userEmail, inputMode: 'email' },
  { name: 'userFirstName', label: m.userFirstName, type: 'text' },
  { name: 'userLastName', label: m.userLastName, type: 'text' },
  ...dateRangeFields(m.from, m.to),
  pageSizeField,
] as const satisfies readonly FilterField[];

/** /admin/analytics: the visits of the filtered period as charts and as a table. */
export default function AdminAnalyticsPage() {
  const list = useListParams(visitListSchema);
  const visits = useVisits(list.values);
  const summary = useVisitSummary(list.values);
  return (
    <ListScreen
      title={pageTitles.admin.analytics}
      filters={{ label: m.filtersTitle, fields }}
      list={list}
      deletion={{ feedback: null, clearFeedback: () => {} }}
    >
      {summary.data && <VisitCharts summary={summary.data} />}
      <PagedResults query={visits} loadFailed={m.loadFailed} summary={m.results} onPageChange={list.goToPage}>
        {(data) => <VisitTable visits={data} />}
      </PagedResults>
    </ListScreen>
  );
}

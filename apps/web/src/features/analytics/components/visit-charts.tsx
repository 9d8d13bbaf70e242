import type { VisitSummary } from '@shop/shared/analytics';
import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartPanel } from '../../../components/ui/chart-panel.tsx';
import { formatDayAndMonth, formatNumber } from '../../../lib/admin-format.ts';
import { analyticsPageMessages as m } from '../messages.ts';

const ACCENT = '#c2410c';
const TEAL = '#0f766e';

/** Counts on the axes, in the tooltips and on the bars, as Dutch writes them ('1.234'). */
const count = (value: unknown) => formatNumber(Number(value));

/** What a shop owner reads at a glance: visits per day, top pages, devices, browsers. */
export function VisitCharts({ summary }: { summary: VisitSummary }) {
  const devices = summary.devices.map((row) => ({ ...row, label: m.deviceLabels[row.device] }));
  return (
    <div className="mb-6 space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-700">{m.totalVisits}</dt>
          <dd className="text-3xl font-bold">{formatNumber(summary.totalVisits)}</dd>
        </div>
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-700">{m.averageTime}</dt>
          <dd className="text-3xl font-bold">{m.seconds(summary.averageDurationMs)}</dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartPanel
          title={m.perDay}
          rows={summary.visitsPerDay.map((row) => ({
            label: formatDayAndMonth(row.day),
            value: count(row.visits),
          }))}
        >
          <LineChart data={summary.visitsPerDay}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" fontSize={12} tickFormatter={formatDayAndMonth} />
            <YAxis allowDecimals={false} fontSize={12} tickFormatter={count} />
            <Tooltip labelFormatter={(day) => formatDayAndMonth(String(day))} formatter={count} />
            <Line type="monotone" dataKey="visits" name={m.totalVisits} stroke={ACCENT} strokeWidth={2} />
          </LineChart>
        </ChartPanel>
        <ChartPanel
          title={m.topPages}
          rows={summary.topPages.map((row) => ({ label: row.path, value: count(row.visits) }))}
        >
          <BarChart data={summary.topPages} layout="vertical" margin={{ left: 24, right: 32 }}>
            <XAxis type="number" allowDecimals={false} fontSize={12} tickFormatter={count} />
            {/* interval 0: every bar keeps its page's name, however many there are. */}
            <YAxis type="category" dataKey="path" width={120} fontSize={12} interval={0} />
            <Tooltip formatter={count} />
            <Bar dataKey="visits" name={m.totalVisits} fill={TEAL}>
              <LabelList dataKey="visits" position="right" fontSize={12} formatter={count} />
            </Bar>
          </BarChart>
        </ChartPanel>
        <ChartPanel
          title={m.devices}
          rows={devices.map((row) => ({ label: row.label, value: count(row.visits) }))}
        >
          <BarChart data={devices}>
            <XAxis dataKey="label" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} tickFormatter={count} />
            <Tooltip formatter={count} />
            <Bar dataKey="visits" name={m.totalVisits} fill={ACCENT} />
          </BarChart>
        </ChartPanel>
        <ChartPanel
          title={m.browsers}
          rows={summary.browsers.map((row) => ({ label: row.browser || '-', value: count(row.visits) }))}
        >
          <BarChart data={summary.browsers}>
            <XAxis dataKey="browser" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} tickFormatter={count} />
            <Tooltip formatter={count} />
            <Bar dataKey="visits" name={m.totalVisits} fill={TEAL} />
          </BarChart>
        </ChartPanel>
      </div>
    </div>
  );
}

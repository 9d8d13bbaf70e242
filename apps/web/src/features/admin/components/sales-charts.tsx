import type { Dashboard, ProductFigure } from '@shop/shared/dashboard';
import { formatEuro } from '@shop/shared/money';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartPanel } from '../../../components/ui/chart-panel.tsx';
import { formatDayAndMonth, formatNumber } from '../../../lib/admin-format.ts';
import { dashboardMessages as m } from '../messages.ts';

const ACCENT = '#c2410c';
const TEAL = '#0f766e';

/** Euros on an axis: whole, as Dutch writes them ('€ 1.234'); exact amounts go through formatEuro. */
const euroTick = (value: unknown) => `€ ${formatNumber(Math.round(Number(value)))}`;
const count = (value: unknown) => formatNumber(Number(value));
/** A tooltip's line: revenue as money, orders as a count. */
const tooltipValue = (value: unknown, name: unknown) =>
  name === m.revenue ? formatEuro(Number(value)) : count(value);

interface Point {
  label: string;
  revenue: number;
  orders: number;
}

/** Revenue as bars (euros, left) and orders as a line (count, right), one point per day or week. */
function SalesChart({
  title,
  points,
  fullLabel,
}: {
  title: string;
  points: Point[];
  fullLabel: (i: number) => string;
}) {
  return (
    <ChartPanel
      title={title}
      rows={points.map((point, index) => ({
        label: fullLabel(index),
        value: m.ordersValue(formatEuro(point.revenue), point.orders),
      }))}
    >
      <ComposedChart data={points}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis yAxisId="revenue" fontSize={12} tickFormatter={euroTick} />
        <YAxis
          yAxisId="orders"
          orientation="right"
          allowDecimals={false}
          fontSize={12}
          tickFormatter={count}
        />
        <Tooltip formatter={tooltipValue} />
        <Bar yAxisId="revenue" dataKey="revenue" name={m.revenue} fill={TEAL} />
        <Line
          yAxisId="orders"
          type="monotone"
          dataKey="orders"
          name={m.orders}
          stroke={ACCENT}
          strokeWidth={2}
        />
      </ComposedChart>
    </ChartPanel>
  );
}

/** The period's best sellers as bars: by pieces or by revenue. */
function TopProducts({
  title,
  products,
  by,
}: {
  title: string;
  products: ProductFigure[];
  by: 'quantity' | 'revenue';
}) {
  const value = by === 'quantity' ? count : (amount: unknown) => formatEuro(Number(amount));
  return (
    <ChartPanel
      title={title}
      rows={products.map((product) => ({ label: product.title, value: value(product[by]) }))}
    >
      <BarChart data={products} layout="vertical" margin={{ left: 24, right: 56 }}>
        <XAxis
          type="number"
          allowDecimals={by === 'revenue'}
          fontSize={12}
          tickFormatter={by === 'quantity' ? count : euroTick}
        />
        {/* interval 0: every bar keeps its product's name. */}
        <YAxis type="category" dataKey="title" width={140} fontSize={12} interval={0} />
        <Tooltip formatter={value} />
        <Bar
          dataKey={by}
          name={by === 'quantity' ? m.pieces : m.revenue}
          fill={by === 'quantity' ? ACCENT : TEAL}
        >
          <LabelList dataKey={by} position="right" fontSize={12} formatter={value} />
        </Bar>
      </BarChart>
    </ChartPanel>
  );
}

/** The period's sales per day and per ISO week, and its best-selling products. */
export function SalesCharts({
  perDay,
  perWeek,
  topProducts,
}: Pick<Dashboard, 'perDay' | 'perWeek' | 'topProducts'>) {
  const days = perDay.map((day) => ({ ...day, label: formatDayAndMonth(day.day) }));
  const weeks = perWeek.map((week) => ({ ...week, label: m.week(week.week) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SalesChart title={m.perDay} points={days} fullLabel={(index) => days[index]!.label} />
      <SalesChart
        title={m.perWeek}
        points={weeks}
        fullLabel={(index) => m.weekOf(weeks[index]!.week, formatDayAndMonth(weeks[index]!.start))}
      />
      <TopProducts title={m.topByQuantity} products={topProducts.byQuantity} by="quantity" />
      <TopProducts title={m.topByRevenue} products={topProducts.byRevenue} by="revenue" />
    </div>
  );
}

import type { Dashboard } from '@shop/shared/dashboard';
import { formatEuro } from '@shop/shared/money';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/admin-format.ts';
import { dashboardMessages as m } from '../messages.ts';

/** One figure with its name, and a line under it where it needs one. */
export function FigureCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-3xl font-bold">{value}</dd>
      {note && <dd className="mt-1 text-sm text-stone-600">{note}</dd>}
    </div>
  );
}

/** The period's sales at a glance: revenue (and its VAT), orders, the average order, refunds. */
export function SalesSummary({ sales, refunds }: Pick<Dashboard, 'sales' | 'refunds'>) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FigureCard label={m.revenue} value={formatEuro(sales.revenue)} note={m.vatOf(formatEuro(sales.vat))} />
      <FigureCard label={m.orders} value={formatNumber(sales.orders)} />
      <FigureCard label={m.averageOrderValue} value={formatEuro(sales.averageOrderValue)} />
      <FigureCard label={m.refunds} value={formatEuro(refunds.amount)} note={m.refundCount(refunds.count)} />
    </dl>
  );
}

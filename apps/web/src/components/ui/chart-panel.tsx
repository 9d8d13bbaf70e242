import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { Panel } from './panel.tsx';

/**
 * A chart (recharts) in a panel, with its numbers beside it for screen readers (and anyone who
 * prefers a list). Only admin pages draw charts: no public page may import this.
 */
export function ChartPanel({
  title,
  rows,
  children,
}: {
  title: string;
  rows: { label: string; value: string | number }[];
  /** One recharts chart, sized by the panel. */
  children: ReactNode;
}) {
  return (
    <Panel title={title}>
      <div aria-hidden className="h-56">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 224 }}>
          {children}
        </ResponsiveContainer>
      </div>
      <ul className="sr-only">
        {rows.map((row) => (
          <li key={row.label}>
            {row.label}: {row.value}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

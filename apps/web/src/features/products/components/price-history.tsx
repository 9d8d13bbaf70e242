import type { PriceChangeEntry } from '@shop/shared/product';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { priceHistoryMessages as m } from '../admin-messages.ts';
import { usePriceHistory } from '../hooks/use-products.ts';
import { discountLabel } from './discount-label.ts';

const columns: Column<PriceChangeEntry>[] = [
  { header: m.columns.at, rowHeader: true, cell: (change) => formatDateTime(change.at) },
  {
    header: m.columns.price,
    cardLabel: true,
    align: 'right',
    className: 'tabular-nums',
    cell: (change) => formatEuro(change.price),
  },
  {
    header: m.columns.discount,
    cardLabel: true,
    cell: (change) => discountLabel(change.discount) ?? m.noDiscount,
  },
  {
    header: m.columns.effectivePrice,
    cardLabel: true,
    align: 'right',
    className: 'tabular-nums',
    cell: (change) => formatEuro(change.effectivePrice),
  },
];

/** A product's price changes, the newest first, a page at a time (decision 050). */
export function PriceHistory({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const query = usePriceHistory(productId, page);
  return (
    <Panel title={m.title} className="mt-8">
      <p className="mb-4 text-sm text-stone-700">{m.hint}</p>
      <PagedResults query={query} loadFailed={m.loadFailed} summary={m.count} onPageChange={setPage}>
        {(changes) => (
          <DataTable
            caption={m.title}
            columns={columns}
            rows={changes}
            rowKey={(change, index) => `${change.at}-${index}`}
            empty={m.empty}
          />
        )}
      </PagedResults>
    </Panel>
  );
}

import type { Paged } from '@shop/shared/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure, LoadingText } from '../ui/loading.tsx';
import { Pager } from '../ui/pager.tsx';

interface PagedResultsProps<Item> {
  /** The list's query: loading, failed, or a page of items. */
  query: UseQueryResult<Paged<Item>>;
  /** Shown when the list cannot be loaded. */
  loadFailed: string;
  /** The pager's summary after 'Pagina X van Y', e.g. '12 bestellingen'. */
  summary(totalRecords: number): string;
  onPageChange(page: number): void;
  /** The items of this page (a table with its own empty row). */
  children(items: Item[]): ReactNode;
}

/**
 * A paged list's results: loading, the load failure (a lock's reason, with a retry; decision 037),
 * the items, and the pager when there are any.
 */
export function PagedResults<Item>({
  query,
  loadFailed,
  summary,
  onPageChange,
  children,
}: PagedResultsProps<Item>) {
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadFailure error={query.error} fallback={loadFailed} onRetry={query.refetch} />;
  const { data, page, totalPages, totalRecords } = query.data;
  return (
    <>
      {children(data)}
      {data.length > 0 && (
        <Pager
          page={page}
          totalPages={totalPages}
          summary={summary(totalRecords)}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}

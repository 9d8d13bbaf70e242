import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListInput,
  type ListOptions,
  type ListSchema,
  pageListParams,
  readListParams,
  resetListParams,
  searchListParams,
} from './list-params.ts';

/**
 * A list's filters, page and page size, kept in the query string: `values` as read from it,
 * `search` for a new search (back to page 1), `goToPage` for paging, `reset` to clear the filters.
 */
export function useListParams<S extends ListSchema>(schema: S, options?: ListOptions<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => readListParams(schema, searchParams), [schema, searchParams]);
  return {
    values,
    search: (next: ListInput<S>) => setSearchParams(searchListParams(schema, searchParams, next, options)),
    goToPage: (page: number) => setSearchParams(pageListParams(schema, searchParams, page, options)),
    reset: () => setSearchParams(resetListParams(schema, searchParams, options)),
  };
}

import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** The address a page is rendered for. */
export interface PrefetchArgs {
  params: Params;
  request: Request;
}

/**
 * Puts the data a page shows into the query cache (prefetchQuery: never throws, a failure is the
 * page's own error state), with the same query options the page reads: the server runs it before
 * rendering the page's HTML, and the browser finds the data in the hydrated cache.
 */
export type Prefetch = (queryClient: QueryClient, args: PrefetchArgs) => Promise<unknown>;

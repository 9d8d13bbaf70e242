import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** The address a page is rendered for. */
export interface PrefetchArgs {
  params: Params;
  request: Request;
}

/** What a prefetch found out about its address: `NOT_FOUND` when nothing is there to show. */
export const NOT_FOUND = 'not-found';

/**
 * Puts the data a page shows into the query cache (prefetchQuery: never throws, a failure is the
 * page's own error state), with the same query options the page reads: the server runs it before
 * rendering the page's HTML, and the browser finds the data in the hydrated cache. A page whose
 * address names nothing (an unknown category) resolves to `NOT_FOUND`, and the server answers 404
 * with the page's own message; a page whose API call answers 404 needs not say so itself.
 */
export type Prefetch = (queryClient: QueryClient, args: PrefetchArgs) => Promise<unknown>;

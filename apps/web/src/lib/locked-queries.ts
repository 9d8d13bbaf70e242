import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { isLocked } from './load-failure.ts';

/**
 * A page whose data a route lock refused (423) shows the lock's reason in its server-rendered
 * HTML too (decision 037). The failed query goes along with the page (other failures do not: the
 * browser fetches them again), and neither side fetches it again on mount, so the server renders
 * its error state and the browser hydrates that same state; 'Opnieuw proberen' asks again.
 */

/** Keeps a locked query in its error state when a page mounts, on the server and in the browser. */
function keepLockedOnMount(queryClient: QueryClient, query: Pick<Query, 'queryKey'>): void {
  queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
}

/** On the server, after the page's prefetch: the locked queries render as the errors they are. */
export function keepLockedQueries(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (isLocked(query.state.error)) keepLockedOnMount(queryClient, query);
  }
}

interface SentError {
  status: number;
  code: string;
  message: string;
}

/** What goes to the browser: the successful queries and the locked ones, their error as plain JSON. */
export function dehydrateWithLocks(dehydrate: (options: object) => DehydratedState): DehydratedState {
  const state = dehydrate({
    shouldDehydrateQuery: (query: Query) => defaultShouldDehydrateQuery(query) || isLocked(query.state.error),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!isLocked(error)) return query;
      const sent: SentError = { status: error.status, code: error.code, message: error.message };
      return { ...query, state: { ...query.state, error: sent as unknown as Error } };
    }),
  };
}

/** In the browser, before hydrating: a locked query's error becomes an ApiError again, kept on mount. */
export function reviveLockedQueries(queryClient: QueryClient, state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const sent = query.state.error as unknown as SentError | null;
      if (sent?.status !== 423) return query;
      keepLockedOnMount(queryClient, query);
      return {
        ...query,
        state: { ...query.state, error: new ApiError(sent.status, sent.code, sent.message) },
      };
    }),
  };
}

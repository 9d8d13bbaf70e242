import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes, createRoutes, type RouteHandle } from './app/router.tsx';
import { reviveLockedQueries } from './lib/locked-queries.ts';
import { createQueryClient } from './lib/query-client.ts';

/** The query cache the server rendered the page from (entry-server.tsx), if it did. */
function readServerState(): DehydratedState | undefined {
  const text = document.getElementById('query-state')?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

async function start() {
  const queryClient = createQueryClient();
  const routes = createRoutes();
  const container = document.getElementById('root')!;
  const serverState = readServerState();
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  if (!serverState) {
    createRoot(container).render(app);
    return;
  }
  hydrate(queryClient, reviveLockedQueries(queryClient, serverState));
  // The page's chunk before hydrating, so it renders at once instead of suspending.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.page?.()));
  // In a transition React hydrates in slices and lets the browser answer input between them: on a
  // phone no single task blocks for long (total blocking time).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();

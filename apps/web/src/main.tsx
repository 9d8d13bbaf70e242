import './styles.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

/** A JSON script the server rendered beside the page (entry-server.tsx), if it did. */
function readServerState<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/** The chunks of the page the server rendered, loaded before hydrating so nothing renders twice. */
async function loadLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const queryClient = createQueryClient();
  const queryState = readServerState<DehydratedState>('query-state');
  const routerState = readServerState<HydrationState>('router-state');
  if (queryState) hydrate(queryClient, queryState);
  const routes = createRoutes({ queryClient });
  if (routerState) await loadLazyMatches(routes);
  const router = createBrowserRouter(routes, routerState ? { hydrationData: routerState } : {});
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (routerState) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

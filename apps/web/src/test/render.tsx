import { render } from '@testing-library/react';
import { useContext } from 'react';
import { type Location, MemoryRouter, UNSAFE_NavigationContext, useLocation } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { AppRoutes, createRoutes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Where the app is: `router.state.location` follows every navigation. */
interface RouterView {
  state: { location: Location };
  /**
   * How many entries navigations have pushed onto the history (0 at the start). It counts the
   * moment a navigation starts, before the page it opens has rendered.
   */
  pushed(): number;
}

function FollowLocation({ router }: { router: RouterView }) {
  router.state.location = useLocation();
  // MemoryRouter's navigator is its memory history, which knows its place.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  router.pushed = () => (navigator as unknown as { index: number }).index;
  return null;
}

/** Renders the whole app (real routes and providers) at a URL, as a visitor opening it. */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const start = new URL(url, 'http://localhost');
  const router: RouterView = {
    state: {
      location: { pathname: start.pathname, search: start.search, hash: '', state: null, key: 'default' },
    },
    pushed: () => 0,
  };
  const view = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <FollowLocation router={router} />
        <AppRoutes routes={createRoutes()} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, router, queryClient };
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * A JWT-shaped token (unsigned: only the browser reads it) valid for `seconds` more; with
 * `serverNow` (ms) it is issued at that time by the server's clock, as the server writes `iat`.
 */
export function fakeToken({
  role = 'user',
  email = 'loper@example.nl',
  seconds = 900,
  serverNow,
}: {
  role?: string;
  email?: string;
  seconds?: number;
  serverNow?: number;
} = {}) {
  const iat = Math.floor((serverNow ?? Date.now()) / 1000);
  const claims = { sub: 'u1', role, email, exp: iat + seconds, ...(serverNow === undefined ? {} : { iat }) };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

/** Stores a session as login does. */
export function logInAs(role: 'user' | 'admin', seconds = 900, email = 'loper@example.nl') {
  localStorage.setItem('token', fakeToken({ role, seconds, email }));
  localStorage.setItem('role', role);
  localStorage.setItem('userEmail', email);
}

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const apiError = (status: number, code = 'ERROR', message = 'fout') =>
  json(status, { error: { code, message } });

import { authMessages, TOKEN_REFRESH_THRESHOLD_SECONDS } from '@shop/shared/auth-constants';
import { clearSession, readSession, type StoredSession, secondsLeft, storeSession } from './auth-storage.ts';
import { commonMessages } from './messages.ts';
import { paths } from './paths.ts';

export const API_BASE = '/api';

/** How a request reaches the API: the browser's fetch, or on the server the app itself (decision 029). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Used once by the server rendering entry, which answers API calls without the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Every failed call throws this, shaped from the API's `{ error: { code, message, details } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Answers whose message is written for the visitor: a route lock's reason, "wait n seconds", "the shop is briefly unreachable". */
const SPOKEN_STATUSES = [423, 429, 503];

/**
 * What to show when an action failed: the server's own words when they are meant for the visitor
 * (a route lock's reason, a wait, an outage) where the action was tried, otherwise the screen's
 * own `fallback` message.
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && SPOKEN_STATUSES.includes(error.status) ? error.message : fallback;
}

/** Calls whose 401 means "wrong credentials" or "no session", never "refresh and try again". */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/register', '/auth/refresh', '/auth/logout'];

const expiredListeners = new Set<() => void>();

/**
 * Runs the listener when the session could not be refreshed (storage is already cleared by then).
 * The app uses it to forget the user and route to /login; with no listener the page goes there itself.
 */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}

/** Spec 8: clear all local storage and send the user to /login. */
export function expireSession(): void {
  clearSession();
  if (expiredListeners.size === 0) {
    window.location.assign(paths.login());
    return;
  }
  for (const listener of expiredListeners) listener();
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown; details?: Record<string, string[]> };
  } | null;
  const error = body?.error;
  return new ApiError(
    response.status,
    typeof error?.code === 'string' ? error.code : 'HTTP_ERROR',
    typeof error?.message === 'string' ? error.message : commonMessages.requestFailed(response.status),
    error?.details,
  );
}

/** Tabs share the refresh cookie, so they take turns refreshing (where the browser has Web Locks). */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('loopvoeding-auth-refresh', task) as Promise<T>) : task();
}

let refreshInFlight: Promise<StoredSession> | undefined;

/**
 * Exchanges the refresh cookie for a new token and stores token and role. Concurrent callers share
 * one request. `staleToken` is the token that failed: when another tab has meanwhile stored a
 * fresh one, that one is used instead of refreshing again (a second use of a rotated refresh
 * token would revoke the whole session).
 */
export function refreshSession(
  staleToken: string | undefined = readSession()?.token,
): Promise<StoredSession> {
  refreshInFlight ??= withRefreshLock(async () => {
    const current = readSession();
    if (
      current &&
      current.token !== staleToken &&
      secondsLeft(current.token) > TOKEN_REFRESH_THRESHOLD_SECONDS
    ) {
      return current;
    }
    const response = await fetch(`${API_BASE}/auth/refresh`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw await toApiError(response);
    const body = (await response.json().catch(() => null)) as { token?: unknown; role?: unknown } | null;
    if (typeof body?.token !== 'string' || !body.token || (body.role !== 'admin' && body.role !== 'user')) {
      throw new ApiError(response.status, 'NO_TOKEN', authMessages.noTokenOnRefresh);
    }
    return storeSession({ token: body.token, role: body.role });
  }).finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as the JSON body. */
  json?: unknown;
  body?: BodyInit | null;
}

function send(path: string, init: RequestInit): { token: string | undefined; response: Promise<Response> } {
  const token = readSession()?.token;
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  if (token) headers.set('authorization', `Bearer ${token}`);
  return { token, response: transport(`${API_BASE}${path}`, { ...init, headers, credentials: 'include' }) };
}

function mayRefresh(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !NO_REFRESH_PATHS.includes(pathname);
}

/**
 * The one way the web app talks to the API (`path` is relative to /api): JSON, cookies and the
 * Bearer token. A 401 or 403 is answered by one refresh and one replay of the request (spec 8);
 * when the refresh fails the session ends and the user goes to /login.
 */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, ...rest } = init;
  const request: RequestInit = json === undefined ? rest : { ...rest, body: JSON.stringify(json) };
  const response = await authorized(path, request);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The answer of a call that succeeded, after one refresh and replay on a 401 or 403; a failure throws (the one way a call is sent, also for files: `api-file.ts`). */
export function authorized(path: string, request: RequestInit): Promise<Response> {
  return authorizedAttempts(path, () => send(path, request));
}

/** One sending of a call: the token it carried and the answer. */
export interface Attempt {
  token: string | undefined;
  response: Promise<Response>;
}

/**
 * What `authorized` does for a call sent another way than fetch (an upload with progress:
 * `media/upload-photo.ts`): `attempt` sends it with the stored token; a 401 or 403 is answered by
 * one refresh and one more attempt, a failure throws an ApiError.
 */
export async function authorizedAttempts(path: string, attempt: () => Attempt): Promise<Response> {
  const first = attempt();
  let response = await first.response;
  if ((response.status === 401 || response.status === 403) && mayRefresh(path)) {
    try {
      await refreshSession(first.token);
    } catch (error) {
      expireSession();
      throw error instanceof ApiError ? error : await toApiError(response);
    }
    response = await attempt().response;
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * What a public page reads: something that is not there (404) is `null`, an answer rather than an
 * error, so the server renders the page's "not found" and the browser hydrates that same answer.
 */
export async function nullWhenNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

type Options = Omit<ApiRequestInit, 'method' | 'json'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, options),
  post: <T>(path: string, json?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', json }),
  put: <T>(path: string, json?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', json }),
  patch: <T>(path: string, json?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', json }),
  delete: <T = void>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

type QueryValue = string | number | boolean | null | undefined;

/**
 * Builds a query string ('?a=1&b=2', or '' when nothing is left), dropping empty values as the
 * spec's lists do; array values repeat the key (`tag=a&tag=b`).
 */
export function toQuery(params: Record<string, QueryValue | readonly QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      const text = String(item).trim();
      if (text !== '') search.append(key, text);
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

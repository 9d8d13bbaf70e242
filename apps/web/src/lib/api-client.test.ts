import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeToken, json, logInAs } from '../test/render.tsx';
import { ApiError, api, failureText, onSessionExpired, toQuery } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get('authorization');

describe('api client', () => {
  it('sends JSON with the Bearer token and cookies', async () => {
    logInAs('user');
    const token = localStorage.getItem('token');
    const fetchMock = stubFetch(() => json(201, { ok: true }));
    await expect(api.post('/contact', { subject: 'Vraag' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"subject":"Vraag"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(bearer(init)).toBe(`Bearer ${token}`);
  });

  it('throws an ApiError shaped from the error body', async () => {
    stubFetch(() =>
      json(400, {
        error: { code: 'VALIDATION_ERROR', message: 'Ongeldige invoer.', details: { email: ['x'] } },
      }),
    );
    const error = await api.post('/contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Ongeldige invoer.',
      details: { email: ['x'] },
    });
  });

  it('on a 401 refreshes once, stores the new token and role, and replays the request', async () => {
    logInAs('user');
    const fresh = fakeToken({ role: 'admin', seconds: 900 });
    const calls: string[] = [];
    stubFetch((url, init) => {
      const usesFresh = bearer(init) === `Bearer ${fresh}`;
      calls.push(`${url} ${usesFresh ? 'fresh' : 'old'}`);
      if (url === '/api/auth/refresh') return json(200, { token: fresh, role: 'admin' });
      return usesFresh ? json(200, { ok: true }) : apiError(401, 'UNAUTHORIZED');
    });
    await expect(api.get('/cart')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['/api/cart old', '/api/auth/refresh old', '/api/cart fresh']);
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(localStorage.getItem('role')).toBe('admin');
  });

  it('shares one refresh between concurrent requests', async () => {
    logInAs('user');
    const fresh = fakeToken({ seconds: 1800 });
    // The refresh takes a moment on a fake clock, which moves only when every request has had its
    // 401 and asked for a refresh: all three ask while the one refresh is under way.
    vi.useFakeTimers();
    try {
      const fetchMock = stubFetch(async (url, init) => {
        if (url === '/api/auth/refresh') {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return json(200, { token: fresh, role: 'user' });
        }
        return bearer(init) === `Bearer ${fresh}` ? json(200, url) : apiError(401);
      });
      const answers = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
      await vi.runAllTimersAsync();
      await expect(answers).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('replays only once: a second 403 is thrown, not refreshed again', async () => {
    logInAs('user');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/refresh'
        ? json(200, { token: fakeToken(), role: 'user' })
        : apiError(403, 'FORBIDDEN', 'Geen toegang'),
    );
    await expect(api.get('/admin/users')).rejects.toMatchObject({ status: 403, message: 'Geen toegang' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it.each([
    ['fails', apiError(401, 'UNAUTHORIZED', 'Sessie verlopen'), 'Sessie verlopen'],
    ['returns no token', json(200, {}), 'Geen token ontvangen bij refresh'],
  ])('clears all local storage and ends the session when the refresh %s', async (_, answer, message) => {
    logInAs('user');
    localStorage.setItem('somethingElse', 'x');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    stubFetch((url) => (url === '/api/auth/refresh' ? answer.clone() : apiError(401)));
    await expect(api.get('/orders/my')).rejects.toMatchObject({ message });
    expect(localStorage.length).toBe(0);
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it('goes to /login by itself when nobody listens for an ended session', async () => {
    logInAs('user');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    stubFetch(() => apiError(401));
    await expect(api.get('/cart')).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('never refreshes after a failed login, register or logout', async () => {
    const fetchMock = stubFetch(() => apiError(401, 'UNAUTHORIZED', 'fout'));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401, message: 'fout' });
    await expect(api.post('/auth/register', {})).rejects.toMatchObject({ status: 401 });
    await expect(api.post('/auth/logout')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('answers undefined for 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/cart')).resolves.toBeUndefined();
  });
});

describe('toQuery', () => {
  it('drops empty values, trims, and repeats array keys', () => {
    expect(toQuery({ title: ' gel ', brand: '', page: 2, category: undefined, tag: ['a', ' ', 'b'] })).toBe(
      '?title=gel&page=2&tag=a&tag=b',
    );
    expect(toQuery({ title: '' })).toBe('');
  });
});

describe('failureText', () => {
  it('shows the server’s words when they are meant for the visitor, else the screen’s own', () => {
    for (const status of [423, 429, 503]) {
      expect(failureText(new ApiError(status, 'X', 'Van de server'), 'Eigen tekst')).toBe('Van de server');
    }
    for (const status of [400, 401, 404, 409, 500]) {
      expect(failureText(new ApiError(status, 'X', 'Van de server'), 'Eigen tekst')).toBe('Eigen tekst');
    }
    expect(failureText(new Error('netwerk'), 'Eigen tekst')).toBe('Eigen tekst');
  });
});

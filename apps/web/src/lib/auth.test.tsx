import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeToken, json, logInAs } from '../test/render.tsx';
import { AuthProvider, useAuth } from './auth.tsx';
import { decodeToken, storeSession } from './auth-storage.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Session() {
  const { isLoggedIn, isAdmin, role, userEmail, logout } = useAuth();
  return (
    <div>
      <p>{isLoggedIn ? `in:${role}:${userEmail}:${isAdmin ? 'admin' : 'no-admin'}` : 'out'}</p>
      <button type="button" onClick={() => void logout()}>
        uit
      </button>
    </div>
  );
}

function renderSession(onLogout = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider onLogout={onLogout}>
        <Session />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return onLogout;
}

function stubFetch(handler: (url: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => handler(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const refreshCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh').length;

describe('session', () => {
  it('reads token, role and e-mail from storage', () => {
    stubFetch(() => json(200, {}));
    logInAs('admin', 900, 'eva@loopvoeding.nl');
    renderSession();
    expect(screen.getByText('in:admin:eva@loopvoeding.nl:admin')).toBeInTheDocument();
  });

  it('decodes the base64url payload of the token', () => {
    const token = fakeToken({ email: 'zoë@example.nl', seconds: 60 });
    expect(decodeToken(token)).toMatchObject({ email: expect.any(String), role: 'user' });
    expect(decodeToken('not-a-token')).toBeNull();
  });

  it('refreshes a returning visitor whose token expired, silently, without logging out', async () => {
    const fresh = fakeToken({ seconds: 900, email: 'terug@example.nl' });
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/refresh' ? json(200, { token: fresh, role: 'user' }) : json(200, {}),
    );
    logInAs('user', -3600, 'terug@example.nl');
    const onLogout = renderSession();
    // Judged by its expiry time the old token counts as logged out, until the refresh is back.
    expect(screen.getByText('out')).toBeInTheDocument();
    expect(await screen.findByText('in:user:terug@example.nl:no-admin')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(onLogout).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh']);
  });

  it('signs in a device whose clock runs 20 minutes fast after one refresh, instead of waiting', async () => {
    // The server's clock is 20 minutes behind this device's: every token it issues looks expired here.
    const serverNow = Date.now() - 20 * 60_000;
    const fresh = fakeToken({ seconds: 900, email: 'snel@example.nl', serverNow });
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/refresh' ? json(200, { token: fresh, role: 'user' }) : json(200, {}),
    );
    localStorage.setItem(
      'token',
      fakeToken({ seconds: 900, email: 'snel@example.nl', serverNow: serverNow - 60_000 }),
    );
    localStorage.setItem('role', 'user');
    localStorage.setItem('userEmail', 'snel@example.nl');
    renderSession();
    expect(await screen.findByText('in:user:snel@example.nl:no-admin')).toBeInTheDocument();
    expect(refreshCalls(fetchMock)).toBe(1);
    // Back to this device's own clock for the tests after this one.
    act(() => {
      storeSession({ token: fakeToken({ serverNow: Date.now() }), role: 'user' });
    });
  });

  it('logs out a returning visitor whose refresh fails, without revoking anything more', async () => {
    const fetchMock = stubFetch((url) => (url === '/api/auth/refresh' ? apiError(401) : json(200, {})));
    logInAs('user', -5);
    const onLogout = renderSession();
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalled());
    expect(screen.getByText('out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh']);
  });

  it('checks every 60 s and refreshes once fewer than 300 s remain', async () => {
    vi.useFakeTimers();
    const fresh = fakeToken({ seconds: 900 });
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/refresh' ? json(200, { token: fresh, role: 'user' }) : json(200, {}),
    );
    logInAs('user', 400);
    renderSession();
    expect(refreshCalls(fetchMock)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(60_000)); // 340 s left
    expect(refreshCalls(fetchMock)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(60_000)); // 280 s left
    expect(refreshCalls(fetchMock)).toBe(1);
    expect(localStorage.getItem('token')).toBe(fresh);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(refreshCalls(fetchMock)).toBe(1);
  });

  it('logs out when the silent refresh fails', async () => {
    stubFetch((url) => (url === '/api/auth/refresh' ? apiError(401) : json(200, {})));
    logInAs('user', 100);
    const onLogout = renderSession();
    expect(await screen.findByText('out')).toBeInTheDocument();
    expect(onLogout).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logout clears storage, forgets the user (cart) and tells the server, ignoring its failure', async () => {
    const fetchMock = stubFetch(() => apiError(500));
    logInAs('user');
    const onLogout = renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'uit' }));
    expect(screen.getByText('out')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(onLogout).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/logout']);
  });
});

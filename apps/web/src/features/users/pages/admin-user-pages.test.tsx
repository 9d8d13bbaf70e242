import type { AdminUser, User } from '@shop/shared/user';
import { userMessages } from '@shop/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

const runner: AdminUser = {
  _id: 'a0000000-0000-4000-8000-000000000001',
  email: 'femke@example.nl',
  role: 'user',
  firstName: 'Femke',
  lastName: 'Zandvoort',
  phone: '0612345678',
  sport: { discipline: 'fitness', level: 'pro' },
  createdAt: '2026-11-01T09:00:00.000Z',
  addresses: [
    {
      _id: 'ad1',
      firstName: 'Femke',
      lastName: 'Zandvoort',
      street: 'Dorpsstraat',
      number: '1',
      zip: '9999 ZZ',
      city: 'Hoogkerk',
      country: 'Nederland',
    },
  ],
};

type Call = { url: URL; method: string; body: unknown };
function stubApi(handler: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        url: new URL(String(input), 'http://localhost'),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return handler(call) ?? json(200, []);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('admin users', () => {
  it('lists users with the filters in the URL and the API call', async () => {
    logInAs('admin');
    const calls = stubApi(({ url }) =>
      url.pathname === '/api/user'
        ? json(200, { data: [runner as User], page: 1, limit: 50, totalPages: 1, totalRecords: 1 })
        : undefined,
    );
    const { router } = renderApp('/admin/users');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Bekijk gebruiker femke@example.nl' })).toHaveAttribute(
      'href',
      `/admin/users/${runner._id}`,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Plaats'), 'Hoog');
    await user.selectOptions(screen.getByLabelText('Niveau'), 'pro');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toContain('city=Hoog'));
    await waitFor(() =>
      expect(
        calls.some(
          ({ url }) => url.searchParams.get('city') === 'Hoog' && url.searchParams.get('level') === 'pro',
        ),
      ).toBe(true),
    );
  });

  it('shows "Geen gebruikers gevonden." for an empty list and "Gebruiker niet gevonden." for an unknown user', async () => {
    logInAs('admin');
    stubApi(({ url }) => {
      if (url.pathname === '/api/user')
        return json(200, { data: [], page: 1, limit: 50, totalPages: 1, totalRecords: 0 });
      if (url.pathname.startsWith('/api/user/')) return apiError(404, 'NOT_FOUND', userMessages.notFound);
      return undefined;
    });
    const list = renderApp('/admin/users');
    expect(await screen.findByText(userMessages.empty)).toBeInTheDocument();
    list.unmount();
    renderApp(`/admin/users/${runner._id}`);
    expect(await screen.findByText(userMessages.notFound)).toBeInTheDocument();
  });

  it('shows the user with addresses and edits the role; the last admin’s 409 is shown', async () => {
    logInAs('admin');
    let answer: Response | undefined;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === `/api/user/${runner._id}` && method === 'PUT') return answer ?? json(200, runner);
      if (url.pathname === `/api/user/${runner._id}`) return json(200, runner);
      return undefined;
    });
    renderApp(`/admin/users/${runner._id}`);
    expect(await screen.findByText('Hoogkerk', { exact: false })).toBeInTheDocument();
    renderApp(`/admin/users/${runner._id}/edit`);
    const user = userEvent.setup();
    const role = (await screen.findAllByLabelText('Rol')).at(-1)!;
    await user.selectOptions(role, 'admin');
    await user.click(screen.getAllByRole('button', { name: 'Opslaan' }).at(-1)!);
    expect(await screen.findByText(userMessages.saved)).toBeInTheDocument();
    expect(calls.find(({ method }) => method === 'PUT')?.body).toMatchObject({
      role: 'admin',
      firstName: 'Femke',
      sport: { discipline: 'fitness', level: 'pro' },
    });
    answer = apiError(409, 'CONFLICT', userMessages.lastAdmin);
    await user.click(screen.getAllByRole('button', { name: 'Opslaan' }).at(-1)!);
    expect(await screen.findByText(userMessages.lastAdmin)).toBeInTheDocument();
  });

  it('asks before an admin changes their own role', async () => {
    logInAs('admin', 900, 'baas@example.nl');
    const me: AdminUser = { ...runner, email: 'baas@example.nl', role: 'admin' };
    const calls = stubApi(({ url }) => (url.pathname === `/api/user/${me._id}` ? json(200, me) : undefined));
    const confirm = vi.fn().mockReturnValue(false);
    vi.stubGlobal('confirm', confirm);
    renderApp(`/admin/users/${me._id}/edit`);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Rol'), 'user');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(confirm).toHaveBeenCalledWith(userMessages.confirmOwnRole);
    expect(calls.some(({ method }) => method === 'PUT')).toBe(false);
  });
});

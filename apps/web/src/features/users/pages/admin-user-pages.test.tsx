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

  it('shows "Geen gebruikers gevonden." for an empty list', async () => {
    logInAs('admin');
    stubApi(({ url }) =>
      url.pathname === '/api/user'
        ? json(200, { data: [], page: 1, limit: 50, totalPages: 1, totalRecords: 0 })
        : undefined,
    );
    renderApp('/admin/users');
    expect(await screen.findByText('Geen gebruikers gevonden.')).toBeInTheDocument();
  });

  it.each([
    ['/admin/users/a0000000-0000-4000-8000-00000000dead'],
    ['/admin/users/a0000000-0000-4000-8000-00000000dead/edit'],
  ])("an unknown user (%s) returns to the user list with 'Gebruiker niet gevonden.'", async (address) => {
    logInAs('admin');
    stubApi(({ url }) => {
      if (url.pathname === '/api/user')
        return json(200, { data: [runner as User], page: 1, limit: 50, totalPages: 1, totalRecords: 1 });
      if (url.pathname.startsWith('/api/user/')) return apiError(404, 'NOT_FOUND', userMessages.notFound);
      return undefined;
    });
    const { router } = renderApp(address);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gebruiker niet gevonden.');
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Bekijk gebruiker femke@example.nl' }),
    ).toBeInTheDocument();
  });

  it("a user that cannot be loaded says 'Gebruiker kon niet geladen worden.' and stays, with the way back", async () => {
    logInAs('admin');
    stubApi(({ url }) =>
      url.pathname.startsWith('/api/user/')
        ? apiError(500, 'INTERNAL_ERROR', 'Er ging iets mis op de server.')
        : undefined,
    );
    const { router } = renderApp(`/admin/users/${runner._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gebruiker kon niet geladen worden.');
    expect(router.state.location.pathname).toBe(`/admin/users/${runner._id}`);
    expect(screen.getByRole('link', { name: 'Terug naar gebruikers' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });

  it("deletes a user after confirmation and says 'Gebruiker verwijderd.' on the list", async () => {
    logInAs('admin');
    stubApi(({ url, method }) => {
      if (url.pathname === `/api/user/${runner._id}` && method === 'DELETE')
        return new Response(null, { status: 204 });
      if (url.pathname === `/api/user/${runner._id}`) return json(200, runner);
      if (url.pathname === '/api/user')
        return json(200, { data: [], page: 1, limit: 50, totalPages: 1, totalRecords: 0 });
      return undefined;
    });
    vi.stubGlobal('confirm', vi.fn().mockReturnValue(true));
    const { router } = renderApp(`/admin/users/${runner._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Gebruiker verwijderd.')).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it("names the roles in Dutch: 'klant' and 'beheerder'", async () => {
    logInAs('admin');
    stubApi(({ url }) => {
      if (url.pathname === '/api/user')
        return json(200, { data: [runner as User], page: 1, limit: 50, totalPages: 1, totalRecords: 1 });
      if (url.pathname === `/api/user/${runner._id}`) return json(200, runner);
      return undefined;
    });
    const list = renderApp('/admin/users');
    const row = await screen.findByRole('row', { name: /femke@example\.nl/ });
    expect(within(row).getByText('klant')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Rol'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle', 'beheerder', 'klant']);
    list.unmount();
    renderApp(`/admin/users/${runner._id}/edit`);
    const role = await screen.findByLabelText('Rol');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['beheerder', 'klant']);
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

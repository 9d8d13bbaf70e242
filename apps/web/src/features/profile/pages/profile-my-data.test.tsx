import { accountDataMessages } from '@shop/shared/account-data';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile } from '../../../test/fixtures.ts';
import { json, logInAs, renderApp } from '../../../test/render.tsx';

const profile = aProfile();

let deleteAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  deleteAnswer = () => new Response(null, { status: 204 });
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/user/profile') return json(200, profile);
    if (url === '/api/user/account' && init?.method === 'DELETE') return deleteAnswer();
    if (url === '/api/user/data') {
      return new Response('{"profile":{}}', {
        status: 200,
        headers: {
          'content-disposition': 'attachment; filename="loopvoeding-mijn-gegevens-2026-11-27.json"',
        },
      });
    }
    if (url.startsWith('/api/orders/my')) return json(200, { data: [], page: 1, limit: 10, totalPages: 0 });
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'confirm',
    vi.fn(() => true),
  );
  logInAs('user');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const callsTo = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

const refusal = (status: number, message: string, details?: Record<string, string[]>) =>
  json(status, { error: { code: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', message, details } });

async function panel(name: string) {
  return within(await screen.findByRole('region', { name }));
}

describe('My data on the profile', () => {
  it('downloads everything the shop keeps as a file under its own name', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:mijn-gegevens', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/profile');
    const user = userEvent.setup();
    const data = await panel('Mijn gegevens');
    await user.click(data.getByRole('button', { name: accountDataMessages.exportJson }));
    await vi.waitFor(() => expect(saved).toEqual(['loopvoeding-mijn-gegevens-2026-11-27.json']));
    expect(callsTo('/api/user/data')).toHaveLength(1);
  });
});

describe('Removing the account from the profile', () => {
  it('asks the password and a confirmation, then forgets the login and says the account is gone', async () => {
    renderApp('/profile');
    const user = userEvent.setup();
    const form = await panel('Account verwijderen');
    await user.click(form.getByRole('button', { name: 'Account verwijderen' }));
    expect(await form.findByText(accountDataMessages.passwordRequired)).toBeInTheDocument();
    expect(callsTo('/api/user/account', 'DELETE')).toEqual([]);

    await user.type(form.getByLabelText(accountDataMessages.deletePassword), 'geheim123');
    await user.click(form.getByRole('button', { name: 'Account verwijderen' }));
    expect(window.confirm).toHaveBeenCalledWith(accountDataMessages.deleteConfirm);
    expect(await screen.findByText(accountDataMessages.deleted)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/api/user/account', 'DELETE')[0]?.[1]?.body))).toEqual({
      password: 'geheim123',
    });
    expect(localStorage.length).toBe(0);
  });

  it('does nothing when the confirmation is declined', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    renderApp('/profile');
    const user = userEvent.setup();
    const form = await panel('Account verwijderen');
    await user.type(form.getByLabelText(accountDataMessages.deletePassword), 'geheim123');
    await user.click(form.getByRole('button', { name: 'Account verwijderen' }));
    expect(callsTo('/api/user/account', 'DELETE')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Account verwijderen' })).toBeInTheDocument();
  });

  it('shows a wrong password under its field, and an order under way as the shop says it', async () => {
    deleteAnswer = () =>
      refusal(400, accountDataMessages.wrongPassword, { password: [accountDataMessages.wrongPassword] });
    renderApp('/profile');
    const user = userEvent.setup();
    const form = await panel('Account verwijderen');
    await user.type(form.getByLabelText(accountDataMessages.deletePassword), 'verkeerd');
    await user.click(form.getByRole('button', { name: 'Account verwijderen' }));
    expect(await form.findByText(accountDataMessages.wrongPassword)).toBeInTheDocument();

    deleteAnswer = () => refusal(409, accountDataMessages.openOrder);
    await user.click(form.getByRole('button', { name: 'Account verwijderen' }));
    expect(await form.findByText(accountDataMessages.openOrder)).toBeInTheDocument();
    expect(localStorage.length).toBeGreaterThan(0);
  });
});

import { accountMessages } from '@shop/shared/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile } from '../../../test/fixtures.ts';
import { json, logInAs, renderApp } from '../../../test/render.tsx';

const profile = aProfile();

let passwordAnswer: () => Response;
let emailAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  passwordAnswer = () => new Response(null, { status: 204 });
  emailAnswer = () => json(202, { message: accountMessages.emailChangeRequested('nieuw@example.nl') });
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/user/profile') return json(200, profile);
    if (url === '/api/user/password' && init?.method === 'PUT') return passwordAnswer();
    if (url === '/api/user/email' && init?.method === 'POST') return emailAnswer();
    if (url.startsWith('/api/orders/my')) return json(200, { data: [], page: 1, limit: 10, totalPages: 0 });
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  logInAs('user');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const bodiesOf = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));

const refusal = (status: number, message: string, details?: Record<string, string[]>) =>
  json(status, { error: { code: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', message, details } });

async function panel(name: string) {
  return within(await screen.findByRole('region', { name }));
}

describe('Changing the password on the profile', () => {
  it('asks the current and a new password, says it worked and empties the fields', async () => {
    renderApp('/profile');
    const user = userEvent.setup();
    const form = await panel('Wachtwoord wijzigen');
    await user.type(form.getByLabelText('Huidig wachtwoord'), 'geheim123');
    await user.type(form.getByLabelText('Nieuw wachtwoord'), '123');
    await user.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await form.findByText('Minimaal 6 tekens')).toBeInTheDocument();
    expect(bodiesOf('/api/user/password')).toEqual([]);

    await user.type(form.getByLabelText('Nieuw wachtwoord'), '456');
    await user.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await form.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(bodiesOf('/api/user/password')).toEqual([{ currentPassword: 'geheim123', newPassword: '123456' }]);
    expect(form.getByLabelText('Huidig wachtwoord')).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    passwordAnswer = () =>
      refusal(400, accountMessages.wrongCurrentPassword, {
        currentPassword: [accountMessages.wrongCurrentPassword],
      });
    renderApp('/profile');
    const user = userEvent.setup();
    const form = await panel('Wachtwoord wijzigen');
    await user.type(form.getByLabelText('Huidig wachtwoord'), 'verkeerd');
    await user.type(form.getByLabelText('Nieuw wachtwoord'), 'nieuw-geheim');
    await user.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await form.findByText(accountMessages.wrongCurrentPassword)).toBeInTheDocument();
    expect(form.getByLabelText('Huidig wachtwoord')).toHaveAccessibleDescription(
      accountMessages.wrongCurrentPassword,
    );
    expect(form.queryByText(accountMessages.passwordChanged)).not.toBeInTheDocument();
  });
});

describe('Changing the e-mail address on the profile', () => {
  it('sends the new address with the password and says where the link went', async () => {
    renderApp('/profile');
    const user = userEvent.setup();
    const form = await panel('E-mailadres wijzigen');
    expect(form.getByText(/Je huidige e-mailadres is loper@example\.nl/)).toBeInTheDocument();
    await user.type(form.getByLabelText('Nieuw e-mailadres'), 'Nieuw@Example.nl');
    await user.type(form.getByLabelText('Huidig wachtwoord'), 'geheim123');
    await user.click(form.getByRole('button', { name: 'Stuur bevestigingslink' }));
    expect(
      await form.findByText(accountMessages.emailChangeRequested('nieuw@example.nl')),
    ).toBeInTheDocument();
    expect(bodiesOf('/api/user/email')).toEqual([
      { newEmail: 'nieuw@example.nl', currentPassword: 'geheim123' },
    ]);
  });

  it('shows a taken address under the address field, and a wrong password under its own', async () => {
    emailAnswer = () => refusal(409, 'Dit e-mailadres is al in gebruik.');
    renderApp('/profile');
    const user = userEvent.setup();
    const form = await panel('E-mailadres wijzigen');
    await user.type(form.getByLabelText('Nieuw e-mailadres'), 'bezet@example.nl');
    await user.type(form.getByLabelText('Huidig wachtwoord'), 'geheim123');
    await user.click(form.getByRole('button', { name: 'Stuur bevestigingslink' }));
    expect(await form.findByText('Dit e-mailadres is al in gebruik.')).toBeInTheDocument();
    expect(form.getByLabelText('Nieuw e-mailadres')).toHaveAccessibleDescription(
      'Dit e-mailadres is al in gebruik.',
    );

    emailAnswer = () =>
      refusal(400, accountMessages.wrongCurrentPassword, {
        currentPassword: [accountMessages.wrongCurrentPassword],
      });
    await user.click(form.getByRole('button', { name: 'Stuur bevestigingslink' }));
    expect(await form.findByText(accountMessages.wrongCurrentPassword)).toBeInTheDocument();
  });

  it('says when to try again after too many changes', async () => {
    emailAnswer = () =>
      json(429, { error: { code: 'RATE_LIMITED', message: accountMessages.tooManyEmailChanges } });
    renderApp('/profile');
    const user = userEvent.setup();
    const form = await panel('E-mailadres wijzigen');
    await user.type(form.getByLabelText('Nieuw e-mailadres'), 'nieuw@example.nl');
    await user.type(form.getByLabelText('Huidig wachtwoord'), 'geheim123');
    await user.click(form.getByRole('button', { name: 'Stuur bevestigingslink' }));
    expect(await form.findByRole('alert')).toHaveTextContent(accountMessages.tooManyEmailChanges);
  });
});

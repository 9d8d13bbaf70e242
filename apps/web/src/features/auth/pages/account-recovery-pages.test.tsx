import { accountLinkPaths, accountMessages } from '@shop/shared/account';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { json, logInAs, renderApp } from '../../../test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubFetch(handler: (url: string, init?: RequestInit) => Promise<Response> | Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

const TOKEN = 'dGhpcy1pcy1hLXRlc3QtdG9rZW4tb2YtZm9ydHktdGhyZWU';

it('the mails link to the pages the router has', () => {
  expect(paths.resetPassword()).toBe(accountLinkPaths.resetPassword);
  expect(paths.confirmEmail()).toBe(accountLinkPaths.confirmEmail);
});

describe('Forgotten password', () => {
  it('is linked from the login page', async () => {
    stubFetch(() => json(200, []));
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Wachtwoord vergeten?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wachtwoord-vergeten'));
    expect(await screen.findByRole('heading', { name: 'Wachtwoord vergeten', level: 1 })).toBeInTheDocument();
  });

  it('checks the address, sends it and shows the one answer the server gives for every address', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/password/forgot'
        ? json(202, { message: accountMessages.resetRequested })
        : json(200, []),
    );
    renderApp('/wachtwoord-vergeten');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    expect(await screen.findByText('Ongeldig e-mailadres')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/password/forgot')).toEqual([]);

    await user.clear(email);
    await user.type(email, ' Loper@Example.nl ');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.resetRequested);
    expect(callsTo(fetchMock, '/api/auth/password/forgot')).toEqual([{ email: 'loper@example.nl' }]);
    expect(screen.queryByRole('button', { name: 'Stuur de link' })).not.toBeInTheDocument();
  });

  it('says when to try again after too many requests', async () => {
    stubFetch((url) =>
      url === '/api/auth/password/forgot'
        ? json(429, {
            error: {
              code: 'RATE_LIMITED',
              message: 'Te veel pogingen. Probeer het over een minuut opnieuw.',
            },
          })
        : json(200, []),
    );
    renderApp('/wachtwoord-vergeten');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'loper@example.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel pogingen. Probeer het over een minuut opnieuw.',
    );
  });
});

describe('Setting a new password with the link', () => {
  it('takes the token from the link, checks the password as registration does, and sends the visitor to log in', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/password/reset' ? new Response(null, { status: 204 }) : json(200, []),
    );
    const { router } = renderApp(`/wachtwoord-herstellen#${TOKEN}`);
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Nieuw wachtwoord');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, '12345');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Minimaal 6 tekens')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/password/reset')).toEqual([]);

    await user.type(password, '6');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(fetchMock, '/api/auth/password/reset')).toEqual([{ token: TOKEN, password: '123456' }]);
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.passwordReset);
  });

  it('logs this browser out too, since every login of the account ended', async () => {
    logInAs('user');
    stubFetch((url) =>
      url === '/api/auth/password/reset' || url === '/api/auth/logout'
        ? new Response(null, { status: 204 })
        : json(200, []),
    );
    const { router } = renderApp(`/wachtwoord-herstellen#${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'nieuw-geheim');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
  });

  it('shows the server’s words for a used or expired link, with a way to ask for a new one', async () => {
    stubFetch((url) =>
      url === '/api/auth/password/reset'
        ? json(400, {
            error: {
              code: 'VALIDATION_ERROR',
              message: accountMessages.resetLinkInvalid,
              details: { token: [accountMessages.resetLinkInvalid] },
            },
          })
        : json(200, []),
    );
    renderApp(`/wachtwoord-herstellen#${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'nieuw-geheim');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toHaveAttribute(
      'href',
      '/wachtwoord-vergeten',
    );
  });

  it('without a token offers no form', async () => {
    stubFetch(() => json(200, []));
    renderApp('/wachtwoord-herstellen');
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetLinkInvalid);
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
  });
});

describe('Confirming a new e-mail address', () => {
  it('changes nothing on opening; the button confirms and the page says the new address', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/email/confirm' ? json(200, { email: 'nieuw@example.nl' }) : json(200, []),
    );
    renderApp(`/e-mailadres-bevestigen#${TOKEN}`);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'E-mailadres bevestigen' });
    expect(callsTo(fetchMock, '/api/auth/email/confirm')).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      accountMessages.emailChanged('nieuw@example.nl'),
    );
    expect(callsTo(fetchMock, '/api/auth/email/confirm')).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s words when the link no longer works or the address was taken', async () => {
    let answer = json(400, {
      error: { code: 'VALIDATION_ERROR', message: accountMessages.emailLinkInvalid },
    });
    stubFetch((url) => (url === '/api/auth/email/confirm' ? answer : json(200, [])));
    renderApp(`/e-mailadres-bevestigen#${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'E-mailadres bevestigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.emailLinkInvalid);

    answer = json(409, { error: { code: 'CONFLICT', message: 'Dit e-mailadres is al in gebruik.' } });
    await user.click(screen.getByRole('button', { name: 'E-mailadres bevestigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit e-mailadres is al in gebruik.');
  });
});

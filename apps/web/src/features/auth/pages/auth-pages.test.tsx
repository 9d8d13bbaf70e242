import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, json, renderApp } from '../../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(handler: (url: string, init?: RequestInit) => Promise<Response> | Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Login page', () => {
  it('shows the spec messages for a bad e-mail and a short password, without calling the API', async () => {
    const fetchMock = stubFetch(() => json(200, []));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'geen-adres');
    await user.type(screen.getByLabelText('Wachtwoord'), '123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Ongeldig e-mailadres')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoord moet minimaal 6 tekens zijn')).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Ongeldig e-mailadres');
    const password = screen.getByLabelText('Wachtwoord');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('Wachtwoord moet minimaal 6 tekens zijn');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/login'))).toHaveLength(0);
  });

  it('shows the server message when there were too many attempts', async () => {
    stubFetch((url) =>
      url.includes('/auth/login')
        ? json(429, {
            error: {
              code: 'RATE_LIMITED',
              message: 'Te veel pogingen. Probeer het over een minuut opnieuw.',
            },
          })
        : json(200, []),
    );
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'loper@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel pogingen. Probeer het over een minuut opnieuw.',
    );
  });

  it('reads "Bezig met inloggen..." while busy and alerts on failure', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch((url) =>
      url.includes('/auth/login') ? new Promise<Response>((resolve) => (answer = resolve)) : json(200, []),
    );
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'loper@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'verkeerd1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Bezig met inloggen...' });
    expect(busy).toBeDisabled();
    answer(json(401, { error: { code: 'UNAUTHORIZED', message: 'x' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login mislukt: controleer je gegevens.');
  });

  it('sends an admin to /admin and a user to /', async () => {
    for (const role of ['admin', 'user'] as const) {
      localStorage.clear();
      stubFetch((url) =>
        url.includes('/auth/login') ? json(200, { token: fakeToken({ role }), role }) : json(200, []),
      );
      const { router, unmount } = renderApp('/login');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('E-mail'), 'loper@example.nl');
      await user.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(role === 'admin' ? '/admin' : '/'));
      expect(localStorage.getItem('role')).toBe(role);
      expect(localStorage.getItem('userEmail')).toBe('loper@example.nl');
      unmount();
    }
  });
});

describe('Register page', () => {
  it('uses the register message for a short password', async () => {
    stubFetch(() => json(200, []));
    renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'loper@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), '12');
    await user.click(screen.getByRole('button', { name: 'Maak account aan' }));
    expect(await screen.findByText('Minimaal 6 tekens')).toBeInTheDocument();
  });

  it('reads "Even wachten..." while busy, alerts on a taken e-mail, and goes home on success', async () => {
    let status = 409;
    let answer: (response: Response) => void = () => {};
    stubFetch((url) => {
      if (!url.includes('/auth/register')) return json(200, []);
      if (status === 409) return new Promise<Response>((resolve) => (answer = resolve));
      return json(201, { token: fakeToken(), role: 'user' });
    });
    const { router } = renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'loper@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Maak account aan' }));
    expect(await screen.findByRole('button', { name: 'Even wachten...' })).toBeDisabled();
    answer(json(409, { error: { code: 'CONFLICT', message: 'bezet' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registratie mislukt: controleer je gegevens.',
    );
    status = 201;
    await user.click(screen.getByRole('button', { name: 'Maak account aan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });
});

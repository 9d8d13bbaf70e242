import type { Notification, NotificationUser } from '@shop/shared/notification';
import { notificationMessages } from '@shop/shared/notification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logInAs, renderApp } from '../../../test/render.tsx';

const user = (n: number): NotificationUser => ({
  _id: `u000000${n}-0000-4000-8000-000000000000`,
  email: `loper${n}@example.nl`,
  firstName: 'Loper',
  lastName: String(n),
  role: 'user',
});

type Call = { url: URL; method: string; body: unknown };
let calls: Call[];

function stubApi(handler: (call: Call) => Response | undefined) {
  calls = [];
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
}

/** Two pages of users: page 1 has user 1, page 2 user 2. */
const usersApi = ({ url, method }: Call) => {
  if (url.pathname === '/api/admin/notifications/users') {
    const page = Number(url.searchParams.get('page') ?? 1);
    return json(200, { data: [user(page)], page, limit: 1, totalPages: 2, totalRecords: 2 });
  }
  if (url.pathname === '/api/admin/notifications/broadcast' && method === 'POST')
    return json(201, { created: 2 });
  return undefined;
};

beforeEach(() => logInAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('admin notifications', () => {
  it('finds users by e-mail, names their role in Dutch and links to their notifications', async () => {
    stubApi(usersApi);
    const { router } = renderApp('/admin/notifications');
    expect(
      await screen.findByRole('link', { name: 'Bekijk notificaties van loper1@example.nl' }),
    ).toHaveAttribute('href', `/admin/notifications/user/${user(1)._id}`);
    const row = screen.getByRole('row', { name: /loper1@example\.nl/ });
    expect(within(row).getByText('klant')).toBeInTheDocument();
    expect(within(row).queryByText('user')).not.toBeInTheDocument();
    const person = userEvent.setup();
    await person.type(screen.getByLabelText('E-mail'), 'loper');
    await person.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toContain('email=loper'));
    await waitFor(() =>
      expect(calls.some(({ url }) => url.searchParams.get('email') === 'loper')).toBe(true),
    );
  });

  it("a user's notifications open their details in a new tab", async () => {
    const notification: Notification = {
      _id: 'n1',
      title: 'Nieuw antwoord van support',
      message: 'Op je bericht',
      icon: 'mail',
      link: '/mijn-berichten/x',
      isRead: false,
      createdAt: new Date().toISOString(),
    };
    stubApi(({ url }) =>
      url.pathname.startsWith('/api/admin/notifications/user/')
        ? json(200, { user: user(1), data: [notification] })
        : undefined,
    );
    renderApp(`/admin/notifications/user/${user(1)._id}`);
    expect(
      await screen.findByRole('heading', { name: 'Notificaties van loper1@example.nl' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('link', { name: 'Details' });
    expect(details).toHaveAttribute('target', '_blank');
    expect(details).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: /Verwijder/ })).not.toBeInTheDocument();
  });
});

describe('broadcast', () => {
  async function fillIn() {
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText('Titel'), 'Nieuw in de shop');
    await person.type(screen.getByLabelText('Bericht'), 'Elektrolyten terug');
    return person;
  }

  it('with nobody chosen says so and sends nothing', async () => {
    stubApi(usersApi);
    renderApp('/admin/notifications/broadcast');
    const person = await fillIn();
    await person.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(notificationMessages.selectRecipients)).toBeInTheDocument();
    expect(calls.some(({ url }) => url.pathname.endsWith('/broadcast'))).toBe(false);
  });

  it('keeps choices across pages and sends both ids', async () => {
    stubApi(usersApi);
    renderApp('/admin/notifications/broadcast');
    const person = await fillIn();
    await person.click(await screen.findByRole('checkbox', { name: 'Kies loper1@example.nl' }));
    await person.click(screen.getByRole('button', { name: /Volgende/ }));
    await person.click(await screen.findByRole('checkbox', { name: 'Kies loper2@example.nl' }));
    const icons = screen.getByRole('group', { name: 'Icoon' });
    expect(
      within(icons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Bel',
      'Hartje',
      'Reactie',
      'Antwoord',
      'Envelop',
      'Verzonden',
      'Pakket',
      'Vernieuwd',
      'Prullenbak',
      'Publicatie',
      'Uitzending',
      'Postvak',
    ]);
    // Each name is shown with its icon; the bell is chosen until another is.
    expect(
      within(icons)
        .getByRole('radio', { name: 'Pakket' })
        .closest('label')
        ?.querySelector('svg[data-icon="package"]'),
    ).not.toBeNull();
    expect(within(icons).getByRole('radio', { name: 'Bel' })).toBeChecked();
    await person.click(within(icons).getByRole('radio', { name: 'Pakket' }));
    expect(within(icons).getByRole('radio', { name: 'Pakket' })).toBeChecked();
    await person.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(notificationMessages.broadcastSent(2))).toBeInTheDocument();
    expect(calls.find(({ url }) => url.pathname.endsWith('/broadcast'))?.body).toEqual({
      everyone: false,
      userIds: [user(1)._id, user(2)._id],
      title: 'Nieuw in de shop',
      message: 'Elektrolyten terug',
      icon: 'package',
    });
  });

  it("'Iedereen' sends everyone", async () => {
    stubApi(usersApi);
    renderApp('/admin/notifications/broadcast');
    const person = await fillIn();
    await person.click(screen.getByRole('checkbox', { name: 'Iedereen' }));
    await person.click(screen.getByRole('button', { name: 'Versturen' }));
    await screen.findByText(notificationMessages.broadcastSent(2));
    expect(calls.find(({ url }) => url.pathname.endsWith('/broadcast'))?.body).toMatchObject({
      everyone: true,
      userIds: [],
    });
  });
});

import type { Notification } from '@shop/shared/notification';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const reply: Notification = {
  _id: 'n1',
  title: 'Nieuw antwoord op je reactie',
  message: 'loper@example.nl reageerde bij "Koolhydraten stapelen": Goed punt!',
  icon: 'reply',
  link: '/blog/koolhydraten-stapelen#comment-c1',
  isRead: false,
  createdAt: minutesAgo(5),
};
const untitled: Notification = {
  _id: 'n2',
  title: '',
  message: 'Je bestelling is verzonden.',
  icon: 'raket',
  link: null,
  isRead: true,
  createdAt: minutesAgo(60 * 24),
};

let notifications: Notification[];
let fetchMock: ReturnType<typeof vi.fn>;

/** A tiny in-memory API for /notifications, as the server behaves. */
beforeEach(() => {
  notifications = [reply, untitled];
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/notifications/my') return json(200, notifications);
    if (url === '/api/notifications/read-all' && method === 'POST') {
      notifications = notifications.map((notification) => ({ ...notification, isRead: true }));
      return json(204);
    }
    const read = url.match(/^\/api\/notifications\/([^/]+)\/read$/);
    if (read && method === 'POST') {
      notifications = notifications.map((notification) =>
        notification._id === read[1] ? { ...notification, isRead: true } : notification,
      );
      return json(204);
    }
    const one = url.match(/^\/api\/notifications\/([^/]+)$/);
    if (one && method === 'DELETE') {
      notifications = notifications.filter((notification) => notification._id !== one[1]);
      return json(204);
    }
    return json(200, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  logInAs('user');
});
afterEach(() => {
  // Unmount first, so no query of the page left behind reaches the real fetch.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method);

const badge = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Notificaties/ });

describe('notifications page', () => {
  it('lists notifications with icon, title, message, relative time and details link', async () => {
    renderApp('/notificaties');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaties' })).toBeInTheDocument();
    const items = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('heading', { name: 'Nieuw antwoord op je reactie (ongelezen)' }),
    ).toBeInTheDocument();
    expect(within(first).getByText(reply.message)).toBeInTheDocument();
    expect(within(first).getByText('5 minuten geleden')).toBeInTheDocument();
    expect(first.querySelector('svg[data-icon="reply"]')).not.toBeNull();
    expect(within(first).getByRole('link', { name: 'Details' })).toHaveAttribute('href', reply.link);

    // No title: the default one; an unknown icon: a bell; read: no 'ongelezen', no mark button.
    expect(within(second).getByRole('heading', { name: 'Nieuwe notificatie' })).toBeInTheDocument();
    expect(within(second).getByText('gisteren')).toBeInTheDocument();
    expect(second.querySelector('svg[data-icon="bell"]')).not.toBeNull();
    expect(within(second).queryByRole('link', { name: 'Details' })).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Markeer als gelezen' })).not.toBeInTheDocument();
    expect(badge()).toHaveAccessibleName('Notificaties 1 ongelezen');
  });

  it('shows the empty text when there are none', async () => {
    notifications = [];
    renderApp('/notificaties');
    expect(await screen.findByText('Geen notificaties op dit moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alles als gelezen markeren' })).not.toBeInTheDocument();
  });

  it('shows an error when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => apiError(500));
    renderApp('/notificaties');
    expect(await screen.findByText('De notificaties konden niet worden geladen.')).toBeInTheDocument();
  });

  it('marks all as read, which also clears the header badge', async () => {
    renderApp('/notificaties');
    const markAll = await screen.findByRole('button', { name: 'Alles als gelezen markeren' });
    await waitFor(() => expect(badge()).toHaveAccessibleName('Notificaties 1 ongelezen'));
    await userEvent.click(markAll);

    expect(calls('POST', '/api/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(markAll).toBeDisabled());
    expect(screen.queryByText(/ongelezen/)).not.toBeInTheDocument();
    expect(badge()).toHaveAccessibleName('Notificaties');
  });

  it('marks one notification as read', async () => {
    renderApp('/notificaties');
    await userEvent.click(await screen.findByRole('button', { name: 'Markeer als gelezen' }));
    expect(calls('POST', '/api/notifications/n1/read')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Markeer als gelezen' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Alles als gelezen markeren' })).toBeDisabled();
  });

  it('marks a notification as read when its details link is opened', async () => {
    const { router } = renderApp('/notificaties');
    await userEvent.click(await screen.findByRole('link', { name: 'Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/koolhydraten-stapelen'));
    expect(calls('POST', '/api/notifications/n1/read')).toHaveLength(1);
  });

  it('deletes a notification', async () => {
    renderApp('/notificaties');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Verwijderen: notificatie Nieuwe notificatie' }),
    );
    expect(calls('DELETE', '/api/notifications/n2')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(
      screen.getByRole('button', { name: 'Verwijderen: notificatie Nieuw antwoord op je reactie' }),
    );
    expect(await screen.findByText('Geen notificaties op dit moment.')).toBeInTheDocument();
    expect(badge()).toHaveAccessibleName('Notificaties');
  });
});

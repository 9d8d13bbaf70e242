import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDashboard } from '../features/admin/test-fixtures.ts';
import { apiError, json, logInAs, renderApp } from '../test/render.tsx';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/logout') return new Response(null, { status: 204 });
    return json(200, path === '/api/admin/dashboard' ? makeDashboard() : {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('sends a guest from a login-required page to /login', async () => {
    for (const path of ['/profile', '/mijn-berichten', '/mijn-berichten/42', '/checkout', '/notificaties']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      unmount();
    }
  });

  it('shows a logged-in user the login-required page', async () => {
    logInAs('user');
    renderApp('/mijn-berichten');
    expect(await screen.findByRole('heading', { name: 'Mijn berichten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoeken' })).toBeInTheDocument();
  });

  it('sends a guest from an admin page to /login and a user to /', async () => {
    const guest = renderApp('/admin/products');
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
    guest.unmount();
    logInAs('user');
    const user = renderApp('/admin');
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Adminmenu' })).not.toBeInTheDocument();
  });

  it('shows admins the admin pages with the admin navigation', async () => {
    logInAs('admin');
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    // The dashboard's tiles (spec 2), below the owner's figures.
    const tiles = within(screen.getByRole('navigation', { name: 'Beheren' })).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/admin/products',
      '/admin/blogs',
      '/admin/orders',
      '/admin/shipping',
      '/admin/coupons',
      '/admin/settings',
      '/admin/pages',
      '/admin/users',
      '/admin/contact',
      '/admin/analytics',
      '/admin/webhooks',
      '/admin/mail',
      '/admin/wipe',
    ]);
    // The menu is a chunk of its own, loaded with the admin's pages.
    const adminNav = await screen.findByRole('navigation', { name: 'Adminmenu' });
    const labels = within(adminNav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Producten',
      'Blogs',
      'Bestellingen',
      'Verzending',
      'Kortingscodes',
      'Instellingen',
      'Juridische teksten',
      'Webhooks',
      'E-mail',
      'Gebruikers',
      'Analytics',
      'Contact',
      'Route-locks',
      'Wipe',
      'Notificaties',
      'Broadcast',
    ]);
    expect(within(adminNav).getByRole('link', { name: 'Broadcast' })).toHaveAttribute(
      'href',
      '/admin/notifications/broadcast',
    );
  });

  it('opens deeper admin routes for admins', async () => {
    logInAs('admin');
    renderApp('/admin/notifications/broadcast');
    expect(await screen.findByRole('heading', { level: 1, name: 'Broadcast versturen' })).toBeInTheDocument();
  });

  it('treats an expired token as logged out', async () => {
    logInAs('user', -10);
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('goes to /login when the silent refresh fails', async () => {
    fetchMock.mockImplementation(async () => apiError(401));
    logInAs('user', 120);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('pages', () => {
  it('shows the 404 page with a link home for an unknown path', async () => {
    renderApp('/bestaat/echt/niet');
    expect(
      await screen.findByRole('heading', { name: 'Oeps... Deze pagina bestaat niet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
  });

  it('shows an admin the 404 page for an admin path that does not exist', async () => {
    logInAs('admin');
    renderApp('/admin/bestaat-niet');
    expect(
      await screen.findByRole('heading', { name: 'Oeps... Deze pagina bestaat niet.' }),
    ).toBeInTheDocument();
  });

  it('shows the visit statistics to admins with the page title', async () => {
    logInAs('admin');
    renderApp('/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bezoekstatistieken' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bezoekstatistieken — Loopvoeding'));
  });

  it('has a home hero that leads to the blog and the shop', async () => {
    renderApp('/');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveTextContent(
      'Sportvoeding voor lopers, zonder bulk te kopen',
    );
    expect(within(main).getByRole('link', { name: 'Lees de blog' })).toHaveAttribute('href', '/blog');
    expect(within(main).getByRole('link', { name: 'Bekijk de pakketten' })).toHaveAttribute('href', '/shop');
  });

  it('tells the founder story and mission on the about page', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Over ons' })).toBeInTheDocument();
    expect(screen.getByText(/doos van 24 gels/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kleine proefpakketten, geen bulk' })).toBeInTheDocument();
  });
});

describe('layout', () => {
  it('has a footer with contact e-mail, social and fitness links and the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    renderApp('/about');
    vi.useRealTimers();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2031 Loopvoeding');
    expect(within(footer).getByRole('link', { name: 'info@loopvoeding.nl' })).toHaveAttribute(
      'href',
      'mailto:info@loopvoeding.nl',
    );
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/loopvoeding',
    );
    expect(within(footer).getByRole('link', { name: 'Strava-club' })).toHaveAttribute(
      'href',
      'https://www.strava.com/clubs/loopvoeding',
    );
    expect(within(footer).getByRole('link', { name: 'Over ons' })).toHaveAttribute('href', '/about');
  });

  it('shows guests the public navigation with Login and Registreren', () => {
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'Shop',
      'Blog',
      'Over ons',
      'Support',
      'Contact',
      'Login',
      'Registreren',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#main');
  });

  it("shows a user notifications, cart, profile, the role ('klant') and logout; no Admin link", () => {
    logInAs('user');
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Notificaties' })).toHaveAttribute(
      'href',
      '/notificaties',
    );
    expect(within(header).getByRole('link', { name: 'Winkelwagen' })).toHaveAttribute('href', '/cart');
    expect(within(header).getByRole('link', { name: 'Profiel' })).toHaveAttribute('href', '/profile');
    expect(within(header).getByText('klant', { exact: true })).toBeInTheDocument();
    expect(within(header).queryByText('user', { exact: true })).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it("shows an admin the Admin link and the role 'beheerder'", () => {
    logInAs('admin');
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(header).getByText('beheerder', { exact: true })).toBeInTheDocument();
    expect(within(header).queryByText('admin', { exact: true })).not.toBeInTheDocument();
    // The admin sub-navigation belongs to /admin pages only.
    expect(screen.queryByRole('navigation', { name: 'Adminmenu' })).not.toBeInTheDocument();
  });

  it('toggles the mobile menu with a labelled button', async () => {
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu openen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'main-nav');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu openen' })).toBeInTheDocument();
  });

  it('logging out returns to the public navigation on the home page', async () => {
    logInAs('user');
    const { router } = renderApp('/mijn-berichten');
    await userEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/auth/logout'),
    );
  });
});

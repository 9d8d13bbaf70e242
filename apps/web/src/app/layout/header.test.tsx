import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logInAs, renderApp } from '../../test/render.tsx';

const cart = vi.hoisted(() => ({ count: 3 }));

vi.mock('../../lib/cart/cart-store.ts', () => ({
  useCartItemCount: () => cart.count,
  clearCart: () => {},
  getCartLines: () => [],
  loadCart: async () => {},
}));
vi.mock('../../features/notifications/hooks/use-unread-notification-count.ts', () => ({
  useUnreadNotificationCount: () => 0,
}));

describe('header badges', () => {
  it('shows a count badge only when above 0', () => {
    logInAs('user');
    renderApp('/about');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Winkelwagen 3 artikelen' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(header).getByRole('link', { name: 'Notificaties' })).toBeInTheDocument();
    // The phone shortcut keeps the cart in sight while the menu is closed.
    expect(within(header).getByRole('link', { name: 'Naar je winkelwagen (3 artikelen)' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it("says '1 artikel' for one item in the cart, never '1 artikelen'", () => {
    cart.count = 1;
    logInAs('user');
    renderApp('/about');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Winkelwagen 1 artikel' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(header).getByRole('link', { name: 'Naar je winkelwagen (1 artikel)' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(header).queryByText(/1 artikelen/)).not.toBeInTheDocument();
    cart.count = 3;
  });

  it('closes the menu with Escape and gives the focus back to the menu button', async () => {
    renderApp('/about');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu openen' }));
    within(screen.getByRole('navigation', { name: 'Hoofdmenu' }))
      .getAllByRole('link')[0]
      ?.focus();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Menu openen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

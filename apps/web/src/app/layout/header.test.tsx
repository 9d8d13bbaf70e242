import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logInAs, renderApp } from '../../test/render.tsx';

vi.mock('../../features/cart/cart-store.ts', () => ({
  useCartItemCount: () => 3,
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
  });
});

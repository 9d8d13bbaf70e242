import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { getCartLines, loadCart } from '../../../lib/cart/cart-store.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * Spec 7 triggers: the cart loads after login, or on start-up when logged in, the cart is empty
 * and the page is not /success (which empties the cart itself once the order is confirmed).
 */
export function useCartSync(): void {
  const { token } = useAuth();
  const { pathname } = useLocation();
  const loggedIn = token !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the login state changes, not on every navigation.
  useEffect(() => {
    if (!loggedIn || pathname === paths.success()) return;
    if (getCartLines().length === 0) void loadCart();
  }, [loggedIn]);
}

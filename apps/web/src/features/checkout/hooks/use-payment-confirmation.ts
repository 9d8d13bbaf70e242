import { useEffect } from 'react';
import { clearCart, loadCart } from '../../../lib/cart/cart-store.ts';
import { confirmPayment } from '../api/checkout-api.ts';

/**
 * Session ids already reported in this browser tab. Module-level on purpose: StrictMode's double
 * effects and a remount must not confirm the same payment twice (spec 4).
 */
const confirmedSessions = new Set<string>();

/**
 * Confirms a paid session once, then empties the cart here and reads the server's: the server
 * takes the ordered products out of the cart when the order is paid, so an old /success link
 * opened later leaves a newer cart alone. Failures are only logged.
 */
export function usePaymentConfirmation(sessionId: string | null, loggedIn: boolean): void {
  useEffect(() => {
    if (!sessionId || !loggedIn || confirmedSessions.has(sessionId)) return;
    confirmedSessions.add(sessionId);
    confirmPayment(sessionId)
      .then(() => {
        clearCart();
        return loadCart();
      })
      .catch((error: unknown) => console.error('Betaling bevestigen mislukt', error));
  }, [sessionId, loggedIn]);
}

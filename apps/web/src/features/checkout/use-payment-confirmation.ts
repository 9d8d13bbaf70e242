import { useEffect } from 'react';
import { clearCart } from '../cart/cart-store.ts';
import { confirmPayment } from './api/checkout-api.ts';

/**
 * Session ids already reported in this browser tab. Module-level on purpose: StrictMode's double
 * effects and a remount must not confirm the same payment twice (spec 4).
 */
const confirmedSessions = new Set<string>();

/** Confirms a paid session once, then empties the cart here and on the server; failures are only logged. */
export function usePaymentConfirmation(sessionId: string | null, loggedIn: boolean): void {
  useEffect(() => {
    if (!sessionId || !loggedIn || confirmedSessions.has(sessionId)) return;
    confirmedSessions.add(sessionId);
    confirmPayment(sessionId)
      .then(() => clearCart({ server: true }))
      .catch((error: unknown) => console.error('Betaling bevestigen mislukt', error));
  }, [sessionId, loggedIn]);
}

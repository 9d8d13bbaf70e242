import type { OrderStatus } from '@shop/shared/order';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { clearCart, loadCart } from '../../../lib/cart/cart-store.ts';
import { checkoutQueries } from '../api/checkout-api.ts';

/** How often, and how long, the page asks whether a payment on its way has arrived. */
export const PAYMENT_POLL_MS = 3_000;
export const PAYMENT_POLL_LIMIT_MS = 3 * 60_000;

/**
 * What the success page can say (decision 037): `paid` (the spec's text), `processing` (the order
 * waits for its payment; the page follows it), `notPaid` (cancelled or expired), `unknown` (no
 * session, a guest, or a session that is not the user's order), `checking`, or `failed` (the
 * confirmation could not be asked: a route lock, an outage, no network).
 */
export type PaymentOutcome =
  | { state: 'checking' | 'paid' | 'notPaid' | 'unknown' }
  | { state: 'processing'; gaveUp: boolean }
  | { state: 'failed'; error: unknown; retry: () => unknown };

const PAID: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];
const NOT_PAID: readonly OrderStatus[] = ['cancelled', 'expired'];

/** Sessions whose paid order has emptied this tab's cart already. */
const settledCarts = new Set<string>();

/**
 * Reports the session once, then follows its order: a payment still on its way is asked for every
 * few seconds, for a few minutes. Once the order is paid the cart here is emptied and the server's
 * read again (decision 045, 020: the server took the paid products out of it).
 */
export function usePaymentOutcome(sessionId: string | null, loggedIn: boolean): PaymentOutcome {
  const asks = sessionId !== null && sessionId !== '' && loggedIn;
  const confirmation = useQuery({ ...checkoutQueries.confirmation(sessionId ?? ''), enabled: asks });
  const orderId = confirmation.data?.orderId ?? '';
  const pending = confirmation.data?.status === 'pending';
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const order = useQuery({
    ...checkoutQueries.orderStatus(orderId),
    enabled: pending && !gaveUp,
    refetchInterval: (query) =>
      query.state.data !== undefined && query.state.data !== 'pending' ? false : PAYMENT_POLL_MS,
  });
  const status = pending ? (order.data ?? 'pending') : confirmation.data?.status;

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(
      () => setGaveUp(true),
      Math.max(0, startedAt + PAYMENT_POLL_LIMIT_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [status, startedAt]);

  const paid = status !== undefined && PAID.includes(status);
  useEffect(() => {
    if (!paid || !sessionId || settledCarts.has(sessionId)) return;
    settledCarts.add(sessionId);
    clearCart();
    void loadCart();
  }, [paid, sessionId]);

  if (!asks) return { state: 'unknown' };
  if (confirmation.isError) {
    const error = confirmation.error;
    const notTheirs = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return notTheirs ? { state: 'unknown' } : { state: 'failed', error, retry: confirmation.refetch };
  }
  if (status === undefined) return { state: 'checking' };
  if (paid) return { state: 'paid' };
  if (status === 'pending') return { state: 'processing', gaveUp };
  if (NOT_PAID.includes(status)) return { state: 'notPaid' };
  return { state: 'unknown' };
}

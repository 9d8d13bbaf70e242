import type { CheckoutSession, Order, OrderStatus } from '@shop/shared/order';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /checkout/session: the address and the chosen shipping method; the server builds the order
 * from its own cart and answers the hosted payment page.
 */
export const createCheckoutSession = (body: CheckoutSession) =>
  api.post<{ url: string }>('/checkout/session', body);

/** What the server knows about a checkout session: its order and that order's status. */
export interface PaymentConfirmation {
  orderId: string;
  status: OrderStatus;
}

/**
 * POST /checkout/success: the success page reports the paid session (safe to repeat server-side)
 * and hears the order's status; a session that is not the caller's answers 404.
 */
export const confirmPayment = (sessionId: string) =>
  api.post<PaymentConfirmation>('/checkout/success', { sessionId });

/**
 * Sessions this tab has reported, with the answer: module-level on purpose, so StrictMode's double
 * effects and a remount never confirm the same payment twice (spec 4). A failed report is
 * forgotten, so 'Opnieuw proberen' reports again.
 */
const confirmations = new Map<string, Promise<PaymentConfirmation>>();

export function confirmPaymentOnce(sessionId: string): Promise<PaymentConfirmation> {
  let confirmation = confirmations.get(sessionId);
  if (!confirmation) {
    confirmation = confirmPayment(sessionId);
    confirmations.set(sessionId, confirmation);
    confirmation.catch(() => confirmations.delete(sessionId));
  }
  return confirmation;
}

/** GET /orders/my/{id}: the status of the user's own order, while its payment is on its way. */
export const fetchOrderStatus = async (orderId: string): Promise<OrderStatus> =>
  (await api.get<Order>(`/orders/my/${encodeURIComponent(orderId)}`)).status;

export const checkoutKeys = {
  confirmation: (sessionId: string) => ['checkout', 'confirmation', sessionId] as const,
  orderStatus: (orderId: string) => ['checkout', 'order-status', orderId] as const,
};

export const checkoutQueries = {
  confirmation: (sessionId: string) =>
    queryOptions({
      queryKey: checkoutKeys.confirmation(sessionId),
      queryFn: () => confirmPaymentOnce(sessionId),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  orderStatus: (orderId: string) =>
    queryOptions({ queryKey: checkoutKeys.orderStatus(orderId), queryFn: () => fetchOrderStatus(orderId) }),
};

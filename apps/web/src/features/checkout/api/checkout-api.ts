import type { CheckoutAddress } from '@shop/shared/order';
import { api } from '../../../lib/api-client.ts';

/** POST /checkout/session: the server builds the order from its own cart and answers the hosted payment page. */
export const createCheckoutSession = (address: CheckoutAddress) =>
  api.post<{ url: string }>('/checkout/session', address);

/** POST /checkout/success: the success page reports the paid session (safe to repeat server-side). */
export const confirmPayment = (sessionId: string) =>
  api.post<{ orderId: string; status: string }>('/checkout/success', { sessionId });

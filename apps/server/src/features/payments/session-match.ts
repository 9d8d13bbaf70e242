/** What the shop reads of a payment session to settle an order with it. */
export interface PaymentSession {
  id?: string;
  payment_status?: string;
  amount_total?: number | null;
  currency?: string | null;
}

/** The currency every order is paid in. */
export const ORDER_CURRENCY = 'eur';

/**
 * Whether the session pays the order: it is the session made for that order (the order keeps
 * its id), it is paid, and it is for exactly the order's total, in euros. A session made anywhere
 * else, for another amount or in another currency never pays an order, whatever its metadata says.
 */
export function paysOrder(
  session: PaymentSession,
  order: { stripeSessionId: string | null; totalCents: number },
): boolean {
  return (
    session.payment_status === 'paid' &&
    // Stryker disable next-line ConditionalExpression: an order's session id is a string or null, never undefined, so the next line decides alone
    session.id !== undefined &&
    session.id === order.stripeSessionId &&
    session.amount_total === order.totalCents &&
    session.currency === ORDER_CURRENCY
  );
}

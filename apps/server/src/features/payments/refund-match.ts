import { ORDER_CURRENCY } from './session-match.ts';

/** What the shop reads of the provider's refund to settle one of its own with it. */
export interface ProviderRefund {
  id: string;
  amount?: number | null;
  currency?: string | null;
  payment_intent?: string | null;
}

/**
 * Whether the provider's refund is the shop's refund (decision 057): it pays back the order's own
 * payment, exactly the refund's amount, in euros, and it is the provider's refund the shop was told
 * of, or the shop was told of none yet (its event came before the provider's answer). Metadata
 * only names the candidate; it never makes a refund match.
 */
export function settlesRefund(
  provider: ProviderRefund,
  refund: { amountCents: number; stripeRefundId: string | null },
  order: { stripePaymentIntentId: string | null },
): boolean {
  return (
    order.stripePaymentIntentId !== null &&
    provider.payment_intent === order.stripePaymentIntentId &&
    provider.amount === refund.amountCents &&
    provider.currency === ORDER_CURRENCY &&
    (refund.stripeRefundId === null || refund.stripeRefundId === provider.id)
  );
}

import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/** The subset of a Stripe Checkout Session the shop and the hosted page use. */
export interface EmulatedSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  /** The line items' sum. */
  amount_subtotal: number;
  /** What the payer pays: the line items and the chosen shipping. */
  amount_total: number;
  currency: string;
  locale: string | null;
  customer_email: string | null;
  customer_details: { name: string | null; email: string | null } | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
  /** The shipping option chosen (the first offered, as Stripe preselects it); null without options. */
  shipping_cost: {
    amount_subtotal: number;
    amount_tax: number;
    amount_total: number;
    shipping_rate: string;
  } | null;
  shipping_options: { shipping_amount: number; shipping_rate: string }[];
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface EmulatedLineItem {
  description: string;
  quantity: number;
  unit_amount: number;
  amount_total: number;
}

/** A shipping option as the hosted page shows it. */
export interface EmulatedShippingRate {
  id: string;
  display_name: string;
  amount: number;
}

export const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A paid session's payment: its intent and its one charge, and the refunds made on it. */
export interface EmulatedPayment {
  id: string;
  chargeId: string;
  paymentMethodId: string;
  balanceTransactionId: string;
  amount: number;
  currency: string;
  created: number;
  method: 'card' | 'ideal';
  payerName: string | null;
  payerEmail: string | null;
  /** Paid with the card whose refunds fail (4000 0000 0000 5126, as in Stripe's test mode). */
  refundsFail: boolean;
  refunds: Stripe.Refund[];
}

/** Sessions live in memory: the emulator stands in for a remote service during one server run. */
export function createEmulatorStore() {
  const sessions = new Map<
    string,
    { session: EmulatedSession; lineItems: EmulatedLineItem[]; shipping: EmulatedShippingRate | null }
  >();
  const payments = new Map<string, EmulatedPayment>();
  /** Answers already given, by the client's idempotency key: a retry gets the same answer. */
  const answered = new Map<string, { params: string; answer: unknown }>();
  return {
    addPayment(payment: EmulatedPayment) {
      payments.set(payment.id, payment);
    },
    payment(paymentIntentId: string) {
      return payments.get(paymentIntentId);
    },
    paymentOfCharge(chargeId: string) {
      return [...payments.values()].find((payment) => payment.chargeId === chargeId);
    },
    answered(key: string) {
      return answered.get(key);
    },
    answer(key: string, params: string, answer: unknown) {
      answered.set(key, { params, answer });
    },
    add(
      session: EmulatedSession,
      lineItems: EmulatedLineItem[],
      shipping: EmulatedShippingRate | null = null,
    ) {
      sessions.set(session.id, { session, lineItems, shipping });
    },
    get(id: string) {
      return sessions.get(id);
    },
    /** Open sessions whose time ran out. */
    overdue(nowSeconds: number) {
      return [...sessions.values()]
        .map((entry) => entry.session)
        .filter((session) => session.status === 'open' && session.expires_at <= nowSeconds);
    },
  };
}
export type EmulatorStore = ReturnType<typeof createEmulatorStore>;

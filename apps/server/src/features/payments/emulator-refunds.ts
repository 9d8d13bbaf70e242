import type Stripe from 'stripe';
import { z } from 'zod';
import { type EmulatedPayment, randomId } from './emulator-store.ts';

/**
 * Stripe's refunds as the emulator makes them (decision 057): `POST /v1/refunds` on a paid
 * session's payment intent (or its charge), answered with a `Stripe.Refund`, and the charge the
 * `charge.refunded` event carries. Everything here is typed by the SDK's own types, so the shapes
 * are Stripe's.
 */

const formText = z.string();

/** The parameters as the SDK form-encodes them; anything of another shape is refused with 400. */
export const createRefundParamsSchema = z.looseObject({
  payment_intent: formText.optional(),
  charge: formText.optional(),
  amount: formText.optional(),
  currency: formText.optional(),
  reason: formText.optional(),
  metadata: z.record(z.string(), formText).optional(),
});
export type CreateRefundParams = z.infer<typeof createRefundParamsSchema>;

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
const METADATA = { keys: 50, key: 40, value: 500 };

/** Stripe's error for a refused request: its HTTP status, code and message. */
export interface RefundRefusal {
  status: number;
  code: string;
  message: string;
}

/** What is still refundable of a payment: its amount less every refund that did not fail (none is canceled here). */
export const unrefunded = (payment: EmulatedPayment) =>
  payment.amount -
  payment.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** Why Stripe would refuse this refund of `payment`, or null. */
export function refundRefusal(params: CreateRefundParams, payment: EmulatedPayment): RefundRefusal | null {
  const invalid = (message: string, code = 'parameter_invalid') => ({ status: 400, code, message });
  const left = unrefunded(payment);
  if (left === 0) {
    return invalid(`Charge ${payment.chargeId} has already been refunded.`, 'charge_already_refunded');
  }
  if (params.amount !== undefined) {
    const amount = Number(params.amount);
    if (!/^\d+$/.test(params.amount) || !Number.isSafeInteger(amount) || amount < 1) {
      return invalid('Invalid positive integer: amount.', 'parameter_invalid_integer');
    }
    if (amount > left) {
      return invalid(
        `Refund amount (${euros(amount)}) is greater than unrefunded amount on charge (${euros(left)})`,
        'amount_too_large',
      );
    }
  }
  if (params.currency !== undefined && params.currency !== payment.currency) {
    return invalid('The currency of a refund must be the currency of its charge.');
  }
  if (params.reason !== undefined && !REASONS.includes(params.reason)) {
    return invalid(`Invalid reason: must be one of ${REASONS.join(', ')}.`);
  }
  const metadata = Object.entries(params.metadata ?? {});
  if (metadata.length > METADATA.keys) return invalid(`metadata: at most ${METADATA.keys} keys.`);
  for (const [key, value] of metadata) {
    if (key.length > METADATA.key || value.length > METADATA.value) {
      return invalid(`metadata: keys up to ${METADATA.key} and values up to ${METADATA.value} characters.`);
    }
  }
  return null;
}

/**
 * A new refund of `payment`, as Stripe answers it: succeeded at once for a card payment (as a
 * card refund in test mode), pending for a payment whose refunds fail (it fails a moment later).
 */
export function newRefund(params: CreateRefundParams, payment: EmulatedPayment, now: number): Stripe.Refund {
  const refund: Stripe.Refund = {
    id: randomId('re'),
    object: 'refund',
    amount: params.amount === undefined ? unrefunded(payment) : Number(params.amount),
    balance_transaction: randomId('txn'),
    charge: payment.chargeId,
    created: now,
    currency: payment.currency,
    customer: null,
    customer_account: null,
    metadata: params.metadata ?? {},
    payment_intent: payment.id,
    payment_method: payment.paymentMethodId,
    reason: (params.reason as Stripe.Refund.Reason | undefined) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: payment.refundsFail ? 'pending' : 'succeeded',
    transfer_reversal: null,
  };
  if (payment.method === 'card') {
    refund.destination_details = {
      type: 'card',
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
    };
  }
  return refund;
}

/** The refund that failed after it was made, as Stripe changes it (a card that was closed meanwhile). */
export function failRefund(refund: Stripe.Refund): void {
  refund.status = 'failed';
  refund.failure_reason = 'expired_or_canceled_card';
  refund.failure_balance_transaction = randomId('txn');
}

/** The payment's charge as `charge.refunded` carries it: what was refunded, with its refunds. */
export function chargeOf(payment: EmulatedPayment): Stripe.Charge {
  const amountRefunded = payment.amount - unrefunded(payment);
  return {
    id: payment.chargeId,
    object: 'charge',
    amount: payment.amount,
    amount_captured: payment.amount,
    amount_refunded: amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: payment.balanceTransactionId,
    billing_details: {
      address: null,
      email: payment.payerEmail,
      name: payment.payerName,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'LOOPVOEDING',
    captured: true,
    created: payment.created,
    currency: payment.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: null,
    paid: true,
    payment_intent: payment.id,
    payment_method: payment.paymentMethodId,
    payment_method_details: null,
    receipt_email: payment.payerEmail,
    receipt_number: null,
    receipt_url: null,
    refunded: amountRefunded === payment.amount,
    refunds: {
      object: 'list',
      data: structuredClone(payment.refunds).reverse(),
      has_more: false,
      url: `/v1/charges/${payment.chargeId}/refunds`,
    },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

import { describe, expect, it } from 'vitest';
import { settlesRefund } from './refund-match.ts';

const order = { stripePaymentIntentId: 'pi_own' };
const refund = { amountCents: 1295, stripeRefundId: null };
const provider = { id: 're_own', amount: 1295, currency: 'eur', payment_intent: 'pi_own' };

describe('the provider’s refund settles the shop’s refund', () => {
  it('when it pays back the order’s own payment, exactly the refund’s amount, in euros', () => {
    expect(settlesRefund(provider, refund, order)).toBe(true);
    expect(settlesRefund(provider, { ...refund, stripeRefundId: 're_own' }, order)).toBe(true);
  });

  it('not when any one of those differs, nor when the shop knows the refund under another id', () => {
    for (const other of [
      { payment_intent: 'pi_other' },
      { payment_intent: null },
      { payment_intent: undefined },
      { amount: 1294 },
      { amount: 1296 },
      { amount: null },
      { currency: 'usd' },
      { currency: 'EUR' },
      { currency: null },
    ]) {
      expect(settlesRefund({ ...provider, ...other }, refund, order), JSON.stringify(other)).toBe(false);
    }
    expect(settlesRefund(provider, { ...refund, stripeRefundId: 're_other' }, order)).toBe(false);
    expect(
      settlesRefund({ ...provider, payment_intent: null }, refund, { stripePaymentIntentId: null }),
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { paysOrder } from './session-match.ts';

const order = { stripeSessionId: 'cs_test_own', totalCents: 2390 };
const session = { id: 'cs_test_own', payment_status: 'paid', amount_total: 2390, currency: 'eur' };

describe('a session pays an order', () => {
  it('when it is the order’s own session, paid, for exactly its total in euros', () => {
    expect(paysOrder(session, order)).toBe(true);
  });

  it('not when any one of those differs', () => {
    for (const other of [
      { id: 'cs_test_other' },
      { id: undefined },
      { payment_status: 'unpaid' },
      { amount_total: 2389 },
      { amount_total: 2391 },
      { amount_total: null },
      { currency: 'usd' },
      { currency: 'EUR' },
      { currency: null },
    ]) {
      expect(paysOrder({ ...session, ...other }, order), JSON.stringify(other)).toBe(false);
    }
    expect(paysOrder(session, { ...order, stripeSessionId: null })).toBe(false);
    expect(paysOrder({ ...session, id: undefined }, { ...order, stripeSessionId: null })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  canTransition,
  checkoutAddressSchema,
  checkoutSessionSchema,
  checkoutSuccessSchema,
  isRefundTransition,
  type OrderStatus,
  orderListQuerySchema,
  orderStatuses,
  statusControlAllows,
  webhookQuerySchema,
} from './order.ts';

/** Every status change the shop allows; all other pairs are refused. */
const allowed: [OrderStatus, OrderStatus][] = [
  ['pending', 'paid'],
  ['pending', 'cancelled'],
  ['pending', 'expired'],
  ['paid', 'processing'],
  ['paid', 'refunded'],
  ['paid', 'cancelled'],
  ['processing', 'shipped'],
  ['processing', 'refunded'],
  ['processing', 'cancelled'],
  ['shipped', 'delivered'],
  ['shipped', 'refunded'],
  ['delivered', 'refunded'],
];

describe('order status machine', () => {
  it('allows exactly the listed transitions and refuses every other pair', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('leaves the changes a refund makes to refunds: the status control never sets them', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const byRefund = to === 'refunded' || (to === 'cancelled' && from !== 'pending');
        expect(isRefundTransition(from, to), `${from} → ${to}`).toBe(byRefund);
        expect(statusControlAllows(from, to), `${from} → ${to}`).toBe(canTransition(from, to) && !byRefund);
      }
    }
    expect(statusControlAllows('pending', 'cancelled')).toBe(true);
    expect(statusControlAllows('paid', 'cancelled')).toBe(false);
    expect(statusControlAllows('paid', 'processing')).toBe(true);
  });

  it('has no way back to pending and nothing after a final status', () => {
    for (const from of orderStatuses) expect(canTransition(from, 'pending')).toBe(false);
    for (const final of ['cancelled', 'expired', 'refunded'] as const) {
      for (const to of orderStatuses) expect(canTransition(final, to)).toBe(false);
    }
  });
});

const address = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  street: 'Stationsstraat',
  number: '10-C',
  zip: '3511 AB',
  city: 'Utrecht',
  country: 'Nederland',
};

describe('checkout address', () => {
  it('requires every address field, blank or spaces only being missing', () => {
    for (const field of Object.keys(address)) {
      const result = checkoutAddressSchema.safeParse({ ...address, [field]: '  ' });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Verplicht veld']);
    }
  });

  it('takes only a country the shop ships to, written as people write it', () => {
    for (const country of ['Nederland', ' belgië ', 'BE', 'the Netherlands']) {
      expect(checkoutAddressSchema.safeParse({ ...address, country }).success, country).toBe(true);
    }
    for (const country of ['Duitsland', 'DE', 'Nederland-Zuid']) {
      const result = checkoutAddressSchema.safeParse({ ...address, country });
      expect(
        result.error?.issues.map(({ path, message }) => ({ path, message })),
        country,
      ).toEqual([{ path: ['country'], message: 'We verzenden alleen naar Nederland en België.' }]);
    }
  });

  it('asks the checkout for a shipping method by its id', () => {
    const id = '0b6a7a52-54a8-4d6c-9a55-7d3b2f1e9c10';
    expect(checkoutSessionSchema.parse({ ...address, shippingMethodId: id }).shippingMethodId).toBe(id);
    for (const shippingMethodId of [undefined, '', 'postnl']) {
      expect(
        checkoutSessionSchema.safeParse({ ...address, shippingMethodId }).error?.issues[0]?.message,
      ).toBe('Kies een verzendmethode.');
    }
  });

  it('trims the fields and takes the e-mail as optional, empty or valid', () => {
    expect(checkoutAddressSchema.parse({ ...address, city: ' Utrecht ' }).city).toBe('Utrecht');
    expect(checkoutAddressSchema.parse({ ...address, email: '' }).email).toBe('');
    expect(checkoutAddressSchema.parse(address).email).toBeUndefined();
    expect(
      checkoutAddressSchema.safeParse({ ...address, email: 'geen-adres' }).error?.issues[0]?.message,
    ).toBe('Ongeldig e-mailadres');
  });

  it('refuses a field longer than 200 characters', () => {
    expect(checkoutAddressSchema.safeParse({ ...address, street: 'a'.repeat(201) }).success).toBe(false);
  });

  it('requires a session id on the success call', () => {
    expect(checkoutSuccessSchema.safeParse({ sessionId: '' }).success).toBe(false);
    expect(checkoutSuccessSchema.parse({ sessionId: 'cs_test_1' }).sessionId).toBe('cs_test_1');
  });
});

describe('order list query', () => {
  it('treats empty and blank filters as absent', () => {
    const query = orderListQuerySchema.parse({ userEmail: '  ', status: '', from: '', city: '' });
    expect(query).toEqual({ page: 1, limit: 50 });
  });

  it('trims text filters and reads dates and statuses', () => {
    const query = orderListQuerySchema.parse({
      userEmail: ' sanne ',
      status: 'paid',
      from: '2026-01-31',
      page: '3',
      limit: '10',
    });
    expect(query).toEqual({
      userEmail: 'sanne',
      status: 'paid',
      from: new Date('2026-01-31'),
      page: 3,
      limit: 10,
    });
  });

  it('refuses an unknown status and a date that is not one', () => {
    expect(orderListQuerySchema.safeParse({ status: 'gestolen' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ to: 'gisteren' }).error?.issues[0]?.message).toBe(
      'Ongeldige datum',
    );
  });

  it('falls back to the first page and 50 per page for nonsense paging', () => {
    expect(orderListQuerySchema.parse({ page: '0', limit: '1000' })).toEqual({ page: 1, limit: 50 });
    expect(orderListQuerySchema.parse({ page: 'x', limit: '-1' })).toEqual({ page: 1, limit: 50 });
  });

  it('reads the webhook filters the same way', () => {
    expect(webhookQuerySchema.parse({ userId: ' ', session: ' cs_1 ', to: '' })).toEqual({ session: 'cs_1' });
  });
});

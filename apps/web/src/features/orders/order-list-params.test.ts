import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from '../../lib/list/list-params.ts';
import { orderListSchema } from './order-list-params.ts';

const read = (query: string) => readListParams(orderListSchema, new URLSearchParams(query));

describe('order list state in the URL', () => {
  it('defaults to page 1 and 50 per page with no filters', () => {
    expect(read('')).toEqual({
      userEmail: '',
      status: '',
      stripeSessionId: '',
      stripePaymentIntentId: '',
      cartTitle: '',
      firstName: '',
      lastName: '',
      city: '',
      country: '',
      from: '',
      to: '',
      page: 1,
      limit: 50,
    });
  });

  it('ignores an unknown status, a bad page and a page size outside 10/25/50/100', () => {
    expect(read('status=zoek&page=-3&limit=7')).toMatchObject({ status: '', page: 1, limit: 50 });
    expect(read('limit=100&page=4')).toMatchObject({ page: 4, limit: 100 });
  });

  it('writes only filled-in, trimmed filters plus page and limit', () => {
    const state = read('city=%20Gent%20&status=paid&page=2&limit=25');
    expect(Object.fromEntries(writeListParams(orderListSchema, state))).toEqual({
      status: 'paid',
      city: 'Gent',
      page: '2',
      limit: '25',
    });
  });
});

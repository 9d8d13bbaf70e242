import { describe, expect, it } from 'vitest';
import { emptyOrderFilters, orderListSearch, readOrderListState } from './order-filters.ts';

describe('order list state in the URL', () => {
  it('defaults to page 1 and 50 per page with no filters', () => {
    expect(readOrderListState(new URLSearchParams(''))).toEqual({
      filters: emptyOrderFilters,
      page: 1,
      limit: 50,
    });
  });

  it('ignores an unknown status, a bad page and a page size outside 10/25/50/100', () => {
    const state = readOrderListState(new URLSearchParams('status=zoek&page=-3&limit=7'));
    expect(state).toMatchObject({ page: 1, limit: 50 });
    expect(state.filters.status).toBe('');
    expect(readOrderListState(new URLSearchParams('limit=100&page=4')).limit).toBe(100);
  });

  it('writes only filled-in, trimmed filters plus page and limit', () => {
    const state = readOrderListState(new URLSearchParams('city=%20Gent%20&status=paid&page=2&limit=25'));
    expect(orderListSearch(state)).toEqual({ status: 'paid', city: 'Gent', page: '2', limit: '25' });
  });
});

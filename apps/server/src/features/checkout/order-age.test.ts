import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../orders/orders.service.ts';
import { isOlder } from './checkout.service.ts';

const order = (ms: number, id: string) => ({ createdAt: new Date(ms), id }) as OrderRow;

describe('which of two checkouts of a buyer is the older', () => {
  it('the earlier one; at the same moment the lower id; never both, never itself', () => {
    expect(isOlder(order(1_000, 'b'), order(2_000, 'a'))).toBe(true);
    expect(isOlder(order(2_000, 'a'), order(1_000, 'b'))).toBe(false);
    expect(isOlder(order(1_000, 'a'), order(1_000, 'b'))).toBe(true);
    expect(isOlder(order(1_000, 'b'), order(1_000, 'a'))).toBe(false);
    expect(isOlder(order(1_000, 'a'), order(1_000, 'a'))).toBe(false);
    expect(isOlder(order(1_001, 'a'), order(1_000, 'b'))).toBe(false);
  });
});

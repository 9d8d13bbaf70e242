import { describe, expect, it } from 'vitest';
import { closeness } from './mutation-sequencer.ts';

describe('the order of test files under mutation testing', () => {
  it('puts the mutated file’s own test first, then its folder’s, then the nearest folders', () => {
    const source = '/shop/apps/server/src/features/cart/cart.service.ts';
    const tests = [
      '/shop/apps/server/test/security/parallel-writes.test.ts',
      '/shop/apps/server/src/features/checkout/checkout.test.ts',
      '/shop/apps/server/src/features/cart/cart-limits.test.ts',
      '/shop/apps/server/src/features/cart/cart.test.ts',
    ];
    const ranked = [...tests].sort((a, b) => closeness(source, b) - closeness(source, a));
    expect(ranked).toEqual([tests[3], tests[2], tests[1], tests[0]]);
  });
});

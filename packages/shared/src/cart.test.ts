import { describe, expect, it } from 'vitest';
import { cartSaveSchema, MAX_CART_QUANTITY } from './cart.ts';

const id = '5b7e3c1a-2f4d-4e8a-9c6b-1d2e3f4a5b6c';

describe('saving a cart', () => {
  it('takes quantities from 1 up to the cart maximum of 99', () => {
    expect(MAX_CART_QUANTITY).toBe(99);
    expect(cartSaveSchema.safeParse({ items: [{ _id: id, quantity: 1 }] }).success).toBe(true);
    expect(cartSaveSchema.safeParse({ items: [{ _id: id, quantity: 99 }] }).success).toBe(true);
    for (const quantity of [0, -1, 100, 1.5]) {
      expect(cartSaveSchema.safeParse({ items: [{ _id: id, quantity }] }).success, String(quantity)).toBe(
        false,
      );
    }
  });

  it('accepts product ids only, and at most 100 lines', () => {
    expect(cartSaveSchema.safeParse({ items: [{ _id: 'abc', quantity: 1 }] }).success).toBe(false);
    const lines = (n: number) => Array.from({ length: n }, () => ({ _id: id, quantity: 1 }));
    expect(cartSaveSchema.safeParse({ items: lines(100) }).success).toBe(true);
    expect(cartSaveSchema.safeParse({ items: lines(101) }).success).toBe(false);
  });

  it('lets extra fields such as a price through unread, so old clients keep working', () => {
    const parsed = cartSaveSchema.parse({ items: [{ _id: id, quantity: 2, price: 0.01 }] });
    expect(parsed.items[0]).toMatchObject({ _id: id, quantity: 2 });
  });
});

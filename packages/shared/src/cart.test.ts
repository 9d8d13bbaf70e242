import { describe, expect, it } from 'vitest';
import { cartSaveSchema, lineCap, MAX_CART_QUANTITY, maxLineQuantity, maxPerOrderOf } from './cart.ts';

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

describe('how much of one product a line and an order may hold', () => {
  it('an order: the product’s maximum per order, never more than 99', () => {
    expect(maxPerOrderOf({ maxPerOrder: 10 })).toBe(10);
    expect(maxPerOrderOf({ maxPerOrder: 1 })).toBe(1);
    expect(maxPerOrderOf({ maxPerOrder: 500 })).toBe(99);
  });

  it('a cart line: the maximum per order or the stock, whichever is less; a sold-out line is not cut', () => {
    expect(maxLineQuantity({ stock: 50, maxPerOrder: 10 })).toBe(10);
    expect(maxLineQuantity({ stock: 4, maxPerOrder: 10 })).toBe(4);
    expect(maxLineQuantity({ stock: 10, maxPerOrder: 10 })).toBe(10);
    expect(maxLineQuantity({ stock: 0, maxPerOrder: 6 })).toBe(6);
    expect(maxLineQuantity({ stock: 500, maxPerOrder: 500 })).toBe(99);
  });

  it('names what stops a line: the stock only when there is less of it than one order may hold', () => {
    expect(lineCap({ stock: 4, maxPerOrder: 10 })).toBe('stock');
    expect(lineCap({ stock: 10, maxPerOrder: 10 })).toBe('perOrder');
    expect(lineCap({ stock: 50, maxPerOrder: 10 })).toBe('perOrder');
    expect(lineCap({ stock: 0, maxPerOrder: 10 })).toBe('perOrder');
  });
});

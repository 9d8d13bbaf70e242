import { describe, expect, it } from 'vitest';
import {
  discountedPriceCents,
  formatCents,
  formatEuro,
  hasDiscount,
  linesTotal,
  lineTotal,
  toCents,
  toEuros,
} from './money.ts';

describe('money', () => {
  it('converts euros to cents without float drift', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(toEuros(1999)).toBe(19.99);
  });

  it('applies a percentage discount rounding half up', () => {
    expect(discountedPriceCents(1999, { type: 'percentage', value: 15 })).toBe(1699); // 1699.15
    expect(discountedPriceCents(1000, { type: 'percentage', value: 12.5 })).toBe(875);
    expect(discountedPriceCents(1, { type: 'percentage', value: 50 })).toBe(1); // 0.5 rounds up
    expect(discountedPriceCents(995, { type: 'percentage', value: 10 })).toBe(896); // 895.5
  });

  it('subtracts a fixed discount and never goes below zero', () => {
    expect(discountedPriceCents(1999, { type: 'fixed', value: 2.5 })).toBe(1749);
    expect(discountedPriceCents(500, { type: 'fixed', value: 10 })).toBe(0);
  });

  it('ignores a missing or zero discount', () => {
    expect(discountedPriceCents(1999, null)).toBe(1999);
    expect(discountedPriceCents(1999, { type: 'fixed', value: 0 })).toBe(1999);
    expect(hasDiscount({ type: 'percentage', value: 0 })).toBe(false);
    expect(hasDiscount({ type: 'percentage', value: 5 })).toBe(true);
  });

  it('never raises a price for a negative discount, and never charges below zero', () => {
    expect(discountedPriceCents(1000, { type: 'percentage', value: -10 })).toBe(1000);
    expect(discountedPriceCents(1000, { type: 'fixed', value: -2 })).toBe(1000);
    expect(discountedPriceCents(1000, { type: 'percentage', value: 100 })).toBe(0);
    expect(discountedPriceCents(1000, { type: 'percentage', value: 150 })).toBe(0);
    expect(discountedPriceCents(1000, undefined)).toBe(1000);
  });

  it('has a discount only when one with a value above zero is given', () => {
    expect(hasDiscount(null)).toBe(false);
    expect(hasDiscount(undefined)).toBe(false);
    expect(hasDiscount({ type: 'fixed', value: -1 })).toBe(false);
    expect(hasDiscount({ type: 'fixed', value: 0.01 })).toBe(true);
  });

  it('formats euros the Dutch way with 2 decimals', () => {
    expect(formatCents(1250).replace(/\s/g, ' ')).toBe('€ 12,50');
    expect(formatEuro(12.5).replace(/\s/g, ' ')).toBe('€ 12,50');
    expect(formatEuro(1234.5).replace(/\s/g, ' ')).toBe('€ 1.234,50');
  });

  it('computes line totals and their sum in cents, free of float drift', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(12.95, 2)).toBe(25.9);
    expect(
      linesTotal([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.5);
    expect(linesTotal([])).toBe(0);
  });
});

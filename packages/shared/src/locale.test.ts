import { describe, expect, it } from 'vitest';
import { countOf, currentShopYear, plural } from './locale.ts';

describe('Dutch plurals', () => {
  it('uses the singular for exactly one and the plural for every other count', () => {
    expect(countOf(1, 'artikel', 'artikelen')).toBe('1 artikel');
    expect(countOf(0, 'artikel', 'artikelen')).toBe('0 artikelen');
    expect(countOf(2, 'artikel', 'artikelen')).toBe('2 artikelen');
    expect(countOf(21, 'reactie', 'reacties')).toBe('21 reacties');
    expect(countOf(101, 'bestelling', 'bestellingen')).toBe('101 bestellingen');
  });

  it('counts a fraction as plural, as Dutch does (1,5 seconden)', () => {
    expect(plural(1.5, 'seconde', 'seconden')).toBe('seconden');
    expect(plural(0.5, 'seconde', 'seconden')).toBe('seconden');
  });
});

describe('the shop’s year', () => {
  it('turns at midnight in Amsterdam, not in UTC', () => {
    expect(currentShopYear(new Date('2026-12-31T22:59:00.000Z'))).toBe(2026);
    expect(currentShopYear(new Date('2026-12-31T23:00:00.000Z'))).toBe(2027);
  });
});

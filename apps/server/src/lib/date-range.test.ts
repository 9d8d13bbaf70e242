import { describe, expect, it } from 'vitest';
import { endOfRange } from './date-range.ts';

describe("a list's 'to' filter", () => {
  it('includes the whole day of a plain date', () => {
    expect(endOfRange(new Date('2026-03-10'))).toEqual(new Date('2026-03-11T00:00:00.000Z'));
  });

  it('includes the very moment of a time, whatever part of it is not zero', () => {
    for (const moment of [
      '2026-03-10T05:00:00.000Z',
      '2026-03-10T00:45:00.000Z',
      '2026-03-10T00:00:30.000Z',
      '2026-03-10T00:00:00.250Z',
    ]) {
      expect(endOfRange(new Date(moment)).getTime(), moment).toBe(new Date(moment).getTime() + 1);
    }
  });
});

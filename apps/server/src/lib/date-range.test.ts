import { describe, expect, it } from 'vitest';
import { addDays, daysIn, endOfRange, isPlainDate, shopDayOf } from './date-range.ts';

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

describe("a period's days on the shop's clock", () => {
  it('tells a plain date from a moment by any part of its time', () => {
    expect(isPlainDate(new Date('2026-03-10'))).toBe(true);
    for (const moment of [
      '2026-03-10T05:00:00.000Z',
      '2026-03-10T00:45:00.000Z',
      '2026-03-10T00:00:30.000Z',
      '2026-03-10T00:00:00.250Z',
    ]) {
      expect(isPlainDate(new Date(moment)), moment).toBe(false);
    }
  });

  it('a plain date names its own day, a moment the day it falls on in Amsterdam', () => {
    expect(shopDayOf(new Date('2026-03-10'))).toBe('2026-03-10');
    // 23:30 UTC is 00:30 the next day in winter (UTC+1) and 01:30 in summer (UTC+2).
    expect(shopDayOf(new Date('2026-01-14T23:30:00.000Z'))).toBe('2026-01-15');
    expect(shopDayOf(new Date('2026-07-14T22:30:00.000Z'))).toBe('2026-07-15');
    expect(shopDayOf(new Date('2026-07-14T21:59:59.999Z'))).toBe('2026-07-14');
    // The night summer time begins (29 March 2026, 02:00 becomes 03:00) and ends (25 October).
    expect(shopDayOf(new Date('2026-03-28T23:00:00.001Z'))).toBe('2026-03-29');
    expect(shopDayOf(new Date('2026-10-24T21:59:59.999Z'))).toBe('2026-10-24');
    expect(shopDayOf(new Date('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25');
    expect(shopDayOf(new Date('2026-10-25T23:00:00.001Z'))).toBe('2026-10-26');
  });

  it('counts days on the calendar, also across a change of the clock and a leap day', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-30', -29)).toBe('2026-01-01');
    expect(addDays('2026-01-01', 0)).toBe('2026-01-01');
  });

  it('a period holds its first and last day, and nothing when it ends before it starts', () => {
    expect(daysIn('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysIn('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysIn('2026-03-29', '2026-03-30')).toBe(2);
    expect(daysIn('2028-01-01', '2028-12-31')).toBe(366);
    expect(daysIn('2026-03-02', '2026-03-01')).toBe(0);
    expect(daysIn('2026-03-05', '2026-03-01')).toBe(0);
  });
});

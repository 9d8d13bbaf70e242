import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PriceChange,
  REFERENCE_WINDOW_MS,
  referencePriceCents,
  shownStruckPriceCents,
  struckPriceCents,
} from './price-history.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = Date.UTC(2026, 2, 1, 10); // day 0, 1 March 2026 at 11:00 in Amsterdam

/** The moment `days` days after day 0, plus `ms` milliseconds. */
const day = (days: number, ms = 0) => new Date(ORIGIN + days * DAY_MS + ms);

/** A history from [day, effective price in cents] pairs. */
const history = (...changes: [number | Date, number][]): PriceChange[] =>
  changes.map(([at, priceCents]) => ({ at: typeof at === 'number' ? day(at) : at, priceCents }));

describe('the reference price of a reduction', () => {
  it('is 30 days', () => {
    expect(REFERENCE_WINDOW_MS).toBe(30 * DAY_MS);
  });

  it.each<[string, PriceChange[], Date, number | null]>([
    ['the price that held before', history([-100, 1000], [0, 800]), day(0), 1000],
    ['the lowest of the 30 days', history([-100, 800], [-10, 1000], [0, 900]), day(0), 800],
    ['not a price that ended before the 30 days', history([-100, 800], [-40, 1000], [0, 900]), day(0), 1000],
    [
      'not a price that ended exactly as the 30 days began',
      history([-100, 800], [day(-30), 1000], [0, 700]),
      day(0),
      1000,
    ],
    [
      'a price that held for the first millisecond of the 30 days',
      history([-100, 800], [day(-30, 1), 1000], [0, 700]),
      day(0),
      800,
    ],
    [
      'a price that began as the 30 days began',
      history([-100, 600], [day(-30), 1000], [0, 700]),
      day(0),
      1000,
    ],
    [
      'a price that held until the reduction, which has no change of its own here',
      history([-100, 1000], [-5, 900]),
      day(0),
      900,
    ],
    ['not the reduced price itself', history([-100, 1000], [0, 800], [5, 600]), day(0), 1000],
    [
      'of a product known for less than 30 days: the days it was known',
      history([-10, 1000], [0, 800]),
      day(0),
      1000,
    ],
    ['none for a product whose first price is the reduced one', history([0, 800]), day(0), null],
    ['none without any history', [], day(0), null],
    ['not a price set later', history([-100, 1000], [10, 500]), day(0), 1000],
    [
      'not a change that was replaced at the same moment',
      history([-100, 1000], [-20, 500], [-20, 1000], [0, 800]),
      day(0),
      1000,
    ],
    [
      'the last of changes at the same moment',
      history([-100, 1000], [-20, 1000], [-20, 500], [0, 800]),
      day(0),
      500,
    ],
    ['whatever order the history is given in', history([0, 800], [-10, 1000], [-100, 900]), day(0), 900],
  ])('is %s', (_, changes, start, expected) => {
    expect(referencePriceCents(changes, start)).toBe(expected);
  });

  it('reads moments written as ISO strings', () => {
    const changes = [
      { at: '2026-01-01T00:00:00Z', priceCents: 1000 },
      { at: '2026-03-01T00:00:00Z', priceCents: 800 },
    ];
    expect(referencePriceCents(changes, '2026-03-01T00:00:00Z')).toBe(1000);
    expect(struckPriceCents(changes, '2026-03-02T00:00:00Z')).toBe(1000);
  });

  it('refuses a moment that is not one', () => {
    expect(() => referencePriceCents([], 'yesterday')).toThrow('Not a moment: yesterday');
    expect(() => referencePriceCents([{ at: new Date(Number.NaN), priceCents: 1 }], day(0))).toThrow(
      RangeError,
    );
    expect(() => struckPriceCents([], 'soon')).toThrow(RangeError);
  });
});

describe('the struck price', () => {
  it.each<[string, PriceChange[], Date, number | null]>([
    ['a reduction that starts: the price before it', history([-100, 1000], [0, 800]), day(5), 1000],
    ['a reduction at the moment it starts', history([-100, 1000], [0, 800]), day(0), 1000],
    ['none the moment before the reduction starts', history([-100, 1000], [0, 800]), day(0, -1), null],
    ['none for a reduction planned for later', history([-100, 1000], [10, 800]), day(5), null],
    [
      'a reduction that deepens: the reference stays',
      history([-100, 1000], [0, 800], [10, 600]),
      day(15),
      1000,
    ],
    [
      'a reduction that deepens after more than 30 days: the reference stays',
      history([-100, 1000], [0, 800], [40, 600]),
      day(45),
      1000,
    ],
    [
      'a reduction whose effective price is recorded again unchanged: it keeps its start',
      history([-100, 1000], [0, 800], [5, 800]),
      day(10),
      1000,
    ],
    [
      'none after a price raised just before the reduction (the lower price before the raise is the reference)',
      history([-100, 800], [-10, 1000], [0, 900]),
      day(5),
      null,
    ],
    [
      'the lower price before a raise, when the reduction goes below it',
      history([-100, 800], [-10, 1000], [0, 700]),
      day(5),
      800,
    ],
    [
      'none when the reduction only comes back to the reference',
      history([-100, 800], [-10, 1000], [0, 800]),
      day(5),
      null,
    ],
    [
      'a raise more than 30 days before the reduction: the raised price',
      history([-100, 800], [-40, 1000], [0, 900]),
      day(5),
      1000,
    ],
    [
      'none after a second reduction within 30 days of an earlier one',
      history([-100, 1000], [-20, 700], [-10, 1000], [0, 800]),
      day(5),
      null,
    ],
    [
      'only the current reduction counts, not an earlier one',
      history([-200, 1000], [-150, 700], [-100, 1000], [0, 800]),
      day(5),
      1000,
    ],
    ['a product known for less than 30 days: its first price', history([-10, 1000], [0, 800]), day(5), 1000],
    [
      'a reduction after the price was recorded again unchanged: it starts at the change down',
      history([-100, 600], [-45, 1000], [-20, 1000], [0, 900]),
      day(5),
      1000,
    ],
    ['none for a product that was never sold dearer', history([0, 800]), day(5), null],
    ['none without any history', [], day(5), null],
    ['none when the price only went up', history([-100, 800], [0, 1000]), day(5), null],
    ['none when the price was recorded again unchanged', history([-100, 1000], [0, 1000]), day(5), null],
    ['none when the reduction has ended', history([-100, 1000], [0, 800], [20, 1000]), day(25), null],
    [
      'none when the reduction was partly taken back (a raise ends it)',
      history([-100, 1000], [0, 800], [10, 900]),
      day(12),
      null,
    ],
    [
      'a new reduction after an ended one, measured from its own start',
      history([-100, 1000], [-60, 800], [-40, 1000], [0, 900]),
      day(5),
      1000,
    ],
    ['whatever order the history is given in', history([10, 600], [0, 800], [-100, 1000]), day(15), 1000],
  ])('is %s', (_, changes, now, expected) => {
    expect(struckPriceCents(changes, now)).toBe(expected);
  });
});

describe('the struck price a product shows', () => {
  const reduced = history([-100, 1000], [0, 800]);

  it('is the struck price while the product has a discount', () => {
    expect(shownStruckPriceCents(reduced, day(5), { type: 'percentage', value: 20 })).toBe(1000);
    expect(shownStruckPriceCents(reduced, day(5), { type: 'fixed', value: 2 })).toBe(1000);
  });

  it('is none without a discount, also after a lowered price', () => {
    expect(shownStruckPriceCents(reduced, day(5), null)).toBeNull();
    expect(shownStruckPriceCents(reduced, day(5), undefined)).toBeNull();
    expect(shownStruckPriceCents(reduced, day(5), { type: 'percentage', value: 0 })).toBeNull();
  });

  it('is none with a discount whose reduction has no history before it', () => {
    expect(shownStruckPriceCents(history([0, 800]), day(5), { type: 'fixed', value: 2 })).toBeNull();
  });
});

describe('the struck price over time (decision 050 keeps it on the product row)', () => {
  it('stays what it was at the last change, however much later it is read', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -200, max: 0 }), fc.integer({ min: 1, max: 2000 })), {
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        (changes, minutesLater) => {
          const past = history(...changes);
          const lastChange = Math.max(-200, ...changes.map(([days]) => days));
          const atLastChange = struckPriceCents(past, day(lastChange));
          expect(struckPriceCents(past, day(lastChange, minutesLater * 60_000))).toBe(atLastChange);
        },
      ),
      { seed: 20261126 },
    );
  });
});

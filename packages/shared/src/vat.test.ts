import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  formatVatRate,
  shopCountry,
  type VatClass,
  type VatCountry,
  type VatLine,
  type VatPart,
  vatBreakdown,
  vatClasses,
  vatCountries,
  vatCountry,
  vatOfGrossCents,
  vatRateOn,
} from './vat.ts';

const part = (rateBasisPoints: number, grossCents: number, netCents: number, vatCents: number): VatPart => ({
  rateBasisPoints,
  grossCents,
  netCents,
  vatCents,
});

describe('VAT rates', () => {
  it.each<[VatCountry, VatClass, Date | string, number]>([
    ['NL', 'reduced', '1986-10-01', 600],
    ['NL', 'reduced', '2018-12-31', 600],
    ['NL', 'reduced', '2019-01-01', 900],
    ['NL', 'reduced', '2026-12-01', 900],
    ['NL', 'standard', '2001-01-01', 1900],
    ['NL', 'standard', '2012-09-30', 1900],
    ['NL', 'standard', '2012-10-01', 2100],
    ['NL', 'standard', '2026-12-01', 2100],
    ['BE', 'reduced', '1971-01-01', 600],
    ['BE', 'reduced', '2026-12-01', 600],
    ['BE', 'standard', '1996-01-01', 2100],
    ['BE', 'standard', '2026-12-01', 2100],
    // An instant counts on the shop's calendar: midnight in Amsterdam, winter (UTC+1) and summer (UTC+2).
    ['NL', 'reduced', new Date('2018-12-31T22:59:59.999Z'), 600],
    ['NL', 'reduced', new Date('2018-12-31T23:00:00.000Z'), 900],
    ['NL', 'standard', new Date('2012-09-30T21:59:59.999Z'), 1900],
    ['NL', 'standard', new Date('2012-09-30T22:00:00.000Z'), 2100],
  ])('%s %s on %s is %i basis points', (country, vatClass, date, rate) => {
    expect(vatRateOn(country, vatClass, date)).toBe(rate);
  });

  it.each<[VatCountry, VatClass, string]>([
    ['NL', 'reduced', '1986-09-30'],
    ['NL', 'standard', '2000-12-31'],
    ['BE', 'reduced', '1970-12-31'],
    ['BE', 'standard', '1995-12-31'],
  ])('knows no %s %s rate before its table begins (%s)', (country, vatClass, day) => {
    expect(() => vatRateOn(country, vatClass, day)).toThrow(`No ${country} ${vatClass} VAT rate on ${day}`);
  });

  it.each([
    '2019-1-1',
    '19-01-01',
    '202-01-01',
    '20190-01-01',
    '2019-01-011',
    ' 2019-01-01',
    '2019-01-01T00:00:00Z',
    '2019/01/01',
    '',
  ])('refuses %j as a day', (day) => {
    expect(() => vatRateOn('NL', 'reduced', day)).toThrow(`Not a day (YYYY-MM-DD): ${day}`);
  });

  it('refuses an invalid instant', () => {
    expect(() => vatRateOn('NL', 'reduced', new Date(Number.NaN))).toThrow(RangeError);
  });

  it('has a rate for every country and class today', () => {
    for (const country of vatCountries) {
      for (const vatClass of vatClasses)
        expect(vatRateOn(country, vatClass, '2026-12-01')).toBeGreaterThan(0);
    }
  });
});

describe('a rate as the shop writes it', () => {
  it.each([
    [900, '9 %'],
    [2100, '21 %'],
    [600, '6 %'],
    [550, '5,5 %'],
    [1, '0,01 %'],
    [0, '0 %'],
  ])('%i basis points: %s', (basisPoints, written) => {
    // A no-break space before the sign.
    expect(formatVatRate(basisPoints)).toBe(written.replace(' ', '\u00a0'));
  });
});

describe('whose rates an order pays', () => {
  it.each<[VatCountry, boolean, VatCountry]>([
    ['NL', false, 'NL'],
    ['NL', true, 'NL'],
    ['BE', false, 'NL'],
    ['BE', true, 'BE'],
  ])('delivered in %s with the one-stop shop %s: %s', (deliveryCountry, oneStopShop, expected) => {
    expect(vatCountry({ deliveryCountry, oneStopShop })).toBe(expected);
  });

  it('is the Netherlands when the one-stop shop is off', () => {
    expect(shopCountry).toBe('NL');
  });
});

describe('VAT inside a gross amount', () => {
  it.each([
    // gross, rate, VAT: gross × rate / (100 % + rate), rounded to the nearest cent.
    [2590, 900, 214], // 213.85
    [349, 900, 29], // 28.82
    [999, 2100, 173], // 173.38
    [2495, 2100, 433], // 433.02
    [2590, 600, 147], // 146.60
    [3, 2100, 1], // 0.52
    [2, 2100, 0], // 0.35
    [0, 2100, 0],
    [1, 10_000, 1], // exactly 0.5 (a rate of 100 %): half goes up
    [3, 10_000, 2], // 1.5
    [2, 2500, 0], // 0.4
    [3, 2500, 1], // 0.6
    [100, 0, 0],
  ])('%i cents at %i basis points holds %i cents of VAT', (gross, rate, vat) => {
    expect(vatOfGrossCents(gross, rate)).toBe(vat);
  });
});

describe('splitting cents in proportion', () => {
  it.each<[number, number[], number[]]>([
    [495, [3494, 2939], [269, 226]], // 268.85 + 226.15: the larger remainder takes the cent
    [495, [1000, 3000], [124, 371]], // 123.75 + 371.25: the later weight has the smaller remainder
    [1, [1000, 1000], [1, 0]], // equal remainders: the earlier weight first
    [2, [1, 1, 1], [1, 1, 0]],
    [10, [1, 1, 1], [4, 3, 3]],
    [100, [1, 0, 1], [50, 0, 50]],
    [7, [5], [7]],
    [0, [3, 4], [0, 0]],
    [0, [0, 0], [0, 0]],
    [0, [], []],
  ])('%i over %j is %j', (total, weights, parts) => {
    expect(allocateCents(total, weights)).toEqual(parts);
  });

  it('splits exactly up to the largest whole number a double holds, and refuses beyond', () => {
    expect(allocateCents(3, [1_000_000_000_000_000, 1_001_999_999_999_999])).toEqual([1, 2]);
    expect(() => allocateCents(5, [1_000_000_000_000_000, 1_001_999_999_999_999])).toThrow(
      'The amounts are too large to split exactly',
    );
  });

  it('refuses to split an amount over nothing', () => {
    expect(() => allocateCents(1, [0, 0])).toThrow('Cannot split an amount over weights that are all 0');
    expect(() => allocateCents(1, [])).toThrow(RangeError);
  });

  it.each<[number, number[], string]>([
    [-1, [1], 'The total must be whole cents ≥ 0: -1'],
    [1.5, [1], 'The total must be whole cents ≥ 0: 1.5'],
    [Number.NaN, [1], 'The total must be whole cents ≥ 0: NaN'],
    [1, [-1, 2], 'A weight must be whole cents ≥ 0: -1'],
    [1, [0.5], 'A weight must be whole cents ≥ 0: 0.5'],
  ])('refuses %d over %j (not whole cents of at least 0)', (total, weights, message) => {
    expect(() => allocateCents(total, weights)).toThrow(message);
  });

  it('always adds up, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc
          .array(fc.nat({ max: 10_000_000 }), { minLength: 1, maxLength: 8 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocateCents(total, weights);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          expect(parts.reduce((sum, p) => sum + p, 0)).toBe(total);
          parts.forEach((p, index) => {
            expect(Math.abs(p * weightSum - total * weights[index]!)).toBeLessThan(weightSum);
          });
        },
      ),
      { seed: 20261201 },
    );
  });
});

/**
 * One cart: 2 gel packs (2 × € 12,95) and a sports drink (€ 3,49), reduced; a bottle (€ 9,99) and a
 * belt (€ 24,95), standard; € 4,95 shipping. Its goods are € 29,39 reduced and € 34,94 standard.
 */
const cart: VatLine[] = [
  { grossCents: 2590, vatClass: 'reduced' },
  { grossCents: 349, vatClass: 'reduced' },
  { grossCents: 999, vatClass: 'standard' },
  { grossCents: 2495, vatClass: 'standard' },
];

describe('an order’s VAT, worked examples', () => {
  it.each<{
    name: string;
    country: VatCountry;
    date: string;
    lines: VatPart[];
    shipping: VatPart[];
    totals: VatPart[];
    vatCents: number;
  }>([
    {
      name: 'in the Netherlands (9 % and 21 %)',
      country: vatCountry({ deliveryCountry: 'NL', oneStopShop: true }),
      date: '2026-12-01',
      lines: [
        part(900, 2590, 2376, 214),
        part(900, 349, 320, 29),
        part(2100, 999, 826, 173),
        part(2100, 2495, 2062, 433),
      ],
      // € 4,95 × 34,94/64,33 = 2,6885 and × 29,39/64,33 = 2,2615: 268 + 226 cents, the cent left to 2,6885.
      shipping: [part(2100, 269, 222, 47), part(900, 226, 207, 19)],
      totals: [part(900, 3165, 2903, 262), part(2100, 3763, 3110, 653)],
      vatCents: 915,
    },
    {
      name: 'delivered in Belgium with the one-stop shop on (6 % and 21 %)',
      country: vatCountry({ deliveryCountry: 'BE', oneStopShop: true }),
      date: '2026-12-01',
      lines: [
        part(600, 2590, 2443, 147),
        part(600, 349, 329, 20),
        part(2100, 999, 826, 173),
        part(2100, 2495, 2062, 433),
      ],
      shipping: [part(2100, 269, 222, 47), part(600, 226, 213, 13)],
      totals: [part(600, 3165, 2985, 180), part(2100, 3763, 3110, 653)],
      vatCents: 833,
    },
    {
      name: 'delivered in Belgium with the one-stop shop off (the Dutch rates)',
      country: vatCountry({ deliveryCountry: 'BE', oneStopShop: false }),
      date: '2026-12-01',
      lines: [
        part(900, 2590, 2376, 214),
        part(900, 349, 320, 29),
        part(2100, 999, 826, 173),
        part(2100, 2495, 2062, 433),
      ],
      shipping: [part(2100, 269, 222, 47), part(900, 226, 207, 19)],
      totals: [part(900, 3165, 2903, 262), part(2100, 3763, 3110, 653)],
      vatCents: 915,
    },
    {
      name: 'in the Netherlands the day before the reduced rate rose (6 % and 21 %)',
      country: 'NL',
      date: '2018-12-31',
      lines: [
        part(600, 2590, 2443, 147),
        part(600, 349, 329, 20),
        part(2100, 999, 826, 173),
        part(2100, 2495, 2062, 433),
      ],
      shipping: [part(2100, 269, 222, 47), part(600, 226, 213, 13)],
      totals: [part(600, 3165, 2985, 180), part(2100, 3763, 3110, 653)],
      vatCents: 833,
    },
    {
      name: 'in the Netherlands the day before the standard rate rose (6 % and 19 %)',
      country: 'NL',
      date: '2012-09-30',
      lines: [
        part(600, 2590, 2443, 147),
        part(600, 349, 329, 20),
        part(1900, 999, 839, 160),
        part(1900, 2495, 2097, 398),
      ],
      shipping: [part(1900, 269, 226, 43), part(600, 226, 213, 13)],
      totals: [part(600, 3165, 2985, 180), part(1900, 3763, 3162, 601)],
      vatCents: 781,
    },
  ])('a mixed cart $name', ({ country, date, lines, shipping, totals, vatCents }) => {
    expect(vatBreakdown({ lines: cart, shippingGrossCents: 495, country, date })).toEqual({
      lines,
      shipping,
      totals,
      grossCents: 6928,
      netCents: 6928 - vatCents,
      vatCents,
    });
  });

  it('rounds per line, and the totals are the sums of the rounded lines', () => {
    // Each 3 cents holds 0.52 cent of VAT, rounded to 1; rounding the 9 cents once would give 2.
    const result = vatBreakdown({
      lines: [0, 1, 2].map(() => ({ grossCents: 3, vatClass: 'standard' as const })),
      shippingGrossCents: 0,
      country: 'NL',
      date: '2026-12-01',
    });
    expect(result.lines).toEqual([part(2100, 3, 2, 1), part(2100, 3, 2, 1), part(2100, 3, 2, 1)]);
    expect(result.totals).toEqual([part(2100, 9, 6, 3)]);
    expect(result).toMatchObject({ grossCents: 9, netCents: 6, vatCents: 3 });
  });

  it('gives the lower rate the left-over cent of shipping when its remainder is larger', () => {
    // € 4,95 × 1000/4000 = 123,75 cents reduced and 371,25 standard.
    const result = vatBreakdown({
      lines: [
        { grossCents: 1000, vatClass: 'reduced' },
        { grossCents: 3000, vatClass: 'standard' },
      ],
      shippingGrossCents: 495,
      country: 'NL',
      date: '2026-12-01',
    });
    expect(result.shipping).toEqual([part(2100, 371, 307, 64), part(900, 124, 114, 10)]);
    expect(result.totals).toEqual([part(900, 1124, 1031, 93), part(2100, 3371, 2786, 585)]);
    expect(result).toMatchObject({ grossCents: 4495, netCents: 3817, vatCents: 678 });
  });

  it('leaves out a rate that carries none of the shipping (one cent, two equal rates: the higher takes it)', () => {
    const result = vatBreakdown({
      lines: [
        { grossCents: 1000, vatClass: 'reduced' },
        { grossCents: 1000, vatClass: 'standard' },
      ],
      shippingGrossCents: 1,
      country: 'NL',
      date: '2026-12-01',
    });
    expect(result.shipping).toEqual([part(2100, 1, 1, 0)]);
    expect(result.totals).toEqual([part(900, 1000, 917, 83), part(2100, 1001, 827, 174)]);
  });

  it('charges shipping of goods of one class at that class’s rate', () => {
    const result = vatBreakdown({
      lines: [{ grossCents: 2590, vatClass: 'reduced' }],
      shippingGrossCents: 495,
      country: 'NL',
      date: '2026-12-01',
    });
    expect(result.shipping).toEqual([part(900, 495, 454, 41)]);
    expect(result.totals).toEqual([part(900, 3085, 2830, 255)]);
  });

  it('has no shipping parts when shipping is free', () => {
    const result = vatBreakdown({ lines: cart, shippingGrossCents: 0, country: 'NL', date: '2026-12-01' });
    expect(result.shipping).toEqual([]);
    expect(result.totals).toEqual([part(900, 2939, 2696, 243), part(2100, 3494, 2888, 606)]);
    expect(result).toMatchObject({ grossCents: 6433, netCents: 5584, vatCents: 849 });
  });

  it('charges shipping at the standard rate when no goods carry it', () => {
    expect(vatBreakdown({ lines: [], shippingGrossCents: 495, country: 'BE', date: '2026-12-01' })).toEqual({
      lines: [],
      shipping: [part(2100, 495, 409, 86)],
      totals: [part(2100, 495, 409, 86)],
      grossCents: 495,
      netCents: 409,
      vatCents: 86,
    });
    const free = vatBreakdown({
      lines: [{ grossCents: 0, vatClass: 'reduced' }],
      shippingGrossCents: 495,
      country: 'NL',
      date: '2026-12-01',
    });
    expect(free.lines).toEqual([part(900, 0, 0, 0)]);
    expect(free.shipping).toEqual([part(2100, 495, 409, 86)]);
    expect(free.totals).toEqual([part(2100, 495, 409, 86)]);
  });

  it('lets a line that costs nothing carry no shipping and show no total of its own', () => {
    const result = vatBreakdown({
      lines: [
        { grossCents: 0, vatClass: 'reduced' },
        { grossCents: 1299, vatClass: 'standard' },
      ],
      shippingGrossCents: 495,
      country: 'NL',
      date: '2026-12-01',
    });
    expect(result.shipping).toEqual([part(2100, 495, 409, 86)]);
    expect(result.totals).toEqual([part(2100, 1794, 1483, 311)]);
  });

  it('is all zeros for an empty order', () => {
    expect(vatBreakdown({ lines: [], shippingGrossCents: 0, country: 'NL', date: '2026-12-01' })).toEqual({
      lines: [],
      shipping: [],
      totals: [],
      grossCents: 0,
      netCents: 0,
      vatCents: 0,
    });
  });

  it('takes the rates of the order’s moment in the shop’s time zone', () => {
    const at = (iso: string) =>
      vatBreakdown({
        lines: [{ grossCents: 2590, vatClass: 'reduced' }],
        shippingGrossCents: 0,
        country: 'NL',
        date: new Date(iso),
      }).lines[0]?.rateBasisPoints;
    expect(at('2018-12-31T22:59:59Z')).toBe(600);
    expect(at('2018-12-31T23:00:00Z')).toBe(900);
  });

  it.each([
    [{ lines: [{ grossCents: -1, vatClass: 'standard' as const }], shippingGrossCents: 0 }, 'A line'],
    [{ lines: [{ grossCents: 10.5, vatClass: 'standard' as const }], shippingGrossCents: 0 }, 'A line'],
    [{ lines: [], shippingGrossCents: -495 }, 'Shipping'],
    [{ lines: [], shippingGrossCents: 4.95 }, 'Shipping'],
  ])('refuses amounts that are not whole cents of at least 0 (%j)', (input, what) => {
    expect(() => vatBreakdown({ ...input, country: 'NL', date: '2026-12-01' })).toThrow(
      `${what} must be whole cents ≥ 0`,
    );
  });

  it('always adds up: per line, for shipping, per rate and for the order', () => {
    const line = fc.record({
      grossCents: fc.nat({ max: 10_000_000 }),
      vatClass: fc.constantFrom(...vatClasses),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.nat({ max: 100_000 }),
        fc.constantFrom(...vatCountries),
        fc.boolean(),
        fc.date({
          min: new Date('2019-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (lines, shippingGrossCents, deliveryCountry, oneStopShop, date) => {
          const country = vatCountry({ deliveryCountry, oneStopShop });
          const result = vatBreakdown({ lines, shippingGrossCents, country, date });
          const sum = (parts: VatPart[], key: keyof VatPart) => parts.reduce((total, p) => total + p[key], 0);
          for (const p of [...result.lines, ...result.shipping, ...result.totals]) {
            expect(p.netCents + p.vatCents).toBe(p.grossCents);
            expect(p.vatCents).toBeGreaterThanOrEqual(0);
            expect(p.vatCents).toBeLessThanOrEqual(p.grossCents);
          }
          result.lines.forEach((p, index) => {
            expect(p.grossCents).toBe(lines[index]!.grossCents);
            expect(p.rateBasisPoints).toBe(vatRateOn(country, lines[index]!.vatClass, date));
          });
          expect(sum(result.shipping, 'grossCents')).toBe(shippingGrossCents);
          const goods = sum(result.lines, 'grossCents');
          expect(result.grossCents).toBe(goods + shippingGrossCents);
          expect(sum(result.totals, 'grossCents')).toBe(result.grossCents);
          expect(sum(result.totals, 'netCents')).toBe(result.netCents);
          expect(sum(result.totals, 'vatCents')).toBe(result.vatCents);
          expect(result.vatCents).toBe(sum(result.lines, 'vatCents') + sum(result.shipping, 'vatCents'));
          // Each rate's part of the shipping is within a cent of its share of the goods.
          for (const p of result.shipping) {
            if (goods === 0) continue;
            const carried = sum(
              result.lines.filter((l) => l.rateBasisPoints === p.rateBasisPoints),
              'grossCents',
            );
            expect(Math.abs(p.grossCents * goods - shippingGrossCents * carried)).toBeLessThan(goods);
          }
        },
      ),
      { seed: 20261201 },
    );
  });
});

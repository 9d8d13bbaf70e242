import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponInput,
  type CouponRule,
  type CouponUse,
  cartCouponInputSchema,
  chargeRefusal,
  couponInputSchema,
  couponMessages,
  couponReduction,
  couponRefusal,
  MINIMUM_CHARGE_CENTS,
  normalizeCouponCode,
  shopDay,
} from './coupon.ts';
import { vatBreakdown } from './vat.ts';

/** Spaces as the reader sees them: Intl writes a no-break space after the euro sign. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

const rule = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  code: 'ZOMER10',
  kind: 'percentage',
  percentOff: 10,
  amountOffCents: null,
  validFrom: null,
  validTo: null,
  minimumOrderCents: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  isActive: true,
  ...overrides,
});

const use = (overrides: Partial<CouponUse> = {}): CouponUse => ({
  now: new Date('2026-12-10T12:00:00Z'),
  goodsCents: 3000,
  timesUsed: 0,
  timesUsedByCustomer: 0,
  customerOrders: 0,
  ...overrides,
});

describe('couponReduction', () => {
  const percent = (percentOff: number) => ({ kind: 'percentage' as const, percentOff, amountOffCents: null });
  const fixed = (amountOffCents: number) => ({ kind: 'fixed' as const, percentOff: null, amountOffCents });
  const freeShipping = { kind: 'free_shipping' as const, percentOff: null, amountOffCents: null };

  it.each([
    // 10 % of € 33,95 is € 3,395: half a cent rounds up.
    [10, [3395], 340],
    // 10 % of € 33,94 is € 3,394: down.
    [10, [3394], 339],
    // 15 % of € 19,99 is € 2,9985.
    [15, [1999], 300],
    [15, [1996], 299],
    [100, [1250, 349], 1599],
    [1, [49], 0],
    [1, [50], 1],
    [25, [], 0],
  ])('%i %% of the lines %j takes %i cents off, rounded half up', (percentOff, lines, cents) => {
    const reduction = couponReduction(percent(percentOff), lines, 495);
    expect(reduction.goodsCents).toBe(cents);
    expect(reduction.shippingCents).toBe(0);
  });

  it('takes a fixed amount off the goods, and no more than the goods when it is larger', () => {
    expect(couponReduction(fixed(500), [1990], 495)).toEqual({
      goodsCents: 500,
      lineCents: [500],
      shippingCents: 0,
    });
    // € 25,00 off goods of € 19,90: the goods go to 0, the shipping is still paid.
    expect(couponReduction(fixed(2500), [1295, 695], 495)).toEqual({
      goodsCents: 1990,
      lineCents: [1295, 695],
      shippingCents: 0,
    });
    expect(couponReduction(fixed(1990), [1990], 0).goodsCents).toBe(1990);
  });

  it('takes the shipping off for free shipping, and nothing off the goods', () => {
    expect(couponReduction(freeShipping, [1295, 695], 495)).toEqual({
      goodsCents: 0,
      lineCents: [0, 0],
      shippingCents: 495,
    });
    expect(couponReduction(freeShipping, [1295], 0).shippingCents).toBe(0);
  });

  it('spreads the reduction over the lines in proportion, the cents left over to the largest remainders', () => {
    // € 1,00 over € 10 and € 20: 33,33 and 66,67.
    expect(couponReduction(fixed(100), [1000, 2000], 0).lineCents).toEqual([33, 67]);
    // Equal remainders: the earlier line first.
    expect(couponReduction(fixed(100), [1000, 1000, 1000], 0).lineCents).toEqual([34, 33, 33]);
    // A line that costs nothing gets nothing.
    expect(couponReduction(fixed(100), [0, 1000], 0).lineCents).toEqual([0, 100]);
  });

  it('spreads any reduction so the parts add up to it exactly and no line goes below 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 12 }),
        fc.oneof(
          fc.integer({ min: 1, max: 100 }).map(percent),
          fc.integer({ min: 1, max: 10_000_000 }).map(fixed),
        ),
        (lines, coupon) => {
          const { goodsCents, lineCents } = couponReduction(coupon, lines, 0);
          const goods = lines.reduce((sum, cents) => sum + cents, 0);
          expect(goodsCents).toBeLessThanOrEqual(goods);
          expect(lineCents.reduce((sum, cents) => sum + cents, 0)).toBe(goodsCents);
          lineCents.forEach((cents, index) => {
            expect(cents).toBeGreaterThanOrEqual(0);
            expect(cents).toBeLessThanOrEqual(lines[index]!);
          });
        },
      ),
    );
  });

  it('worked example: 10 % off decision 049’s order, the VAT of each line on what it costs after the code', () => {
    // Gel packs 2 × € 12,95 and a sports drink € 3,49 (9 %), a bottle € 9,99 and a belt € 24,95 (21 %).
    const lines = [2590, 349, 999, 2495];
    const reduction = couponReduction(percent(10), lines, 495);
    // 10 % of € 64,33 is € 6,433: € 6,43, spread as 258,87 / 34,88 / 99,85 / 249,39 are rounded up in that order.
    expect(reduction).toEqual({ goodsCents: 643, lineCents: [259, 35, 100, 249], shippingCents: 0 });
    const classes = ['reduced', 'reduced', 'standard', 'standard'] as const;
    const vat = vatBreakdown({
      lines: lines.map((gross, index) => ({
        grossCents: gross - reduction.lineCents[index]!,
        vatClass: classes[index]!,
      })),
      shippingGrossCents: 495,
      country: 'NL',
      date: '2026-12-10',
    });
    expect(vat.lines.map((line) => [line.grossCents, line.netCents, line.vatCents])).toEqual([
      [2331, 2139, 192],
      [314, 288, 26],
      [899, 743, 156],
      [2246, 1856, 390],
    ]);
    // € 64,33 − € 6,43 + € 4,95 shipping: € 62,85, of which 9 %: € 2,37 and 21 %: € 5,93 (€ 9,15 without the code).
    expect(vat.grossCents).toBe(6285);
    expect(vat.totals.map((total) => [total.rateBasisPoints, total.vatCents])).toEqual([
      [900, 237],
      [2100, 593],
    ]);
    expect(vat.vatCents).toBe(830);
  });
});

describe('couponRefusal', () => {
  it('lets a code that applies through', () => {
    expect(couponRefusal(rule(), use())).toBeNull();
  });

  it('reads an unknown code, and one switched off, as a code that does not exist', () => {
    expect(couponRefusal(null, use())).toBe('Deze kortingscode bestaat niet.');
    expect(couponRefusal(undefined, use())).toBe(couponMessages.unknown);
    expect(couponRefusal(rule({ isActive: false }), use())).toBe(couponMessages.unknown);
  });

  it('holds from its first day to its last, both included, on the shop’s calendar', () => {
    const period = rule({ validFrom: '2026-12-01', validTo: '2026-12-31' });
    const at = (iso: string) => couponRefusal(period, use({ now: new Date(iso) }));
    // 23:30 UTC on 30 November is already 1 December in Amsterdam.
    expect(at('2026-11-30T22:59:59Z')).toBe('Deze kortingscode is nog niet geldig.');
    expect(at('2026-11-30T23:00:00Z')).toBeNull();
    expect(at('2026-12-31T22:59:59Z')).toBeNull();
    expect(at('2026-12-31T23:00:00Z')).toBe('Deze kortingscode is verlopen.');
    expect(couponRefusal(rule({ validFrom: '2026-12-10' }), use())).toBeNull();
    expect(couponRefusal(rule({ validTo: '2026-12-10' }), use())).toBeNull();
    expect(couponRefusal(rule({ validTo: '2026-12-09' }), use())).toBe(couponMessages.expired);
  });

  it('counts the uses of everyone against the usage limit', () => {
    expect(couponRefusal(rule({ usageLimit: 5 }), use({ timesUsed: 4 }))).toBeNull();
    expect(couponRefusal(rule({ usageLimit: 5 }), use({ timesUsed: 5 }))).toBe(
      'Deze kortingscode is al gebruikt.',
    );
    expect(couponRefusal(rule(), use({ timesUsed: 1_000 }))).toBeNull();
  });

  it('counts the customer’s own uses against the limit per customer', () => {
    expect(couponRefusal(rule({ perCustomerLimit: 2 }), use({ timesUsedByCustomer: 1 }))).toBeNull();
    expect(couponRefusal(rule({ perCustomerLimit: 2 }), use({ timesUsedByCustomer: 2 }))).toBe(
      'Je hebt deze kortingscode al gebruikt.',
    );
    expect(couponRefusal(rule(), use({ timesUsedByCustomer: 9 }))).toBeNull();
  });

  it('takes a first-order code only from a customer without orders', () => {
    expect(couponRefusal(rule({ firstOrderOnly: true }), use())).toBeNull();
    expect(couponRefusal(rule({ firstOrderOnly: true }), use({ customerOrders: 1 }))).toBe(
      'Deze kortingscode geldt alleen voor je eerste bestelling.',
    );
    expect(couponRefusal(rule(), use({ customerOrders: 3 }))).toBeNull();
  });

  it('takes goods from the minimum on, and names the minimum', () => {
    const minimum = rule({ minimumOrderCents: 2500 });
    expect(couponRefusal(minimum, use({ goodsCents: 2500 }))).toBeNull();
    expect(plain(couponRefusal(minimum, use({ goodsCents: 2499 })))).toBe(
      'Deze kortingscode geldt vanaf een bestelbedrag van € 25,00.',
    );
  });

  it('gives the first reason of several: unknown, period, the customer’s, everyone’s, the minimum', () => {
    const strict = rule({
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      usageLimit: 1,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      minimumOrderCents: 5000,
    });
    const all = { timesUsed: 1, timesUsedByCustomer: 1, customerOrders: 1, goodsCents: 100 };
    expect(couponRefusal({ ...strict, isActive: false }, use(all))).toBe(couponMessages.unknown);
    expect(couponRefusal(strict, use({ ...all, now: new Date('2026-11-01T12:00:00Z') }))).toBe(
      couponMessages.notYetValid,
    );
    expect(couponRefusal(strict, use({ ...all, now: new Date('2027-01-01T12:00:00Z') }))).toBe(
      couponMessages.expired,
    );
    expect(couponRefusal(strict, use(all))).toBe(couponMessages.usedByCustomer);
    expect(couponRefusal(strict, use({ ...all, timesUsedByCustomer: 0 }))).toBe(
      couponMessages.firstOrderOnly,
    );
    expect(couponRefusal(strict, use({ ...all, timesUsedByCustomer: 0, customerOrders: 0 }))).toBe(
      couponMessages.usedUp,
    );
    expect(
      couponRefusal(strict, use({ ...all, timesUsedByCustomer: 0, customerOrders: 0, timesUsed: 0 })),
    ).toBe(couponMessages.belowMinimum(5000));
  });
});

describe('shopDay', () => {
  it('is the day in Amsterdam, in winter and in summer', () => {
    expect(shopDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(shopDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(shopDay(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(shopDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});

describe('chargeRefusal', () => {
  it('refuses less than a payment can charge, nothing included', () => {
    expect(MINIMUM_CHARGE_CENTS).toBe(50);
    expect(chargeRefusal(50)).toBeNull();
    expect(chargeRefusal(6285)).toBeNull();
    expect(plain(chargeRefusal(49))).toBe(
      "Met deze kortingscode blijft er minder dan € 0,50 te betalen, en zo'n klein bedrag kunnen we niet afrekenen.",
    );
    expect(chargeRefusal(0)).toBe(couponMessages.belowMinimumCharge);
  });
});

describe('codes', () => {
  it('are case-insensitive: trimmed and in capitals', () => {
    expect(normalizeCouponCode('  zomer10 ')).toBe('ZOMER10');
    expect(cartCouponInputSchema.parse({ code: ' Zomer10' })).toEqual({ code: 'ZOMER10' });
    expect(cartCouponInputSchema.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe(
      'Vul een kortingscode in.',
    );
  });
});

describe('couponInputSchema', () => {
  const valid: CouponInput = { code: 'zomer-10', kind: 'percentage', percentOff: 10 };
  const messages = (input: Record<string, unknown>) =>
    Object.fromEntries(
      (couponInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );

  it('stores the code in capitals, with every limit empty and the code active unless said', () => {
    expect(couponInputSchema.parse(valid)).toEqual({
      code: 'ZOMER-10',
      kind: 'percentage',
      percentOff: 10,
      amountOff: null,
      validFrom: null,
      validTo: null,
      minimumOrder: null,
      usageLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      isActive: true,
    });
  });

  it('keeps only the value of the kind', () => {
    expect(couponInputSchema.parse({ ...valid, amountOff: 5 }).amountOff).toBeNull();
    const fixed = couponInputSchema.parse({ code: 'VIJF', kind: 'fixed', amountOff: 5, percentOff: 10 });
    expect([fixed.amountOff, fixed.percentOff]).toEqual([5, null]);
    const free = couponInputSchema.parse({
      code: 'GRATIS',
      kind: 'free_shipping',
      amountOff: 5,
      percentOff: 3,
    });
    expect([free.amountOff, free.percentOff]).toEqual([null, null]);
  });

  it('refuses a code that is not 3 to 40 letters, digits, - or _', () => {
    for (const code of ['ab', 'a'.repeat(41), 'ZOMER 10', '-ZOMER', 'KORTING€', 'ÉTÉ10']) {
      expect(messages({ ...valid, code }), code).toEqual({ code: couponMessages.codeFormat });
    }
    expect(messages({ ...valid, code: '   ' })).toEqual({ code: 'Code is verplicht' });
    expect(couponInputSchema.safeParse({ ...valid, code: 'a_b' }).success).toBe(true);
  });

  it('takes a whole percentage from 1 to 100 for a percentage code', () => {
    for (const percentOff of [0, 101, 12.5, null]) {
      expect(messages({ ...valid, percentOff }), String(percentOff)).toEqual({
        percentOff: couponMessages.percentOffRange,
      });
    }
    expect(couponInputSchema.safeParse({ ...valid, percentOff: 100 }).success).toBe(true);
    expect(couponInputSchema.safeParse({ ...valid, percentOff: 1 }).success).toBe(true);
  });

  it('takes a positive amount for a fixed code', () => {
    for (const amountOff of [0, -5, null, 100_001]) {
      expect(messages({ code: 'VIJF', kind: 'fixed', amountOff }), String(amountOff)).toEqual({
        amountOff: couponMessages.amountOffPositive,
      });
    }
    expect(couponInputSchema.safeParse({ code: 'VIJF', kind: 'fixed', amountOff: 0.01 }).success).toBe(true);
  });

  it('takes real days, the last not before the first', () => {
    expect(messages({ ...valid, validFrom: '2026-02-30', validTo: 'morgen' })).toEqual({
      validFrom: couponMessages.invalidDay,
      validTo: couponMessages.invalidDay,
    });
    expect(messages({ ...valid, validFrom: '2026-12-02', validTo: '2026-12-01' })).toEqual({
      validTo: 'Geldig tot kan niet voor geldig vanaf liggen',
    });
    expect(
      couponInputSchema.parse({ ...valid, validFrom: '2026-12-01', validTo: '2026-12-01' }),
    ).toMatchObject({ validFrom: '2026-12-01', validTo: '2026-12-01' });
  });

  it('takes a positive minimum and limits of 1 or more', () => {
    expect(messages({ ...valid, minimumOrder: 0, usageLimit: 0, perCustomerLimit: 1.5 })).toEqual({
      minimumOrder: couponMessages.minimumOrderPositive,
      usageLimit: couponMessages.usageLimitPositive,
      perCustomerLimit: couponMessages.perCustomerLimitPositive,
    });
    expect(
      couponInputSchema.parse({ ...valid, minimumOrder: 25, usageLimit: 1, perCustomerLimit: 1 }),
    ).toMatchObject({ minimumOrder: 25, usageLimit: 1, perCustomerLimit: 1 });
  });
});

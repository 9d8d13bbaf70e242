import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditContent,
  formatInvoiceDate,
  type InvoiceOrder,
  type InvoiceOrderLine,
  type InvoiceSeller,
  invoiceContent,
  invoiceMessages,
  invoiceNumber,
  invoiceYear,
  refundCreditContent,
} from './invoice.ts';
import { type VatClass, type VatCountry, vatBreakdown, vatClasses } from './vat.ts';

const seller: InvoiceSeller = {
  name: 'Loopvoeding B.V.',
  street: 'Hardloperspad 12',
  zip: '3511 AB',
  city: 'Utrecht',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  email: 'info@loopvoeding.nl',
};

const customer = ['Sanne de Vries', 'Stationsstraat 10-C', '3511 AB Utrecht', 'Nederland'];

/** The worked example of decision 047: two reduced and two standard lines, € 4,95 shipping. */
const goods: { title: string; unitPriceCents: number; quantity: number; vatClass: VatClass }[] = [
  { title: 'Gelpakket', unitPriceCents: 1295, quantity: 2, vatClass: 'reduced' },
  { title: 'Sportdrank', unitPriceCents: 349, quantity: 1, vatClass: 'reduced' },
  { title: 'Bidon', unitPriceCents: 999, quantity: 1, vatClass: 'standard' },
  { title: 'Heupriem', unitPriceCents: 2495, quantity: 1, vatClass: 'standard' },
];

/** An order as checkout records it: its VAT from `vatBreakdown` on the day it was placed. */
function recordedOrder({
  lines = goods,
  shippingPriceCents = 495,
  shippingMethodName = 'PostNL pakket',
  country = 'NL',
  placedOn = '2026-11-25',
  paidAt = new Date('2026-11-25T10:00:00Z'),
  couponCode = null,
  discounts = lines.map(() => 0),
  shippingDiscountCents = 0,
}: {
  lines?: typeof goods;
  shippingPriceCents?: number;
  shippingMethodName?: string;
  country?: VatCountry;
  placedOn?: string;
  paidAt?: Date;
  /** A coupon: its code, each line's part of its reduction and the shipping it waived. */
  couponCode?: string | null;
  discounts?: number[];
  shippingDiscountCents?: number;
} = {}): InvoiceOrder {
  const breakdown = vatBreakdown({
    lines: lines.map((line, index) => ({
      grossCents: line.unitPriceCents * line.quantity - discounts[index]!,
      vatClass: line.vatClass,
    })),
    shippingGrossCents: shippingPriceCents,
    country,
    date: placedOn,
  });
  return {
    reference: 'AB12CD34',
    customer,
    lines: lines.map((line, index) => ({
      title: line.title,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatClass: line.vatClass,
      vatRateBasisPoints: breakdown.lines[index]!.rateBasisPoints,
      netCents: breakdown.lines[index]!.netCents,
      vatCents: breakdown.lines[index]!.vatCents,
      productVatClass: line.vatClass,
      discountCents: discounts[index]!,
    })),
    shippingMethodName,
    shippingPriceCents,
    shippingVat: breakdown.shipping,
    couponCode,
    shippingDiscountCents,
    vatCountry: country,
    paidAt,
  };
}

/** The same order as one from before VAT was recorded: no country, no classes, no figures. */
function unrecorded(order: InvoiceOrder, productVatClass: (line: InvoiceOrderLine) => VatClass | null) {
  return {
    ...order,
    vatCountry: null,
    shippingVat: [],
    lines: order.lines.map((line) => ({
      ...line,
      vatClass: null,
      vatRateBasisPoints: 0,
      netCents: 0,
      vatCents: 0,
      productVatClass: productVatClass(line),
    })),
  };
}

describe('the invoice number', () => {
  it.each([
    [2026, 1, '2026-000001'],
    [2026, 123, '2026-000123'],
    [2027, 999_999, '2027-999999'],
    [2027, 1_000_000, '2027-1000000'],
  ])('of year %i, number %i, is %s', (year, sequence, number) => {
    expect(invoiceNumber(year, sequence)).toBe(number);
  });

  it.each([
    [2026, 0],
    [2026, -1],
    [2026, 1.5],
    [999, 1],
    [10_000, 1],
    [2026.5, 1],
  ])('refuses year %s with number %s', (year, sequence) => {
    expect(() => invoiceNumber(year, sequence)).toThrow(RangeError);
  });

  it('counts in the shop’s year: New Year’s Eve after 23:00 UTC is already the next year in Amsterdam', () => {
    expect(invoiceYear(new Date('2025-12-31T22:59:59.999Z'))).toBe(2025);
    expect(invoiceYear(new Date('2025-12-31T23:00:00.000Z'))).toBe(2026);
    // Summer time: UTC+2.
    expect(invoiceYear(new Date('2026-07-01T12:00:00Z'))).toBe(2026);
  });
});

describe('an invoice of an order with a coupon code', () => {
  /** Decision 049's order with 10 % off: € 6,43 spread over the lines (see coupon.test.ts). */
  const tenPercent = () =>
    recordedOrder({ couponCode: 'ZOMER10', discounts: [259, 35, 100, 249], placedOn: '2026-12-10' });

  it('states the products at their full price, then the reduction per rate, and totals after it', () => {
    const content = invoiceContent(tenPercent(), seller);
    expect(
      content.lines.map((line) => [line.description, line.grossCents, line.netCents, line.vatCents]),
    ).toEqual([
      ['Gelpakket', 2590, 2376, 214],
      ['Sportdrank', 349, 320, 29],
      ['Bidon', 999, 826, 173],
      ['Heupriem', 2495, 2062, 433],
      // The lines' VAT after the reduction was 192 + 26 at 9 % and 156 + 390 at 21 %.
      ['Korting (ZOMER10) (9\u00a0%)', -294, -269, -25],
      ['Korting (ZOMER10) (21\u00a0%)', -349, -289, -60],
      ['Verzending: PostNL pakket (21\u00a0%)', 269, 222, 47],
      ['Verzending: PostNL pakket (9\u00a0%)', 226, 207, 19],
    ]);
    expect(content.lines[4]).toMatchObject({ quantity: 1, unitNetCents: -269, rateBasisPoints: 900 });
    // € 62,85, of which 9 %: € 2,37 and 21 %: € 5,93, as the order recorded them.
    expect(content.totals).toEqual([
      { rateBasisPoints: 900, grossCents: 2871, netCents: 2634, vatCents: 237 },
      { rateBasisPoints: 2100, grossCents: 3414, netCents: 2821, vatCents: 593 },
    ]);
    expect(content).toMatchObject({ netCents: 5455, vatCents: 830, grossCents: 6285 });
  });

  it('names the reduction without a rate when it touched one rate, and leaves lines without a part as recorded', () => {
    const order = recordedOrder({ couponCode: 'VIJF', discounts: [0, 0, 100, 400] });
    const content = invoiceContent(order, seller);
    // The bidon's VAT goes from € 1,73 to € 1,56 (on € 8,99), the belt's from € 4,33 to € 3,64 (on € 20,95).
    expect(content.lines.filter((line) => line.grossCents < 0)).toEqual([
      {
        description: 'Korting (VIJF)',
        quantity: 1,
        unitNetCents: -414,
        rateBasisPoints: 2100,
        netCents: -414,
        vatCents: -86,
        grossCents: -500,
      },
    ]);
    expect(content.lines.slice(0, 2)).toEqual(invoiceContent(recordedOrder(), seller).lines.slice(0, 2));
    expect(content.grossCents).toBe(6428);
  });

  it('lists the reduction’s lines lowest rate first, whatever order the lines come in', () => {
    const order = recordedOrder({
      lines: [...goods].reverse(),
      couponCode: 'ZOMER10',
      discounts: [259, 35, 100, 249].reverse(),
    });
    expect(
      invoiceContent(order, seller)
        .lines.filter((line) => line.grossCents < 0)
        .map((line) => line.rateBasisPoints),
    ).toEqual([900, 2100]);
  });

  it('names the shipping a code waived, free and without VAT', () => {
    const order = recordedOrder({
      couponCode: 'GRATIS',
      shippingPriceCents: 0,
      shippingDiscountCents: 495,
    });
    const content = invoiceContent(order, seller);
    expect(content.lines.at(-1)).toEqual({
      description: 'Verzending: PostNL pakket (gratis met kortingscode GRATIS)',
      quantity: 1,
      unitNetCents: 0,
      rateBasisPoints: null,
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    });
    expect(content.lines.some((line) => line.description.startsWith('Korting'))).toBe(false);
    expect(content.grossCents).toBe(6433);
  });

  it('credits the reduction too: the credit invoice gives back what was paid', () => {
    const credit = creditContent(invoiceContent(tenPercent(), seller), seller);
    expect(credit.lines.find((line) => line.description === 'Korting (ZOMER10) (9\u00a0%)')).toMatchObject({
      grossCents: 294,
      vatCents: 25,
    });
    expect(credit).toMatchObject({ grossCents: -6285, vatCents: -830 });
  });

  it('of an order from before VAT was recorded is computed on what the lines cost after their part', () => {
    const order = { ...unrecorded(tenPercent(), (line) => line.vatClass ?? null) };
    order.lines = order.lines.map((line, index) => ({
      ...line,
      productVatClass: goods[index]!.vatClass,
    }));
    const content = invoiceContent(order, seller);
    expect(content.vatBasis).toBe('derived');
    expect(content.totals).toEqual(invoiceContent(tenPercent(), seller).totals);
  });
});

describe('an invoice of an order that recorded its VAT', () => {
  it('states the lines, the shipping split over both rates and the totals per rate (decision 047’s example)', () => {
    const content = invoiceContent(recordedOrder(), seller);
    expect(content).toMatchObject({
      seller,
      customer,
      orderReference: 'AB12CD34',
      vatCountry: 'NL',
      vatBasis: 'order',
    });
    expect(content.lines).toEqual([
      {
        description: 'Gelpakket',
        quantity: 2,
        unitNetCents: 1188,
        rateBasisPoints: 900,
        netCents: 2376,
        vatCents: 214,
        grossCents: 2590,
      },
      {
        description: 'Sportdrank',
        quantity: 1,
        unitNetCents: 320,
        rateBasisPoints: 900,
        netCents: 320,
        vatCents: 29,
        grossCents: 349,
      },
      {
        description: 'Bidon',
        quantity: 1,
        unitNetCents: 826,
        rateBasisPoints: 2100,
        netCents: 826,
        vatCents: 173,
        grossCents: 999,
      },
      {
        description: 'Heupriem',
        quantity: 1,
        unitNetCents: 2062,
        rateBasisPoints: 2100,
        netCents: 2062,
        vatCents: 433,
        grossCents: 2495,
      },
      {
        description: 'Verzending: PostNL pakket (21\u00a0%)',
        quantity: 1,
        unitNetCents: 222,
        rateBasisPoints: 2100,
        netCents: 222,
        vatCents: 47,
        grossCents: 269,
      },
      {
        description: 'Verzending: PostNL pakket (9\u00a0%)',
        quantity: 1,
        unitNetCents: 207,
        rateBasisPoints: 900,
        netCents: 207,
        vatCents: 19,
        grossCents: 226,
      },
    ]);
    expect(content.totals).toEqual([
      { rateBasisPoints: 900, grossCents: 3165, netCents: 2903, vatCents: 262 },
      { rateBasisPoints: 2100, grossCents: 3763, netCents: 3110, vatCents: 653 },
    ]);
    expect(content).toMatchObject({ netCents: 6013, vatCents: 915, grossCents: 6928 });
  });

  it('has the order’s own totals per rate', () => {
    const order = recordedOrder({ country: 'BE' });
    const breakdown = vatBreakdown({
      lines: goods.map((line) => ({
        grossCents: line.unitPriceCents * line.quantity,
        vatClass: line.vatClass,
      })),
      shippingGrossCents: 495,
      country: 'BE',
      date: '2026-11-25',
    });
    const content = invoiceContent(order, seller);
    expect(content.totals).toEqual(breakdown.totals);
    expect(content).toMatchObject({
      vatCountry: 'BE',
      netCents: breakdown.netCents,
      vatCents: 833,
      grossCents: 6928,
    });
  });

  it('keeps the rates the order recorded, whatever the table says on the day it is invoiced', () => {
    // Placed on the last day of 6 %, paid (and invoiced) in a year of 9 %.
    const order = recordedOrder({ placedOn: '2018-12-31', paidAt: new Date('2026-11-25T10:00:00Z') });
    const content = invoiceContent(order, seller);
    expect(content.totals.map((total) => [total.rateBasisPoints, total.vatCents])).toEqual([
      [600, 180],
      [2100, 653],
    ]);
  });

  it('lists the totals lowest rate first, whatever order the lines come in', () => {
    const order = recordedOrder({ lines: [...goods].reverse() });
    expect(invoiceContent(order, seller).totals.map((total) => total.rateBasisPoints)).toEqual([900, 2100]);
  });

  it('names one shipping line without its rate when the shipping carries one rate', () => {
    const order = recordedOrder({ lines: goods.slice(0, 2), shippingPriceCents: 395 });
    expect(invoiceContent(order, seller).lines.at(-1)).toEqual({
      description: 'Verzending: PostNL pakket',
      quantity: 1,
      unitNetCents: 362,
      rateBasisPoints: 900,
      netCents: 362,
      vatCents: 33,
      grossCents: 395,
    });
  });

  it('shows free shipping as a line without VAT that no rate counts', () => {
    const content = invoiceContent(recordedOrder({ shippingPriceCents: 0 }), seller);
    expect(content.lines.at(-1)).toEqual({
      description: 'Verzending: PostNL pakket',
      quantity: 1,
      unitNetCents: 0,
      rateBasisPoints: null,
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    });
    expect(content.lines).toHaveLength(5);
    expect(content.totals.map((total) => total.grossCents)).toEqual([2939, 3494]);
    expect(content.grossCents).toBe(6433);
  });

  it('has no shipping line for an order from before shipping was charged', () => {
    const content = invoiceContent(recordedOrder({ shippingPriceCents: 0, shippingMethodName: '' }), seller);
    expect(content.lines.map((line) => line.description)).toEqual(goods.map((line) => line.title));
  });
});

describe('an invoice of an order from before VAT was recorded', () => {
  it('is computed with the shop’s own rates on the day it was paid, and says so', () => {
    const order = unrecorded(recordedOrder({ country: 'BE' }), (line) => line.vatClass);
    const content = invoiceContent(order, seller);
    expect(content).toMatchObject({ vatBasis: 'derived', vatCountry: 'NL', vatCents: 915, grossCents: 6928 });
    expect(content.lines).toEqual(invoiceContent(recordedOrder(), seller).lines);
  });

  it('takes the rate of the day it was paid in Amsterdam', () => {
    const lastDayOf6 = unrecorded(
      recordedOrder({ paidAt: new Date('2018-12-31T22:59:59Z') }),
      (line) => line.vatClass,
    );
    const firstDayOf9 = { ...lastDayOf6, paidAt: new Date('2018-12-31T23:00:00Z') };
    expect(invoiceContent(lastDayOf6, seller).totals[0]).toMatchObject({
      rateBasisPoints: 600,
      vatCents: 180,
    });
    expect(invoiceContent(firstDayOf9, seller).totals[0]).toMatchObject({
      rateBasisPoints: 900,
      vatCents: 262,
    });
  });

  it('takes a line’s class from its product, and the standard rate for a product that is gone', () => {
    const order = unrecorded(recordedOrder({ lines: goods.slice(0, 2), shippingPriceCents: 0 }), (line) =>
      line.title === 'Gelpakket' ? 'reduced' : null,
    );
    expect(invoiceContent(order, seller).lines.map((line) => line.rateBasisPoints)).toEqual([
      900,
      2100,
      null,
    ]);
  });

  it('is derived when a single line lacks its class, even with the country recorded', () => {
    const order = recordedOrder();
    order.lines[1] = { ...order.lines[1]!, vatClass: null, vatRateBasisPoints: 0, netCents: 0, vatCents: 0 };
    const content = invoiceContent(order, seller);
    expect(content.vatBasis).toBe('derived');
    expect(content.lines[1]).toMatchObject({ rateBasisPoints: 900, vatCents: 29 });
  });

  it('comes to the same invoice as a recorded order, for any cart paid on any day from 2019', () => {
    const line = fc.record({
      title: fc.constantFrom('Gel', 'Reep', 'Bidon'),
      unitPriceCents: fc.integer({ min: 0, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      vatClass: fc.constantFrom(...vatClasses),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.date({
          min: new Date('2019-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (lines, shippingPriceCents, paidAt) => {
          const placedOn = formatInvoiceDate(paidAt).split('-').reverse().join('-');
          const order = recordedOrder({ lines, shippingPriceCents, placedOn, paidAt });
          const content = invoiceContent(order, seller);
          const derived = invoiceContent(
            unrecorded(order, (candidate) => candidate.vatClass),
            seller,
          );
          expect({ ...derived, vatBasis: 'order' }).toEqual(content);
          const goodsCents = lines.reduce((total, item) => total + item.unitPriceCents * item.quantity, 0);
          expect(content.grossCents).toBe(goodsCents + shippingPriceCents);
          expect(content.netCents + content.vatCents).toBe(content.grossCents);
          for (const item of content.lines) expect(item.netCents + item.vatCents).toBe(item.grossCents);
        },
      ),
    );
  });
});

describe('a credit invoice', () => {
  it('negates every amount of the original, keeps its quantities and rates, and is issued by the seller now', () => {
    const original = invoiceContent(recordedOrder(), seller);
    const moved = { ...seller, street: 'Marathonweg 1' };
    const credit = creditContent(original, moved);
    expect(credit.seller).toBe(moved);
    expect(credit.customer).toEqual(original.customer);
    expect(credit.lines[0]).toEqual({
      description: 'Gelpakket',
      quantity: 2,
      unitNetCents: -1188,
      rateBasisPoints: 900,
      netCents: -2376,
      vatCents: -214,
      grossCents: -2590,
    });
    expect(credit.totals).toEqual([
      { rateBasisPoints: 900, grossCents: -3165, netCents: -2903, vatCents: -262 },
      { rateBasisPoints: 2100, grossCents: -3763, netCents: -3110, vatCents: -653 },
    ]);
    expect(credit).toMatchObject({ netCents: -6013, vatCents: -915, grossCents: -6928 });
    expect(original.grossCents).toBe(6928);
  });

  it('keeps a zero a zero, never −0', () => {
    const credit = creditContent(invoiceContent(recordedOrder({ shippingPriceCents: 0 }), seller), seller);
    const free = credit.lines.at(-1)!;
    for (const amount of [free.unitNetCents, free.netCents, free.vatCents, free.grossCents]) {
      expect(Object.is(amount, 0)).toBe(true);
    }
  });
});

describe('the credit invoice of a refund', () => {
  /** 3 × gel at € 2,50 (9 %: € 0,62 VAT in € 7,50) and a bottle, € 4,95 shipping over both rates. */
  const lines = [
    { title: 'Gel', unitPriceCents: 250, quantity: 3, vatClass: 'reduced' as const },
    { title: 'Bidon', unitPriceCents: 999, quantity: 1, vatClass: 'standard' as const },
  ];
  const original = invoiceContent(recordedOrder({ lines }), seller);
  const gel = (refundQuantity: number, earlierQuantity = 0) => ({
    description: 'Gel',
    quantity: 3,
    grossCents: 750,
    refundQuantity,
    earlierQuantity,
    discountCents: 0,
  });

  it('credits the refunded units of a line at its rate, the VAT shared out over the units', () => {
    expect(original.lines[0]).toMatchObject({ grossCents: 750, vatCents: 62, rateBasisPoints: 900 });
    const first = refundCreditContent(
      original,
      { productLineCount: 2, lines: [gel(1)], shipping: false },
      seller,
    );
    expect(first.lines).toEqual([
      {
        description: 'Gel',
        quantity: 1,
        unitNetCents: -original.lines[0]!.unitNetCents,
        rateBasisPoints: 900,
        netCents: -229,
        vatCents: -21,
        grossCents: -250,
      },
    ]);
    expect(first.totals).toEqual([{ rateBasisPoints: 900, grossCents: -250, netCents: -229, vatCents: -21 }]);
    expect(first).toMatchObject({ netCents: -229, vatCents: -21, grossCents: -250, seller });
    // The second unit carries 20 cents, the third 21: the three credit the line's 62 exactly.
    const second = refundCreditContent(
      original,
      { productLineCount: 2, lines: [gel(1, 1)], shipping: false },
      seller,
    );
    const third = refundCreditContent(
      original,
      { productLineCount: 2, lines: [gel(1, 2)], shipping: false },
      seller,
    );
    expect([first, second, third].map((credit) => credit.vatCents)).toEqual([-21, -20, -21]);
    expect([first, second, third].map((credit) => credit.grossCents)).toEqual([-250, -250, -250]);
    const lastTwo = refundCreditContent(
      original,
      { productLineCount: 2, lines: [gel(2, 1)], shipping: false },
      seller,
    );
    expect(lastTwo.lines[0]).toMatchObject({ quantity: 2, vatCents: -41, grossCents: -500, netCents: -459 });
  });

  it('credits the shipping lines whole when the shipping is paid back, and only then', () => {
    const shipping = refundCreditContent(
      original,
      { productLineCount: 2, lines: [], shipping: true },
      seller,
    );
    expect(shipping.lines.map((line) => line.description)).toEqual(
      original.lines.slice(2).map((line) => line.description),
    );
    expect(shipping.grossCents).toBe(-495);
    expect(shipping.vatCents).toBe(-original.lines.slice(2).reduce((sum, line) => sum + line.vatCents, 0));
    const without = refundCreditContent(
      original,
      { productLineCount: 2, lines: [gel(1)], shipping: false },
      seller,
    );
    expect(without.lines).toHaveLength(1);
  });

  it('credits everything at once exactly as the whole invoice’s credit', () => {
    const everything = refundCreditContent(
      original,
      {
        productLineCount: 2,
        lines: [
          gel(3),
          {
            description: 'Bidon',
            quantity: 1,
            grossCents: 999,
            refundQuantity: 1,
            earlierQuantity: 0,
            discountCents: 0,
          },
        ],
        shipping: true,
      },
      seller,
    );
    expect(everything).toEqual(creditContent(original, seller));
  });

  it('finds each line by title, quantity and total, never a shipping line, and refuses one that is not there', () => {
    const twice = invoiceContent(
      recordedOrder({
        lines: [
          { title: 'Gel', unitPriceCents: 250, quantity: 2, vatClass: 'reduced' },
          { title: 'Gel', unitPriceCents: 250, quantity: 3, vatClass: 'reduced' },
        ],
      }),
      seller,
    );
    const credit = refundCreditContent(
      twice,
      { productLineCount: 2, lines: [gel(3)], shipping: false },
      seller,
    );
    expect(credit.grossCents).toBe(-750);
    // Lines alike in total are told apart by their title and their quantity.
    const alike = invoiceContent(
      recordedOrder({
        lines: [
          { title: 'Gel', unitPriceCents: 375, quantity: 2, vatClass: 'reduced' },
          { title: 'Gel', unitPriceCents: 250, quantity: 3, vatClass: 'standard' },
          { title: 'Reep', unitPriceCents: 250, quantity: 3, vatClass: 'reduced' },
        ],
      }),
      seller,
    );
    const byQuantity = refundCreditContent(
      alike,
      { productLineCount: 3, lines: [gel(1)], shipping: false },
      seller,
    );
    expect(byQuantity.lines[0]).toMatchObject({
      description: 'Gel',
      rateBasisPoints: 2100,
      grossCents: -250,
    });
    const byTitle = refundCreditContent(
      alike,
      { productLineCount: 3, lines: [{ ...gel(1), description: 'Reep' }], shipping: false },
      seller,
    );
    expect(byTitle.lines[0]).toMatchObject({ description: 'Reep', rateBasisPoints: 900 });
    expect(() =>
      refundCreditContent(
        original,
        {
          productLineCount: 1,
          lines: [{ ...gel(1), description: 'Bidon', quantity: 1, grossCents: 999 }],
          shipping: false,
        },
        seller,
      ),
    ).toThrow(new RangeError('No invoice line for Bidon'));
    expect(() =>
      refundCreditContent(
        original,
        { productLineCount: 2, lines: [{ ...gel(1), grossCents: 751 }], shipping: false },
        seller,
      ),
    ).toThrow(RangeError);
    expect(() =>
      refundCreditContent(
        original,
        { productLineCount: 2, lines: [gel(1), gel(1)], shipping: false },
        seller,
      ),
    ).toThrow(RangeError);
  });

  it('credits a free shipping line with the refund that takes the shipping', () => {
    const free = invoiceContent(recordedOrder({ lines, shippingPriceCents: 0 }), seller);
    expect(free.lines.at(-1)).toMatchObject({ grossCents: 0, rateBasisPoints: null });
    const credit = refundCreditContent(free, { productLineCount: 2, lines: [], shipping: true }, seller);
    expect(credit.lines.map((line) => line.description)).toEqual([free.lines.at(-1)!.description]);
  });

  it('credits a line a coupon reduced at what it cost after the reduction, as the refund paid it back', () => {
    // € 7,50 of gel less € 0,76 and € 9,99 of bidon less € 1,00: the buyer paid € 6,74 and € 8,99.
    const discounts = [76, 100];
    const content = invoiceContent(recordedOrder({ lines, couponCode: 'ZOMER10', discounts }), seller);
    const line = (index: number, refundQuantity: number, earlierQuantity: number) => ({
      description: lines[index]!.title,
      quantity: lines[index]!.quantity,
      grossCents: lines[index]!.unitPriceCents * lines[index]!.quantity,
      refundQuantity,
      earlierQuantity,
      discountCents: discounts[index]!,
    });
    const credits = [
      refundCreditContent(content, { productLineCount: 2, lines: [line(0, 1, 0)], shipping: false }, seller),
      refundCreditContent(content, { productLineCount: 2, lines: [line(0, 2, 1)], shipping: false }, seller),
      refundCreditContent(content, { productLineCount: 2, lines: [line(1, 1, 0)], shipping: true }, seller),
    ];
    // What each refund paid back, to the cent: € 6,74 over three gels is 2,24, then 2,25 + 2,25.
    expect(credits.map((credit) => credit.lines[0]!.grossCents)).toEqual([-224, -450, -899]);
    expect(credits[0]!.lines[0]).toEqual({
      description: 'Gel (na korting)',
      quantity: 1,
      unitNetCents: -206,
      rateBasisPoints: 900,
      netCents: -205,
      vatCents: -19,
      grossCents: -224,
    });
    // Together they credit exactly the invoice: its goods less the reduction, per rate, and the shipping.
    const together = (key: 'grossCents' | 'vatCents' | 'netCents') =>
      credits.reduce((total, credit) => total + credit[key], 0);
    expect(together('grossCents')).toBe(-content.grossCents);
    expect(together('vatCents')).toBe(-content.vatCents);
    expect(together('netCents')).toBe(-content.netCents);
    for (const rate of content.totals) {
      const credited = credits
        .flatMap((credit) => credit.totals)
        .filter((total) => total.rateBasisPoints === rate.rateBasisPoints)
        .reduce((total, part) => total + part.vatCents, 0);
      expect(credited, String(rate.rateBasisPoints)).toBe(-rate.vatCents);
    }
  });

  it('credits a line’s gross and VAT exactly, in whatever pieces its units are refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(...vatClasses),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 40 }),
        (unitPriceCents, quantity, vatClass, cuts) => {
          const content = invoiceContent(
            recordedOrder({
              lines: [{ title: 'Gel', unitPriceCents, quantity, vatClass }],
              shippingPriceCents: 0,
            }),
            seller,
          );
          const line = content.lines[0]!;
          let earlier = 0;
          let gross = 0;
          let vat = 0;
          for (const cut of cuts) {
            const refundQuantity = Math.min(cut, quantity - earlier);
            if (refundQuantity === 0) break;
            const credit = refundCreditContent(
              content,
              {
                productLineCount: 1,
                lines: [
                  {
                    description: 'Gel',
                    quantity,
                    grossCents: line.grossCents,
                    refundQuantity,
                    earlierQuantity: earlier,
                    discountCents: 0,
                  },
                ],
                shipping: false,
              },
              seller,
            );
            expect(credit.lines[0]!.grossCents).toBe(-(unitPriceCents * refundQuantity) || 0);
            gross += credit.grossCents;
            vat += credit.vatCents;
            earlier += refundQuantity;
          }
          if (earlier === quantity) {
            expect(gross).toBe(-line.grossCents || 0);
            expect(vat).toBe(-line.vatCents || 0);
          }
        },
      ),
    );
  });
});

describe('how an invoice writes', () => {
  it('its date on the shop’s calendar', () => {
    expect(formatInvoiceDate(new Date('2025-12-31T22:59:59Z'))).toBe('31-12-2025');
    expect(formatInvoiceDate(new Date('2025-12-31T23:00:00Z'))).toBe('01-01-2026');
  });

  it('its title, the invoice it credits and its file name', () => {
    expect(invoiceMessages.title('invoice', '2026-000123')).toBe('Factuur 2026-000123');
    expect(invoiceMessages.title('credit', '2026-000124')).toBe('Creditfactuur 2026-000124');
    expect(invoiceMessages.credits('2026-000123')).toBe('Crediteert factuur 2026-000123');
    expect(invoiceMessages.fileName('invoice', '2026-000123')).toBe('factuur-2026-000123.pdf');
    expect(invoiceMessages.fileName('credit', '2026-000124')).toBe('creditfactuur-2026-000124.pdf');
  });
});

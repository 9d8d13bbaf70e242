import { describe, expect, it } from 'vitest';
import type { Order } from './order.ts';
import {
  checkRefund,
  everythingLeft,
  isPartlyRefunded,
  paidForUnits,
  refundInputSchema,
  refundLeft,
  refundMessages,
  refundStateOf,
  WITHDRAWAL_DAYS,
  withdrawalDeadline,
  withdrawalInputSchema,
  withdrawalStart,
  withdrawalWindow,
} from './refund.ts';

const GEL = '00000000-0000-4000-8000-000000000001';
const BOTTLE = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000009';

/** 3 × gel at € 2,50 and 1 × bottle at € 9,99, € 4,95 shipping: € 22,44 paid. */
const order = {
  totalCents: 3 * 250 + 999 + 495,
  shippingPriceCents: 495,
  lines: [
    { id: GEL, unitPriceCents: 250, quantity: 3, discountCents: 0 },
    { id: BOTTLE, unitPriceCents: 999, quantity: 1, discountCents: 0 },
  ],
};

describe('a line bought with a coupon', () => {
  // 3 × gel at € 2,50 with € 0,75 off (a 10 % code): € 6,75 paid for the line, € 4,95 shipping.
  const withCoupon = {
    totalCents: 675 + 495,
    shippingPriceCents: 495,
    lines: [{ id: GEL, unitPriceCents: 250, quantity: 3, discountCents: 75 }],
  };

  it('pays back what was paid for its units, not their price, and all of them exactly the line', () => {
    expect(paidForUnits(withCoupon.lines[0]!, 0, 1)).toBe(225);
    expect(paidForUnits(withCoupon.lines[0]!, 0, 3)).toBe(675);
    const first = checkRefund(withCoupon, [], { lines: [{ lineId: GEL, quantity: 2 }], shipping: false });
    expect(first).toMatchObject({ ok: true, amountCents: 450 });
    const rest = checkRefund(
      withCoupon,
      [{ amountCents: 450, shippingCents: 0, lines: [{ lineId: GEL, quantity: 2 }] }],
      {
        lines: [{ lineId: GEL, quantity: 1 }],
        shipping: true,
      },
    );
    expect(rest).toMatchObject({ ok: true, amountCents: 225 + 495, shippingCents: 495 });
  });

  it('spreads a cent that does not divide over the units so they add up to the line', () => {
    const line = { id: GEL, unitPriceCents: 400, quantity: 3, discountCents: 200 }; // € 10,00 paid
    const units = [0, 1, 2].map((refunded) => paidForUnits(line, refunded, 1));
    expect(units).toEqual([333, 333, 334]);
    expect(paidForUnits(line, 1, 2)).toBe(667);
  });

  it('pays back the next units after those earlier refunds took', () => {
    const line = { id: GEL, unitPriceCents: 400, quantity: 3, discountCents: 200 }; // € 10,00 paid
    const tenEuros = { totalCents: 1000, shippingPriceCents: 0, lines: [line] };
    const after = (quantity: number, amountCents: number) => [
      { amountCents, shippingCents: 0, lines: [{ lineId: GEL, quantity }] },
    ];
    const one = { lines: [{ lineId: GEL, quantity: 1 }], shipping: false };
    expect(checkRefund(tenEuros, after(1, 333), one)).toMatchObject({ ok: true, amountCents: 333 });
    expect(checkRefund(tenEuros, after(2, 666), one)).toMatchObject({ ok: true, amountCents: 334 });
  });
});

describe('what is left to refund', () => {
  it('is everything before any refund', () => {
    const left = refundLeft(order, []);
    expect([...left.quantities]).toEqual([
      [GEL, 3],
      [BOTTLE, 1],
    ]);
    expect(left).toMatchObject({ shippingCents: 495, amountCents: 2244 });
  });

  it('goes down by every refund that counts, per line, for shipping and in total', () => {
    const left = refundLeft(order, [
      { amountCents: 500, shippingCents: 0, lines: [{ lineId: GEL, quantity: 2 }] },
      { amountCents: 495, shippingCents: 495, lines: [] },
    ]);
    expect(left.quantities.get(GEL)).toBe(1);
    expect(left.quantities.get(BOTTLE)).toBe(1);
    expect(left).toMatchObject({ shippingCents: 0, amountCents: 2244 - 995 });
  });
});

describe('a refund', () => {
  it('pays back each line’s unit price × quantity and the whole shipping', () => {
    expect(
      checkRefund(order, [], {
        lines: [
          { lineId: GEL, quantity: 2 },
          { lineId: BOTTLE, quantity: 1 },
        ],
        shipping: true,
      }),
    ).toEqual({
      ok: true,
      amountCents: 500 + 999 + 495,
      shippingCents: 495,
      lines: [
        { lineId: GEL, quantity: 2, amountCents: 500 },
        { lineId: BOTTLE, quantity: 1, amountCents: 999 },
      ],
    });
  });

  it('pays back the shipping alone, or lines without it', () => {
    expect(checkRefund(order, [], { lines: [], shipping: true })).toMatchObject({
      ok: true,
      amountCents: 495,
      shippingCents: 495,
    });
    expect(checkRefund(order, [], { lines: [{ lineId: GEL, quantity: 1 }], shipping: false })).toMatchObject({
      ok: true,
      amountCents: 250,
      shippingCents: 0,
    });
  });

  it('never pays back more of a line than is left of it', () => {
    const earlier = [{ amountCents: 500, shippingCents: 0, lines: [{ lineId: GEL, quantity: 2 }] }];
    expect(checkRefund(order, earlier, { lines: [{ lineId: GEL, quantity: 1 }], shipping: false }).ok).toBe(
      true,
    );
    expect(checkRefund(order, earlier, { lines: [{ lineId: GEL, quantity: 2 }], shipping: false })).toEqual({
      ok: false,
      problem: 'exceeds',
    });
    expect(checkRefund(order, [], { lines: [{ lineId: GEL, quantity: 4 }], shipping: false })).toEqual({
      ok: false,
      problem: 'exceeds',
    });
  });

  it('pays back the shipping once', () => {
    const earlier = [{ amountCents: 495, shippingCents: 495, lines: [] }];
    expect(checkRefund(order, earlier, { lines: [], shipping: true })).toEqual({
      ok: false,
      problem: 'exceeds',
    });
    expect(checkRefund(order, earlier, { lines: [{ lineId: BOTTLE, quantity: 1 }], shipping: true })).toEqual(
      { ok: false, problem: 'exceeds' },
    );
  });

  it('never pays back more than was paid in total, whatever the lines say', () => {
    // An order whose total is less than its lines (a discount on the whole order).
    const discounted = { ...order, totalCents: 1000 };
    expect(
      checkRefund(discounted, [], { lines: [{ lineId: BOTTLE, quantity: 1 }], shipping: false }),
    ).toEqual({
      ok: true,
      amountCents: 999,
      shippingCents: 0,
      lines: [{ lineId: BOTTLE, quantity: 1, amountCents: 999 }],
    });
    expect(checkRefund(discounted, [], { lines: [{ lineId: BOTTLE, quantity: 1 }], shipping: true })).toEqual(
      { ok: false, problem: 'exceeds' },
    );
    const earlier = [{ amountCents: 999, shippingCents: 0, lines: [{ lineId: BOTTLE, quantity: 1 }] }];
    expect(
      checkRefund(discounted, earlier, { lines: [{ lineId: GEL, quantity: 1 }], shipping: false }),
    ).toEqual({
      ok: false,
      problem: 'exceeds',
    });
    expect(
      checkRefund({ ...order, totalCents: 250 }, [], {
        lines: [{ lineId: GEL, quantity: 1 }],
        shipping: false,
      }).ok,
    ).toBe(true);
  });

  it('refuses a line of another order and a refund of nothing', () => {
    expect(checkRefund(order, [], { lines: [{ lineId: OTHER, quantity: 1 }], shipping: false })).toEqual({
      ok: false,
      problem: 'unknownLine',
    });
    expect(checkRefund(order, [], { lines: [], shipping: false })).toEqual({ ok: false, problem: 'nothing' });
    const free = { ...order, shippingPriceCents: 0, totalCents: 1749 };
    expect(checkRefund(free, [], { lines: [], shipping: true })).toEqual({ ok: false, problem: 'nothing' });
    expect(checkRefund(free, [], { lines: [{ lineId: GEL, quantity: 1 }], shipping: true })).toMatchObject({
      ok: true,
      amountCents: 250,
      shippingCents: 0,
    });
  });

  it('a line that cost nothing is nothing to pay back', () => {
    const gift = {
      totalCents: 0,
      shippingPriceCents: 0,
      lines: [{ id: GEL, unitPriceCents: 0, quantity: 1, discountCents: 0 }],
    };
    expect(checkRefund(gift, [], { lines: [{ lineId: GEL, quantity: 1 }], shipping: false })).toEqual({
      ok: false,
      problem: 'nothing',
    });
  });
});

describe('everything left (a cancellation)', () => {
  it('is every line with its quantity left and the shipping when it is still there', () => {
    expect(everythingLeft(order, [])).toEqual({
      lines: [
        { lineId: GEL, quantity: 3 },
        { lineId: BOTTLE, quantity: 1 },
      ],
      shipping: true,
    });
    const earlier = [{ amountCents: 1494, shippingCents: 495, lines: [{ lineId: BOTTLE, quantity: 1 }] }];
    expect(everythingLeft(order, earlier)).toEqual({
      lines: [{ lineId: GEL, quantity: 3 }],
      shipping: false,
    });
    expect(checkRefund(order, earlier, everythingLeft(order, earlier))).toMatchObject({
      ok: true,
      amountCents: 750,
    });
  });
});

describe('the refund form’s input', () => {
  const input = {
    lines: [{ lineId: GEL, quantity: 1 }],
    shipping: false,
    reason: 'Beschadigd',
    returned: false,
  };

  it('takes lines, shipping or both, with a reason', () => {
    expect(refundInputSchema.safeParse(input).success).toBe(true);
    const both = { ...input, lines: [...input.lines, { lineId: BOTTLE, quantity: 1 }] };
    expect(refundInputSchema.safeParse(both).success).toBe(true);
    expect(refundInputSchema.safeParse({ ...input, lines: [], shipping: true }).success).toBe(true);
  });

  it('refuses nothing at all, a line twice, no reason and quantities below one', () => {
    const messages = (value: unknown) =>
      refundInputSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ ...input, lines: [] })).toEqual([refundMessages.nothingChosen]);
    expect(messages({ ...input, lines: [...input.lines, ...input.lines] })).toEqual([
      refundMessages.lineTwice,
    ]);
    expect(messages({ ...input, reason: '  ' })).toEqual([refundMessages.reasonRequired]);
    expect(messages({ ...input, lines: [{ lineId: GEL, quantity: 0 }] })).toEqual([
      refundMessages.invalidQuantity,
    ]);
    expect(messages({ ...input, lines: [{ lineId: GEL, quantity: 1.5 }] })).toEqual([
      refundMessages.invalidQuantity,
    ]);
  });

  it('a withdrawal names at least one line', () => {
    expect(
      withdrawalInputSchema.safeParse({ lines: [], reason: 'Past niet' }).error?.issues[0]?.message,
    ).toBe(refundMessages.withdrawalLinesRequired);
    expect(withdrawalInputSchema.safeParse({ lines: input.lines, reason: 'Past niet' }).success).toBe(true);
  });
});

describe('the withdrawal period', () => {
  const at = (iso: string) => new Date(iso);

  it('runs from delivery, else shipping, else payment (the latest of each)', () => {
    const paid = { status: 'paid' as const, at: at('2026-03-01T10:00:00Z') };
    const shipped = { status: 'shipped' as const, at: at('2026-03-02T10:00:00Z') };
    const delivered = { status: 'delivered' as const, at: at('2026-03-03T10:00:00Z') };
    expect(withdrawalStart([paid, shipped, delivered])).toEqual(delivered.at);
    expect(withdrawalStart([paid, shipped])).toEqual(shipped.at);
    expect(withdrawalStart([paid])).toEqual(paid.at);
    expect(withdrawalStart([{ status: 'pending', at: paid.at }])).toBeNull();
    expect(
      withdrawalStart([
        paid,
        { status: 'paid', at: at('2026-03-05T10:00:00Z') },
        { status: 'paid', at: paid.at },
      ]),
    ).toEqual(at('2026-03-05T10:00:00Z'));
  });

  it('ends with the 14th day after the start, at midnight in Amsterdam, summer and winter', () => {
    expect(WITHDRAWAL_DAYS).toBe(14);
    // Winter (UTC+1): delivered half past midnight on 4 March in Amsterdam (still 3 March in UTC),
    // in time until 18 March 24:00.
    expect(withdrawalDeadline(at('2026-03-03T23:30:00Z'))).toEqual(at('2026-03-18T23:00:00Z'));
    expect(withdrawalDeadline(at('2026-03-03T10:00:00Z'))).toEqual(at('2026-03-17T23:00:00Z'));
    // Summer (UTC+2).
    expect(withdrawalDeadline(at('2026-07-01T08:00:00Z'))).toEqual(at('2026-07-15T22:00:00Z'));
    // Across the change to summer time (29 March 2026).
    expect(withdrawalDeadline(at('2026-03-20T12:00:00Z'))).toEqual(at('2026-04-03T22:00:00Z'));
  });
});

describe('an order as the API shows it', () => {
  const refund = (
    status: 'pending' | 'succeeded' | 'failed',
    amount: number,
    shipping: number,
    quantity: number,
  ) => ({
    _id: status,
    kind: 'refund' as const,
    status,
    amount,
    shipping,
    reason: 'x',
    lines: quantity > 0 ? [{ lineId: GEL, title: 'Gel', quantity, amount: 2.5 * quantity }] : [],
    returned: false,
    returnedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    succeededAt: null,
    failedAt: null,
  });
  const apiOrder = {
    total: 22.44,
    shipping: { name: 'PostNL', carrier: 'PostNL', price: 4.95 },
    cart: [
      {
        _id: 'p1',
        lineId: GEL,
        refundedQuantity: 0,
        title: 'Gel',
        price: 2.5,
        quantity: 3,
        vat: null,
        discount: 0,
      },
      {
        _id: 'p2',
        lineId: BOTTLE,
        refundedQuantity: 0,
        title: 'Bidon',
        price: 9.99,
        quantity: 1,
        vat: null,
        discount: 0,
      },
    ],
    refunds: [refund('succeeded', 5, 0, 2), refund('pending', 4.95, 4.95, 0), refund('failed', 2.5, 0, 1)],
  };

  it('is read in cents, counting the refunds that are not failed', () => {
    expect(refundStateOf(apiOrder)).toEqual({
      order,
      counted: [
        { amountCents: 500, shippingCents: 0, lines: [{ lineId: GEL, quantity: 2 }] },
        { amountCents: 495, shippingCents: 495, lines: [] },
      ],
    });
    expect(refundStateOf({ ...apiOrder, shipping: null }).order.shippingPriceCents).toBe(0);
  });

  it('is partly refunded while money went back and the order is not refunded or cancelled as a whole', () => {
    expect(isPartlyRefunded({ refunded: 5, status: 'delivered' })).toBe(true);
    expect(isPartlyRefunded({ refunded: 0, status: 'paid' })).toBe(false);
    expect(isPartlyRefunded({ refunded: 22.44, status: 'refunded' })).toBe(false);
    expect(isPartlyRefunded({ refunded: 22.44, status: 'cancelled' })).toBe(false);
  });

  it('may be withdrawn until the deadline, once paid, while not refunded or cancelled', () => {
    const history: Order['statusHistory'] = [
      { status: 'pending', at: '2026-03-01T09:00:00.000Z' },
      { status: 'paid', at: '2026-03-01T10:00:00.000Z' },
      { status: 'delivered', at: '2026-03-03T10:00:00.000Z' },
    ];
    const deadline = new Date('2026-03-17T23:00:00.000Z');
    expect(
      withdrawalWindow({ status: 'delivered', statusHistory: history }, new Date('2026-03-17T22:59:00Z')),
    ).toEqual({
      open: true,
      deadline,
    });
    expect(withdrawalWindow({ status: 'delivered', statusHistory: history }, deadline)).toEqual({
      open: false,
      deadline,
    });
    expect(
      withdrawalWindow({ status: 'refunded', statusHistory: history }, new Date('2026-03-04T10:00:00Z')).open,
    ).toBe(false);
    expect(withdrawalWindow({ status: 'pending', statusHistory: history.slice(0, 1) })).toEqual({
      open: false,
      deadline: null,
    });
    // An order whose history names no payment has no period, whatever its status says.
    expect(withdrawalWindow({ status: 'delivered', statusHistory: [] })).toEqual({
      open: false,
      deadline: null,
    });
  });
});

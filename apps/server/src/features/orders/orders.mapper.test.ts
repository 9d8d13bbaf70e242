import { describe, expect, it } from 'vitest';
import { toOrder } from './orders.mapper.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';
import type { RefundView } from './refunds.repository.ts';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ORDER_ID = '22222222-2222-4222-8222-222222222222';

const row: OrderRow = {
  id: ORDER_ID,
  userId: '33333333-3333-4333-8333-333333333333',
  userEmail: 'sanne@example.nl',
  status: 'paid',
  addressFirstName: 'Sanne',
  addressLastName: 'de Vries',
  addressEmail: 'post@example.nl',
  addressStreet: 'Stationsstraat',
  addressNumber: '10-C',
  addressZip: '3511 AB',
  addressCity: 'Utrecht',
  addressCountry: 'Nederland',
  totalCents: 4490,
  shippingMethodId: null,
  shippingMethodName: '',
  shippingCarrier: '',
  shippingPriceCents: 0,
  vatCountry: null,
  shippingVat: [],
  vatTotals: [],
  vatCents: 0,
  shipmentCarrier: null,
  trackingCode: null,
  shippedAt: null,
  couponCode: null,
  discountCents: 0,
  shippingDiscountCents: 0,
  stripeSessionId: 'cs_test_1',
  stripePaymentIntentId: 'pi_test_1',
  paidAt: new Date('2024-05-01T10:05:00Z'),
  stockSettledAt: new Date('2024-05-01T10:05:00Z'),
  clientAddress: null,
  createdAt: new Date('2024-05-01T10:00:00Z'),
  updatedAt: new Date('2024-05-01T10:05:00Z'),
};

const item = (orderId: string, overrides: Partial<OrderItemRow> = {}): OrderItemRow => ({
  id: crypto.randomUUID(),
  orderId,
  productId: '44444444-4444-4444-8444-444444444444',
  title: 'Proefpakket Marathon',
  unitPriceCents: 1995,
  quantity: 2,
  position: 0,
  vatClass: null,
  vatRateBasisPoints: 0,
  netCents: 0,
  vatCents: 0,
  discountCents: 0,
  ...overrides,
});

describe('toOrder', () => {
  it('shows an order from before shipping and VAT were recorded in euros, without either', () => {
    expect(toOrder(row, [], [])).toEqual({
      _id: ORDER_ID,
      status: 'paid',
      userEmail: 'sanne@example.nl',
      address: {
        firstName: 'Sanne',
        lastName: 'de Vries',
        email: 'post@example.nl',
        street: 'Stationsstraat',
        number: '10-C',
        zip: '3511 AB',
        city: 'Utrecht',
        country: 'Nederland',
      },
      cart: [],
      subtotal: 44.9,
      coupon: null,
      shipping: null,
      total: 44.9,
      vat: null,
      statusHistory: [],
      invoices: [],
      shipment: null,
      refunded: 0,
      refunds: [],
      withdrawals: [],
      stripeSessionId: 'cs_test_1',
      stripePaymentIntentId: 'pi_test_1',
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-01T10:05:00.000Z',
    });
  });

  it('lists only the order’s own lines, at the unit price paid, in euros', () => {
    const items = [
      item(ORDER_ID),
      item(OTHER_ORDER_ID, { title: 'Gelpakket' }),
      item(ORDER_ID, { productId: null, title: 'Verwijderd product', unitPriceCents: 500, quantity: 1 }),
    ];
    expect(toOrder(row, items, []).cart).toEqual([
      {
        _id: '44444444-4444-4444-8444-444444444444',
        lineId: items[0]!.id,
        refundedQuantity: 0,
        title: 'Proefpakket Marathon',
        price: 19.95,
        quantity: 2,
        vat: null,
        discount: 0,
      },
      {
        _id: null,
        lineId: items[2]!.id,
        refundedQuantity: 0,
        title: 'Verwijderd product',
        price: 5,
        quantity: 1,
        vat: null,
        discount: 0,
      },
    ]);
  });

  it('shows the shipping and the VAT copied onto the order, rates in percent and amounts in euros', () => {
    const part = (rateBasisPoints: number, grossCents: number, vatCents: number) => ({
      rateBasisPoints,
      grossCents,
      netCents: grossCents - vatCents,
      vatCents,
    });
    const placed: OrderRow = {
      ...row,
      totalCents: 4485,
      shippingMethodId: null,
      shippingMethodName: 'PostNL pakket',
      shippingCarrier: 'PostNL',
      shippingPriceCents: 495,
      vatCountry: 'BE',
      shippingVat: [part(600, 495, 28)],
      vatTotals: [part(600, 4485, 254)],
      vatCents: 254,
    };
    const line = item(ORDER_ID, {
      vatClass: 'reduced',
      vatRateBasisPoints: 600,
      netCents: 3764,
      vatCents: 226,
    });
    const order = toOrder(placed, [line], []);
    expect(order.cart[0]!.vat).toEqual({ rate: 6, net: 37.64, vat: 2.26 });
    expect(order).toMatchObject({
      subtotal: 39.9,
      shipping: { name: 'PostNL pakket', carrier: 'PostNL', price: 4.95 },
      total: 44.85,
      vat: {
        country: 'BE',
        total: 2.54,
        rates: [{ rate: 6, gross: 44.85, net: 42.31, vat: 2.54 }],
        shipping: [{ rate: 6, gross: 4.95, net: 4.67, vat: 0.28 }],
      },
    });
  });

  it('shows a coupon’s code and reduction, the subtotal the goods before it and each line’s part', () => {
    const reduced: OrderRow = {
      ...row,
      // Goods € 39,90 less € 3,99, and shipping € 4,95 less € 4,95.
      totalCents: 3591,
      shippingMethodName: 'PostNL pakket',
      shippingCarrier: 'PostNL',
      shippingPriceCents: 0,
      couponCode: 'ZOMER10',
      discountCents: 399,
      shippingDiscountCents: 495,
    };
    const order = toOrder(reduced, [item(ORDER_ID, { discountCents: 399 })], []);
    expect(order).toMatchObject({
      subtotal: 39.9,
      coupon: { code: 'ZOMER10', discount: 3.99, shippingDiscount: 4.95 },
      shipping: { price: 0 },
      total: 35.91,
    });
    expect(order.cart[0]).toMatchObject({ price: 19.95, quantity: 2, discount: 3.99 });
  });

  it('gives only the order’s own status history, in the order given, with ISO times', () => {
    const history = [
      {
        id: 'h1',
        orderId: ORDER_ID,
        status: 'pending' as const,
        note: null,
        at: new Date('2024-05-01T10:00:00Z'),
      },
      {
        id: 'h2',
        orderId: OTHER_ORDER_ID,
        status: 'expired' as const,
        note: null,
        at: new Date('2024-05-01T10:01:00Z'),
      },
      {
        id: 'h3',
        orderId: ORDER_ID,
        status: 'paid' as const,
        note: null,
        at: new Date('2024-05-01T10:05:00Z'),
      },
    ];
    expect(toOrder(row, [], history).statusHistory).toEqual([
      { status: 'pending', at: '2024-05-01T10:00:00.000Z' },
      { status: 'paid', at: '2024-05-01T10:05:00.000Z' },
    ]);
  });

  it('names only the order’s own invoices, by kind, number and date', () => {
    const invoices = [
      {
        orderId: ORDER_ID,
        kind: 'invoice' as const,
        number: '2024-000007',
        issuedAt: new Date('2024-05-01T10:05:00Z'),
      },
      {
        orderId: OTHER_ORDER_ID,
        kind: 'invoice' as const,
        number: '2024-000008',
        issuedAt: new Date('2024-05-01T10:06:00Z'),
      },
      {
        orderId: ORDER_ID,
        kind: 'credit' as const,
        number: '2024-000009',
        issuedAt: new Date('2024-05-02T09:00:00Z'),
      },
    ];
    expect(toOrder(row, [], [], invoices).invoices).toEqual([
      { kind: 'invoice', number: '2024-000007', issuedAt: '2024-05-01T10:05:00.000Z' },
      { kind: 'credit', number: '2024-000009', issuedAt: '2024-05-02T09:00:00.000Z' },
    ]);
  });

  it('shows the parcel the order was shipped with, and where the buyer follows it', () => {
    const shipped: OrderRow = {
      ...row,
      status: 'shipped',
      shipmentCarrier: 'PostNL',
      trackingCode: '3SABCD1234567',
      shippedAt: new Date('2024-05-03T08:30:00Z'),
    };
    expect(toOrder(shipped, [], []).shipment).toEqual({
      carrier: 'PostNL',
      trackingCode: '3SABCD1234567',
      trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-3511AB',
      shippedAt: '2024-05-03T08:30:00.000Z',
    });
    expect(toOrder({ ...shipped, shipmentCarrier: 'Koerier Jan' }, [], []).shipment).toMatchObject({
      carrier: 'Koerier Jan',
      trackingUrl: null,
    });
  });

  it('shows a shipment only when carrier, code and date are all there', () => {
    const shipped: OrderRow = {
      ...row,
      status: 'shipped',
      shipmentCarrier: 'DHL',
      trackingCode: 'JVGL0123',
      shippedAt: new Date('2024-05-03T08:30:00Z'),
    };
    expect(toOrder(shipped, [], []).shipment).not.toBeNull();
    // The database keeps all three or none; an order shipped before codes were kept has none.
    expect(toOrder({ ...shipped, shipmentCarrier: null }, [], []).shipment).toBeNull();
    expect(toOrder({ ...shipped, trackingCode: null }, [], []).shipment).toBeNull();
    expect(toOrder({ ...shipped, shippedAt: null }, [], []).shipment).toBeNull();
  });
});

describe('an order’s refunds and withdrawals', () => {
  const line = item(ORDER_ID);
  const refund = (
    id: string,
    orderId: string,
    status: 'pending' | 'succeeded' | 'failed',
    quantity: number,
    overrides: Partial<RefundView['refund']> = {},
  ): RefundView => ({
    refund: {
      id,
      orderId,
      kind: 'refund',
      status,
      amountCents: 1995 * quantity + 495,
      shippingCents: 495,
      reason: 'Lekte',
      stripeRefundId: null,
      restock: false,
      restockedAt: null,
      failureReason: null,
      createdById: null,
      createdAt: new Date('2024-05-02T09:00:00.000Z'),
      succeededAt: status === 'succeeded' ? new Date('2024-05-02T09:00:01.000Z') : null,
      failedAt: status === 'failed' ? new Date('2024-05-02T09:00:02.000Z') : null,
      ...overrides,
    },
    lines: [
      {
        refundId: id,
        orderItemId: line.id,
        productId: line.productId,
        title: line.title,
        lineQuantity: 2,
        unitPriceCents: 1995,
        quantity,
        amountCents: 1995 * quantity,
      },
    ],
  });

  it('counts only refunds that went through as refunded, per line and in total, and lists every refund', () => {
    const order = toOrder(row, [line], [], [], {
      refunds: [
        refund('r1', ORDER_ID, 'succeeded', 1, {
          restock: true,
          restockedAt: new Date('2024-05-03T08:00:00.000Z'),
        }),
        refund('r2', ORDER_ID, 'pending', 1),
        refund('r3', ORDER_ID, 'failed', 1, { kind: 'cancellation' }),
        refund('r4', OTHER_ORDER_ID, 'succeeded', 2),
      ],
      withdrawals: [],
    });
    expect(order.refunded).toBe(24.9);
    expect(order.cart[0]!.refundedQuantity).toBe(1);
    expect(order.refunds.map((entry) => [entry._id, entry.status])).toEqual([
      ['r1', 'succeeded'],
      ['r2', 'pending'],
      ['r3', 'failed'],
    ]);
    expect(order.refunds[0]).toEqual({
      _id: 'r1',
      kind: 'refund',
      status: 'succeeded',
      amount: 24.9,
      shipping: 4.95,
      reason: 'Lekte',
      lines: [{ lineId: line.id, title: 'Proefpakket Marathon', quantity: 1, amount: 19.95 }],
      returned: true,
      returnedAt: '2024-05-03T08:00:00.000Z',
      createdAt: '2024-05-02T09:00:00.000Z',
      succeededAt: '2024-05-02T09:00:01.000Z',
      failedAt: null,
    });
    expect(order.refunds[2]).toMatchObject({ kind: 'cancellation', failedAt: '2024-05-02T09:00:02.000Z' });
  });

  it('lists the order’s own withdrawal requests with the titles of their lines', () => {
    const withdrawal = (id: string, orderId: string, lineId: string) => ({
      id,
      orderId,
      reason: 'Past niet',
      lines: [{ lineId, quantity: 1 }],
      contactMessageId: 'm1',
      createdAt: new Date('2024-05-04T10:00:00.000Z'),
    });
    const order = toOrder(row, [line], [], [], {
      refunds: [],
      withdrawals: [
        withdrawal('w1', ORDER_ID, line.id),
        withdrawal('w2', OTHER_ORDER_ID, line.id),
        withdrawal('w3', ORDER_ID, 'gone'),
      ],
    });
    expect(order.withdrawals).toEqual([
      {
        _id: 'w1',
        reason: 'Past niet',
        lines: [{ lineId: line.id, title: 'Proefpakket Marathon', quantity: 1 }],
        messageId: 'm1',
        createdAt: '2024-05-04T10:00:00.000Z',
      },
      {
        _id: 'w3',
        reason: 'Past niet',
        lines: [{ lineId: 'gone', title: '', quantity: 1 }],
        messageId: 'm1',
        createdAt: '2024-05-04T10:00:00.000Z',
      },
    ]);
  });
});

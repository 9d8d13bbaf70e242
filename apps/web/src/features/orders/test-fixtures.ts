import type { Paged } from '@shop/shared/api';
import type { Order } from '@shop/shared/order';

/** The order lines' own ids, as refunds and withdrawals name them. */
export const LINE_IDS = [
  '00000000-0000-4000-8000-0000000000a1',
  '00000000-0000-4000-8000-0000000000a2',
  '00000000-0000-4000-8000-0000000000a3',
] as const;

/** An order as GET /api/orders/:id answers it, for component tests. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    status: 'paid',
    userEmail: 'loper@example.nl',
    address: {
      firstName: 'Eva',
      lastName: 'de Boer',
      email: '',
      street: 'Duinweg',
      number: '12',
      zip: '2000',
      city: 'Antwerpen',
      country: 'België',
    },
    cart: [
      {
        _id: 'p1',
        lineId: LINE_IDS[0],
        refundedQuantity: 0,
        title: 'Gel Proefpakket',
        price: 12.5,
        quantity: 2,
        vat: null,
        discount: 0,
      },
      {
        _id: 'p2',
        lineId: LINE_IDS[1],
        refundedQuantity: 0,
        title: 'Elektrolyten Tabs',
        price: 7.95,
        quantity: 1,
        vat: null,
        discount: 0,
      },
    ],
    // An order from before shipping and VAT were recorded.
    subtotal: 32.95,
    coupon: null,
    shipping: null,
    total: 32.95,
    vat: null,
    statusHistory: [
      { status: 'pending', at: '2026-11-20T10:00:00.000Z' },
      { status: 'paid', at: '2026-11-20T10:05:00.000Z' },
    ],
    invoices: [{ kind: 'invoice', number: '2026-000123', issuedAt: '2026-11-20T10:05:00.000Z' }],
    shipment: null,
    refunded: 0,
    refunds: [],
    withdrawals: [],
    stripeSessionId: 'cs_test_123',
    stripePaymentIntentId: 'pi_test_456',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

/** An order placed with shipping and VAT recorded: a gel (9 %), a bottle (21 %), € 4,95 shipping. */
export function makePlacedOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    cart: [
      {
        _id: 'p1',
        lineId: LINE_IDS[0],
        refundedQuantity: 0,
        title: 'Gel Proefpakket',
        price: 12.5,
        quantity: 2,
        vat: { rate: 9, net: 22.94, vat: 2.06 },
        discount: 0,
      },
      {
        _id: 'p3',
        lineId: LINE_IDS[2],
        refundedQuantity: 0,
        title: 'Bidon 500 ml',
        price: 9.99,
        quantity: 1,
        vat: { rate: 21, net: 8.26, vat: 1.73 },
        discount: 0,
      },
    ],
    subtotal: 34.99,
    shipping: { name: 'PostNL pakket', carrier: 'PostNL', price: 4.95 },
    total: 39.94,
    vat: {
      country: 'NL',
      total: 4.57,
      rates: [
        { rate: 9, gross: 28.54, net: 26.18, vat: 2.36 },
        { rate: 21, gross: 11.4, net: 9.19, vat: 2.21 },
      ],
      shipping: [
        { rate: 9, gross: 3.54, net: 3.24, vat: 0.3 },
        { rate: 21, gross: 1.41, net: 1.16, vat: 0.25 },
      ],
    },
    ...overrides,
  });
}

export function pagedOrders(data: Order[], overrides: Partial<Paged<Order>> = {}): Paged<Order> {
  return { data, page: 1, limit: 50, totalPages: 1, totalRecords: data.length, ...overrides };
}

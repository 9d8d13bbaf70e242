import type { Paged } from '@shop/shared/api';
import type { Order } from '@shop/shared/order';

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
      { _id: 'p1', title: 'Gel Proefpakket', price: 12.5, quantity: 2 },
      { _id: 'p2', title: 'Elektrolyten Tabs', price: 7.95, quantity: 1 },
    ],
    total: 32.95,
    statusHistory: [
      { status: 'pending', at: '2026-11-20T10:00:00.000Z' },
      { status: 'paid', at: '2026-11-20T10:05:00.000Z' },
    ],
    invoices: [{ kind: 'invoice', number: '2026-000123', issuedAt: '2026-11-20T10:05:00.000Z' }],
    stripeSessionId: 'cs_test_123',
    stripePaymentIntentId: 'pi_test_456',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

export function pagedOrders(data: Order[], overrides: Partial<Paged<Order>> = {}): Paged<Order> {
  return { data, page: 1, limit: 50, totalPages: 1, totalRecords: data.length, ...overrides };
}

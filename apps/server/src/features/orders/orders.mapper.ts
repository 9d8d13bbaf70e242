import type { InvoiceKind } from '@shop/shared/invoice';
import { toEuros } from '@shop/shared/money';
import type { Order } from '@shop/shared/order';
import type { orderStatusHistory } from '../../db/schema/orders.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** An invoice as an order's view names it. */
export interface InvoiceOfOrder {
  orderId: string | null;
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  history: (typeof orderStatusHistory.$inferSelect)[],
  invoices: InvoiceOfOrder[] = [],
): Order {
  return {
    _id: row.id,
    status: row.status,
    userEmail: row.userEmail,
    address: {
      firstName: row.addressFirstName,
      lastName: row.addressLastName,
      email: row.addressEmail,
      street: row.addressStreet,
      number: row.addressNumber,
      zip: row.addressZip,
      city: row.addressCity,
      country: row.addressCountry,
    },
    cart: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        _id: item.productId,
        title: item.title,
        price: toEuros(item.unitPriceCents),
        quantity: item.quantity,
      })),
    total: toEuros(row.totalCents),
    statusHistory: history
      .filter((entry) => entry.orderId === row.id)
      .map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    invoices: invoices
      .filter((invoice) => invoice.orderId === row.id)
      .map((invoice) => ({
        kind: invoice.kind,
        number: invoice.number,
        issuedAt: invoice.issuedAt.toISOString(),
      })),
    stripeSessionId: row.stripeSessionId,
    stripePaymentIntentId: row.stripePaymentIntentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

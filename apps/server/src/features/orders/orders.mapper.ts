import { toEuros } from '@shop/shared/money';
import type { Order } from '@shop/shared/order';
import type { orderStatusHistory } from '../../db/schema/orders.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  history: (typeof orderStatusHistory.$inferSelect)[],
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
    stripeSessionId: row.stripeSessionId,
    stripePaymentIntentId: row.stripePaymentIntentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import type { Order } from '@shop/shared/order';

/** The name on the order's address, or the customer's e-mail when the address has none. */
export function orderCustomerName(order: Pick<Order, 'address' | 'userEmail'>): string {
  const name = [order.address.firstName, order.address.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || order.userEmail;
}

export function orderItemCount(order: Pick<Order, 'cart'>): number {
  return order.cart.reduce((count, item) => count + item.quantity, 0);
}

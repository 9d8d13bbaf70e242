import type { Paged } from '@shop/shared/api';
import type { Order } from '@shop/shared/order';
import type { WithdrawalInput } from '@shop/shared/refund';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { apiFile } from '../../../lib/api-file.ts';

export const MY_ORDERS_PAGE_SIZE = 10;

/** GET /orders/my: the logged-in user's own orders, newest first. */
export const fetchMyOrders = (page: number) =>
  api.get<Paged<Order>>(`/orders/my${toQuery({ page, limit: MY_ORDERS_PAGE_SIZE })}`);

/** GET /orders/my/:id/invoices/:number: one of the user's own invoices (or credit invoices) as a PDF. */
export const downloadMyInvoice = (orderId: string, number: string) =>
  apiFile(`/orders/my/${encodeURIComponent(orderId)}/invoices/${encodeURIComponent(number)}`);

/** POST /orders/my/:id/cancel: the buyer cancels a paid order not yet shipped; everything is paid back. */
export const cancelMyOrder = (orderId: string) =>
  api.post<Order>(`/orders/my/${encodeURIComponent(orderId)}/cancel`);

/** POST /orders/my/:id/withdrawal: the buyer withdraws lines within the withdrawal period. */
export const withdrawMyOrder = (orderId: string, input: WithdrawalInput) =>
  api.post<Order>(`/orders/my/${encodeURIComponent(orderId)}/withdrawal`, input);

export const myOrderKeys = {
  all: ['orders', 'my'] as const,
  page: (page: number) => [...myOrderKeys.all, page] as const,
};

export const myOrderQueries = {
  page: (page: number) =>
    queryOptions({
      queryKey: myOrderKeys.page(page),
      queryFn: () => fetchMyOrders(page),
      placeholderData: keepPreviousData,
    }),
};

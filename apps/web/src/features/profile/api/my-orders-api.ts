import type { Paged } from '@shop/shared/api';
import { type InvoiceKind, invoicePaths } from '@shop/shared/invoice';
import type { Order } from '@shop/shared/order';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { apiFile } from '../../../lib/api-file.ts';

export const MY_ORDERS_PAGE_SIZE = 10;

/** GET /orders/my: the logged-in user's own orders, newest first. */
export const fetchMyOrders = (page: number) =>
  api.get<Paged<Order>>(`/orders/my${toQuery({ page, limit: MY_ORDERS_PAGE_SIZE })}`);

/** GET /orders/my/:id/invoice (or credit-invoice): the user's own invoice as a PDF. */
export const downloadMyInvoice = (orderId: string, kind: InvoiceKind) =>
  apiFile(`/orders/my/${encodeURIComponent(orderId)}/${invoicePaths[kind]}`);

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

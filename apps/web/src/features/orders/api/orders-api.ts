import type { Paged } from '@shop/shared/api';
import { type InvoiceKind, invoicePaths } from '@shop/shared/invoice';
import type { Order, OrderStatusUpdate } from '@shop/shared/order';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { apiFile } from '../../../lib/api-file.ts';
import type { OrderListParams } from '../order-list-params.ts';

/** GET /orders with the list's filters, page and page size (empty filters dropped). */
export const fetchAdminOrders = (params: OrderListParams) =>
  api.get<Paged<Order>>(`/orders${toQuery(params)}`);

export const fetchAdminOrder = (id: string) => api.get<Order>(`/orders/${encodeURIComponent(id)}`);

export const deleteOrder = (id: string) => api.delete(`/orders/${encodeURIComponent(id)}`);

/** PUT /orders/:id/status: the next status; shipping names the carrier and the track-and-trace code. */
export const changeOrderStatus = (id: string, update: OrderStatusUpdate) =>
  api.put<Order>(`/orders/${encodeURIComponent(id)}/status`, update);

/** GET /orders/:id/invoice (or credit-invoice): any order's invoice as a PDF, for the admin. */
export const downloadOrderInvoice = (id: string, kind: InvoiceKind) =>
  apiFile(`/orders/${encodeURIComponent(id)}/${invoicePaths[kind]}`);

/** GET /orders/:id/packing-slip: what goes into the parcel, without prices, as a PDF for the admin. */
export const downloadPackingSlip = (id: string) => apiFile(`/orders/${encodeURIComponent(id)}/packing-slip`);
/**
 * GET /orders/export.csv with the list's filters (not its page or page size): every matching
 * order as a CSV file for a spreadsheet.
 */
export const downloadOrdersCsv = ({ page: _page, limit: _limit, ...filters }: OrderListParams) =>
  apiFile(`/orders/export.csv${toQuery(filters)}`);

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

export const orderQueries = {
  list: (params: OrderListParams) =>
    queryOptions({
      queryKey: orderKeys.list(params),
      queryFn: () => fetchAdminOrders(params),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => fetchAdminOrder(id) }),
};

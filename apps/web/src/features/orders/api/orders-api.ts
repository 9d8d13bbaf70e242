import type { Paged } from '@shop/shared/api';
import type { Order, OrderStatusUpdate } from '@shop/shared/order';
import type { RefundInput } from '@shop/shared/refund';
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

/** POST /orders/:id/refunds: pays back lines and/or the shipping through the payment provider. */
export const refundOrder = (id: string, input: RefundInput) =>
  api.post<Order>(`/orders/${encodeURIComponent(id)}/refunds`, input);

/** POST /orders/:id/refunds/:refundId/returned: the goods of a refund came back. */
export const markRefundReturned = (id: string, refundId: string) =>
  api.post<Order>(`/orders/${encodeURIComponent(id)}/refunds/${encodeURIComponent(refundId)}/returned`);

/** GET /orders/:id/invoices/:number: any of the order's invoices as a PDF, for the admin. */
export const downloadOrderInvoice = (id: string, number: string) =>
  apiFile(`/orders/${encodeURIComponent(id)}/invoices/${encodeURIComponent(number)}`);

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

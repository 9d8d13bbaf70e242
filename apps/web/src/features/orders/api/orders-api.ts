import type { Paged } from '@shop/shared/api';
import type { Order, OrderStatus } from '@shop/shared/order';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { type OrderListState, orderListSearch } from '../order-filters.ts';

export const adminOrdersKey = ['admin', 'orders'] as const;

export const fetchAdminOrders = (state: OrderListState) =>
  api.get<Paged<Order>>(`/orders${toQuery(orderListSearch(state))}`);

export const fetchAdminOrder = (id: string) => api.get<Order>(`/orders/${encodeURIComponent(id)}`);

export const adminOrdersQuery = (state: OrderListState) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'list', orderListSearch(state)],
    queryFn: () => fetchAdminOrders(state),
    placeholderData: (previous) => previous,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({ queryKey: [...adminOrdersKey, 'detail', id], queryFn: () => fetchAdminOrder(id) });

export const useAdminOrders = (state: OrderListState) => useQuery(adminOrdersQuery(state));
export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/orders/${encodeURIComponent(id)}`),
    // The deleted order's own query is left alone: removing it while its detail page is still
    // mounted would make that page ask for it again (a 404) on its way to the list.
    onSuccess: () => {
      return queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] });
    },
  });
}

export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      api.put<Order>(`/orders/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQuery(id).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] });
    },
  });
}

import type { OrderStatusUpdate } from '@shop/shared/order';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { changeOrderStatus, deleteOrder, orderKeys, orderQueries } from '../api/orders-api.ts';
import type { OrderListParams } from '../order-list-params.ts';

export const useAdminOrders = (params: OrderListParams) => useQuery(orderQueries.list(params));
export const useAdminOrder = (id: string) => useQuery(orderQueries.detail(id));

// Only the lists: the deleted order's own query is left alone, as removing it while its detail
// page is still mounted would make that page ask for it again (a 404) on its way to the list.
export const useDeleteOrder = () =>
  useInvalidatingMutation(orderKeys.lists(), (id: string) => deleteOrder(id));

export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: OrderStatusUpdate) => changeOrderStatus(id, update),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

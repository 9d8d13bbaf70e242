import type { Order, OrderStatusUpdate } from '@shop/shared/order';
import type { RefundInput } from '@shop/shared/refund';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import {
  changeOrderStatus,
  deleteOrder,
  markRefundReturned,
  orderKeys,
  orderQueries,
  refundOrder,
} from '../api/orders-api.ts';
import type { OrderListParams } from '../order-list-params.ts';

export const useAdminOrders = (params: OrderListParams) => useQuery(orderQueries.list(params));
export const useAdminOrder = (id: string) => useQuery(orderQueries.detail(id));

// Only the lists: the deleted order's own query is left alone, as removing it while its detail
// page is still mounted would make that page ask for it again (a 404) on its way to the list.
export const useDeleteOrder = () =>
  useInvalidatingMutation(orderKeys.lists(), (id: string) => deleteOrder(id));

/** A change of one order whose answer is the order as it is now: shown at once, the lists read again. */
function useOrderChange<TVariables>(id: string, change: (variables: TVariables) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

export const useChangeOrderStatus = (id: string) =>
  useOrderChange(id, (update: OrderStatusUpdate) => changeOrderStatus(id, update));

export const useRefundOrder = (id: string) =>
  useOrderChange(id, (input: RefundInput) => refundOrder(id, input));

export const useMarkRefundReturned = (id: string) =>
  useOrderChange(id, (refundId: string) => markRefundReturned(id, refundId));

import type { WithdrawalInput } from '@shop/shared/refund';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { cancelMyOrder, myOrderKeys, myOrderQueries, withdrawMyOrder } from '../api/my-orders-api.ts';

export const useMyOrders = (page: number) => useQuery(myOrderQueries.page(page));

export const useCancelMyOrder = (orderId: string) =>
  useInvalidatingMutation(myOrderKeys.all, () => cancelMyOrder(orderId));

export const useWithdrawMyOrder = (orderId: string) =>
  useInvalidatingMutation(myOrderKeys.all, (input: WithdrawalInput) => withdrawMyOrder(orderId, input));

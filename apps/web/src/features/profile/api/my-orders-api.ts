import type { Paged } from '@shop/shared/api';
import type { Order } from '@shop/shared/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';

export const MY_ORDERS_PAGE_SIZE = 10;

/** GET /orders/my: the logged-in user's own orders, newest first. */
export const useMyOrders = (page: number) =>
  useQuery({
    queryKey: ['orders', 'my', page],
    queryFn: () => api.get<Paged<Order>>(`/orders/my${toQuery({ page, limit: MY_ORDERS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });

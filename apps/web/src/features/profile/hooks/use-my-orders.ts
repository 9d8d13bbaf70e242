import { useQuery } from '@tanstack/react-query';
import { myOrderQueries } from '../api/my-orders-api.ts';

export const useMyOrders = (page: number) => useQuery(myOrderQueries.page(page));

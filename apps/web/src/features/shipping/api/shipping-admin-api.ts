import type { ShippingMethod, ShippingMethodInput } from '@shop/shared/shipping';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shippingKeys } from '../../../lib/shipping/shipping-api.ts';

const path = (id: string) => `/admin/shipping/${encodeURIComponent(id)}`;

export const fetchAdminShippingMethods = () => api.get<ShippingMethod[]>('/admin/shipping');
export const createShippingMethod = (input: ShippingMethodInput) =>
  api.post<ShippingMethod>('/admin/shipping', input);
export const updateShippingMethod = ({ id, input }: { id: string; input: ShippingMethodInput }) =>
  api.put<ShippingMethod>(path(id), input);
export const deleteShippingMethod = (id: string) => api.delete<void>(path(id));

/** Under the shop's shipping queries: a change here makes the cart's methods stale too. */
export const adminShippingKeys = {
  all: shippingKeys.all,
  list: () => [...shippingKeys.all, 'admin'] as const,
};

export const adminShippingQueries = {
  list: () => queryOptions({ queryKey: adminShippingKeys.list(), queryFn: fetchAdminShippingMethods }),
};

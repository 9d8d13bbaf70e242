import type { ShippingCountry, ShippingMethod } from '@shop/shared/shipping';
import { queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../api-client.ts';

/**
 * The active shipping methods to a country (GET /shipping/methods): the cart reads them to show
 * what shipping costs. Every shipping query sits under `shippingKeys.all`, so the admin's changes
 * reach the cart too.
 */
export const fetchShippingMethods = (country: ShippingCountry) =>
  api.get<ShippingMethod[]>(`/shipping/methods${toQuery({ country })}`);

export const shippingKeys = {
  all: ['shipping'] as const,
  methods: (country: ShippingCountry) => [...shippingKeys.all, 'methods', country] as const,
};

export const shippingQueries = {
  methods: (country: ShippingCountry) =>
    queryOptions({ queryKey: shippingKeys.methods(country), queryFn: () => fetchShippingMethods(country) }),
};

import {
  cheapestShipping,
  DEFAULT_SHIPPING_COUNTRY,
  type ShippingCountry,
  shippingCountryOf,
  shippingRuleOf,
} from '@shop/shared/shipping';
import type { Address } from '@shop/shared/user';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth.tsx';
import { profileQueries } from '../../../lib/profile/profile-api.ts';
import { shippingQueries } from '../../../lib/shipping/shipping-api.ts';

/** The country of the first saved address in a country the shop ships to, if any. */
const firstShippingCountry = (addresses: readonly Address[]): ShippingCountry | null =>
  addresses.map((address) => shippingCountryOf(address.country)).find((country) => country !== null) ?? null;

/**
 * The country the cart reckons shipping to: the customer's, from their saved addresses, once the
 * profile is read; a guest's, or when no address names one, the shop's own (NL). `settled` is false
 * while the profile is still on its way.
 */
function useShippingCountry(enabled: boolean): { country: ShippingCountry; settled: boolean } {
  const { isLoggedIn } = useAuth();
  const profile = useQuery({
    ...profileQueries.mine(),
    enabled: enabled && isLoggedIn,
    select: (mine) => firstShippingCountry(mine.addresses),
  });
  return {
    country: profile.data ?? DEFAULT_SHIPPING_COUNTRY,
    settled: !isLoggedIn || profile.isSuccess || profile.isError,
  };
}

/**
 * What shipping an order of `totalCents` costs: the cheapest active method to the customer's
 * country, and how much is left to free shipping (`cheapestShipping` of @shop/shared/shipping).
 * `quote` is null while loading and when no method ships there.
 */
export function useShippingQuote(totalCents: number, enabled = true) {
  const { country, settled } = useShippingCountry(enabled);
  const methods = useQuery({ ...shippingQueries.methods(country), enabled: enabled && settled });
  const quote = methods.data ? cheapestShipping(methods.data.map(shippingRuleOf), country, totalCents) : null;
  return { country, quote, failed: methods.isError };
}

import {
  DEFAULT_SHIPPING_COUNTRY,
  type ShippingCountry,
  type ShippingMethod,
  type ShippingOption,
  type ShippingRule,
  shippingCountryOf,
  shippingOptions,
  shippingRuleOf,
} from '@shop/shared/shipping';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { shippingQueries } from '../../../lib/shipping/shipping-api.ts';

export type CheckoutShippingOption = ShippingOption<ShippingMethod & ShippingRule>;

/** Where the choice stands: the address names no country the shop ships to, or the methods' state. */
export type ShippingChoiceStatus = 'notShipped' | 'loading' | 'failed' | 'none' | 'ready';

export interface ShippingChoice {
  /** The delivery country the address names; null when it names none the shop ships to. */
  country: ShippingCountry | null;
  status: ShippingChoiceStatus;
  /** The methods offered to that country for these goods, cheapest first, with their price. */
  options: readonly CheckoutShippingOption[];
  /** The customer's choice while it is offered, otherwise the cheapest; null when none is. */
  selected: CheckoutShippingOption | null;
  select(methodId: string): void;
  /**
   * The method to check out with: the selected one, or, while the methods are still on their way
   * (a quick customer), the one selected once they are there; null when none is offered.
   */
  resolve(): Promise<CheckoutShippingOption | null>;
  error: unknown;
  /** Reads the methods again (after a failure, or after checkout refused the chosen one). */
  reload(): void;
}

/**
 * Checkout's shipping: the active methods to the address's country (`countryText` as typed, read
 * with `shippingCountryOf`; a new country asks the server again; null while the form has not told
 * it yet) that take goods of `goodsCents`, by the shared rule (`shippingOptions`). The cheapest is
 * chosen until the customer chooses; a choice that is no longer offered (another country, another
 * amount) falls back to it.
 */
export function useShippingChoice(countryText: string | null, goodsCents: number): ShippingChoice {
  const country = countryText === null ? null : shippingCountryOf(countryText);
  const methods = useQuery({
    ...shippingQueries.methods(country ?? DEFAULT_SHIPPING_COUNTRY),
    enabled: country !== null,
  });
  const queryClient = useQueryClient();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const selectFrom = (data: readonly ShippingMethod[], to: ShippingCountry) => {
    const options = shippingOptions(data.map(shippingRuleOf), to, goodsCents);
    return {
      options,
      selected: options.find((option) => option.method._id === chosenId) ?? options[0] ?? null,
    };
  };
  const { options, selected } =
    country !== null && methods.data ? selectFrom(methods.data, country) : { options: [], selected: null };
  const status: ShippingChoiceStatus =
    countryText === null
      ? 'loading'
      : country === null
        ? 'notShipped'
        : methods.isError
          ? 'failed'
          : methods.isPending
            ? 'loading'
            : options.length === 0
              ? 'none'
              : 'ready';
  return {
    country,
    status,
    options,
    selected,
    select: setChosenId,
    async resolve() {
      if (selected || country === null || !methods.isPending) return selected;
      return selectFrom(await queryClient.ensureQueryData(shippingQueries.methods(country)), country)
        .selected;
    },
    error: methods.error,
    reload: () => void methods.refetch(),
  };
}

import {
  type ShippingCountry,
  type ShippingMethod,
  type ShippingMethodData,
  shippingMessages,
} from '@shop/shared/shipping';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toShippingMethod } from './shipping.mapper.ts';
import * as repository from './shipping.repository.ts';

export type ShippingMethodRow = repository.ShippingMethodRow;

/**
 * Shipping methods: the admin manages them, the cart reads the active ones to a country and
 * applies the shared rule (`cheapestShipping` in @shop/shared/shipping) to its own total, and
 * checkout applies it to the method the customer chose.
 */
export function createShippingService(db: Database) {
  return {
    /** Every method, active or not, for the admin. */
    list: async (): Promise<ShippingMethod[]> => (await repository.allMethods(db)).map(toShippingMethod),

    /** The active methods, those to `country` when given, cheapest first. */
    active: async (country?: ShippingCountry): Promise<ShippingMethod[]> =>
      (await repository.activeMethods(db, country)).map(toShippingMethod),

    /**
     * One method as stored, active or not, amounts in cents as the shipping rule reads them
     * (checkout applies the rule to the customer's choice); null when there is none.
     */
    find: async (id: string): Promise<ShippingMethodRow | null> =>
      (await repository.findMethod(db, id)) ?? null,

    create: async (data: ShippingMethodData): Promise<ShippingMethod> =>
      toShippingMethod(await repository.insertMethod(db, data)),

    async update(id: string, data: ShippingMethodData): Promise<ShippingMethod> {
      const row = await repository.updateMethod(db, id, data);
      if (!row) throw notFound(shippingMessages.notFound);
      return toShippingMethod(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.deleteMethod(db, id))) throw notFound(shippingMessages.notFound);
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;

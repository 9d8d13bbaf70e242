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

/**
 * Shipping methods: the admin manages them, the cart reads the active ones to a country and
 * applies the shared rule (`cheapestShipping` in @shop/shared/shipping) to its own total.
 */
export function createShippingService(db: Database) {
  return {
    /** Every method, active or not, for the admin. */
    list: async (): Promise<ShippingMethod[]> => (await repository.allMethods(db)).map(toShippingMethod),

    /** The active methods, those to `country` when given, cheapest first. */
    active: async (country?: ShippingCountry): Promise<ShippingMethod[]> =>
      (await repository.activeMethods(db, country)).map(toShippingMethod),

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

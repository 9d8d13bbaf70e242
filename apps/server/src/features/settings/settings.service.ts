import { defaultShopSettings, type ShopSettings } from '@shop/shared/shop-settings';
import type { Database, Queryable } from '../../db/types.ts';
import { toShopSettings } from './settings.mapper.ts';
import * as repository from './settings.repository.ts';

/**
 * The shop's own details and choices (decision 051): who sells, for the invoices, and whether the
 * EU one-stop shop is on, for the VAT of an order (decision 047). Read from the database on every
 * call (one primary-key row), so every process sees a change at once.
 */
export function createSettingsService(db: Database) {
  return {
    /** The saved settings, or the shared defaults while the admin never saved any; in `tx` when given. */
    async get(tx: Queryable = db): Promise<ShopSettings> {
      const row = await repository.readSettings(tx);
      return row ? toShopSettings(row) : { ...defaultShopSettings };
    },

    /** Replaces every setting (the admin's form sends them all, checked by shopSettingsSchema). */
    update: async (settings: ShopSettings): Promise<ShopSettings> =>
      toShopSettings(await repository.saveSettings(db, settings)),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

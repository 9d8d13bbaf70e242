import type { ShopSettings } from '@shop/shared/shop-settings';
import type { ShopSettingsRow } from './settings.repository.ts';

/** The settings as the API answers them (and as invoices and VAT read them). */
export function toShopSettings(row: ShopSettingsRow): ShopSettings {
  return {
    sellerName: row.sellerName,
    sellerStreet: row.sellerStreet,
    sellerZip: row.sellerZip,
    sellerCity: row.sellerCity,
    kvkNumber: row.kvkNumber,
    vatNumber: row.vatNumber,
    email: row.email,
    oneStopShop: row.oneStopShop,
  };
}

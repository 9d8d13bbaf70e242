import { toEuros } from '@shop/shared/money';
import type { ShippingMethod } from '@shop/shared/shipping';
import type { ShippingMethodRow } from './shipping.repository.ts';

/** A method as the API answers it: amounts in euros, as the products API has them. */
export function toShippingMethod(row: ShippingMethodRow): ShippingMethod {
  return {
    _id: row.id,
    name: row.name,
    carrier: row.carrier,
    countries: row.countries,
    price: toEuros(row.priceCents),
    freeAbove: row.freeAboveCents === null ? null : toEuros(row.freeAboveCents),
    maxOrder: row.maxOrderCents === null ? null : toEuros(row.maxOrderCents),
    deliveryEstimate: row.deliveryEstimate,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

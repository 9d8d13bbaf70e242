import type { InvoiceKind } from '@shop/shared/invoice';
import { toEuros } from '@shop/shared/money';
import type { Order, OrderVatPart } from '@shop/shared/order';
import { trackingUrl } from '@shop/shared/shipment';
import type { VatPart } from '@shop/shared/vat';
import type { orderStatusHistory } from '../../db/schema/orders.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** An invoice as an order's view names it. */
export interface InvoiceOfOrder {
  orderId: string | null;
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
}

/** A rate in basis points as the API shows it: in percent (900 → 9). */
const percent = (basisPoints: number) => basisPoints / 100;

const toVatPart = (part: VatPart): OrderVatPart => ({
  rate: percent(part.rateBasisPoints),
  gross: toEuros(part.grossCents),
  net: toEuros(part.netCents),
  vat: toEuros(part.vatCents),
});

/** The parcel as the admin gave it, and where to follow it; null until the order was shipped with one. */
function shipmentOf({ shipmentCarrier, trackingCode, shippedAt, ...row }: OrderRow): Order['shipment'] {
  if (shipmentCarrier === null || trackingCode === null || shippedAt === null) return null;
  return {
    carrier: shipmentCarrier,
    trackingCode,
    trackingUrl: trackingUrl({
      carrier: shipmentCarrier,
      trackingCode,
      zip: row.addressZip,
      country: row.addressCountry,
    }),
    shippedAt: shippedAt.toISOString(),
  };
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  history: (typeof orderStatusHistory.$inferSelect)[],
  invoices: InvoiceOfOrder[] = [],
): Order {
  return {
    _id: row.id,
    status: row.status,
    userEmail: row.userEmail,
    address: {
      firstName: row.addressFirstName,
      lastName: row.addressLastName,
      email: row.addressEmail,
      street: row.addressStreet,
      number: row.addressNumber,
      zip: row.addressZip,
      city: row.addressCity,
      country: row.addressCountry,
    },
    cart: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        _id: item.productId,
        title: item.title,
        price: toEuros(item.unitPriceCents),
        quantity: item.quantity,
        // A line from before VAT was recorded has no class.
        vat:
          item.vatClass === null
            ? null
            : {
                rate: percent(item.vatRateBasisPoints),
                net: toEuros(item.netCents),
                vat: toEuros(item.vatCents),
              },
        discount: toEuros(item.discountCents),
      })),
    subtotal: toEuros(row.totalCents - row.shippingPriceCents + row.discountCents),
    coupon:
      row.couponCode === null
        ? null
        : {
            code: row.couponCode,
            discount: toEuros(row.discountCents),
            shippingDiscount: toEuros(row.shippingDiscountCents),
          },
    // An order from before shipping was charged names no method.
    shipping:
      row.shippingMethodName === ''
        ? null
        : {
            name: row.shippingMethodName,
            carrier: row.shippingCarrier,
            price: toEuros(row.shippingPriceCents),
          },
    total: toEuros(row.totalCents),
    vat:
      row.vatCountry === null
        ? null
        : {
            country: row.vatCountry,
            total: toEuros(row.vatCents),
            rates: row.vatTotals.map(toVatPart),
            shipping: row.shippingVat.map(toVatPart),
          },
    statusHistory: history
      .filter((entry) => entry.orderId === row.id)
      .map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    invoices: invoices
      .filter((invoice) => invoice.orderId === row.id)
      .map((invoice) => ({
        kind: invoice.kind,
        number: invoice.number,
        issuedAt: invoice.issuedAt.toISOString(),
      })),
    shipment: shipmentOf(row),
    stripeSessionId: row.stripeSessionId,
    stripePaymentIntentId: row.stripePaymentIntentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

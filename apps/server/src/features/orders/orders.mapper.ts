import type { InvoiceKind } from '@shop/shared/invoice';
import { toEuros } from '@shop/shared/money';
import type { Order, OrderVatPart } from '@shop/shared/order';
import type { Refund, Withdrawal } from '@shop/shared/refund';
import { trackingUrl } from '@shop/shared/shipment';
import type { VatPart } from '@shop/shared/vat';
import type { orderStatusHistory } from '../../db/schema/orders.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';
import type { RefundView, WithdrawalRow } from './refunds.repository.ts';

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
function shipmentOf(row: OrderRow): Order['shipment'] {
  // Read one by one: a rest pattern would copy the row's other thirty columns for every order.
  const { shipmentCarrier, trackingCode, shippedAt } = row;
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

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toRefund({ refund, lines }: RefundView): Refund {
  return {
    _id: refund.id,
    kind: refund.kind,
    status: refund.status,
    amount: toEuros(refund.amountCents),
    shipping: toEuros(refund.shippingCents),
    reason: refund.reason,
    lines: lines.map((line) => ({
      lineId: line.orderItemId,
      title: line.title,
      quantity: line.quantity,
      amount: toEuros(line.amountCents),
    })),
    returned: refund.restock,
    returnedAt: iso(refund.restockedAt),
    createdAt: refund.createdAt.toISOString(),
    succeededAt: iso(refund.succeededAt),
    failedAt: iso(refund.failedAt),
  };
}

function toWithdrawal(withdrawal: WithdrawalRow, items: OrderItemRow[]): Withdrawal {
  return {
    _id: withdrawal.id,
    reason: withdrawal.reason,
    lines: withdrawal.lines.map((line) => ({
      lineId: line.lineId,
      title: items.find((item) => item.id === line.lineId)?.title ?? '',
      quantity: line.quantity,
    })),
    messageId: withdrawal.contactMessageId,
    createdAt: withdrawal.createdAt.toISOString(),
  };
}

/** Refunds and withdrawal requests of the orders being shown (decision 057). */
export interface OrderAftercare {
  refunds: RefundView[];
  withdrawals: WithdrawalRow[];
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  history: (typeof orderStatusHistory.$inferSelect)[],
  invoices: InvoiceOfOrder[] = [],
  aftercare: OrderAftercare = { refunds: [], withdrawals: [] },
): Order {
  const ownItems = items.filter((item) => item.orderId === row.id);
  const refunds = aftercare.refunds.filter((view) => view.refund.orderId === row.id);
  const succeeded = refunds.filter((view) => view.refund.status === 'succeeded');
  const refundedQuantity = (itemId: string) =>
    succeeded
      .flatMap((view) => view.lines)
      .filter((line) => line.orderItemId === itemId)
      .reduce((sum, line) => sum + line.quantity, 0);
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
    subtotal: toEuros(row.totalCents - row.shippingPriceCents + row.discountCents),
    coupon:
      row.couponCode === null
        ? null
        : {
            code: row.couponCode,
            discount: toEuros(row.discountCents),
            shippingDiscount: toEuros(row.shippingDiscountCents),
          },
    cart: ownItems.map((item) => ({
      _id: item.productId,
      lineId: item.id,
      refundedQuantity: refundedQuantity(item.id),
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
    refunded: toEuros(succeeded.reduce((sum, view) => sum + view.refund.amountCents, 0)),
    refunds: refunds.map(toRefund),
    withdrawals: aftercare.withdrawals
      .filter((withdrawal) => withdrawal.orderId === row.id)
      .map((withdrawal) => toWithdrawal(withdrawal, ownItems)),
    stripeSessionId: row.stripeSessionId,
    stripePaymentIntentId: row.stripePaymentIntentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { type orderExportColumns, orderReference, orderStatusLabels } from '@shop/shared/order';
import { type CsvRecord, decimalComma } from '../../lib/csv.ts';
import type { InvoiceOfOrder } from './orders.mapper.ts';
import type { ExportPageRow } from './orders.repository.ts';

export type OrderCsvRecord = CsvRecord<keyof typeof orderExportColumns>;

/** The name on the order's address, or nothing when it has none (the e-mail has a column of its own). */
const customerName = ({ addressFirstName, addressLastName }: ExportPageRow['order']) =>
  [addressFirstName.trim(), addressLastName.trim()].filter(Boolean).join(' ');

/** One order as a row of the export: its amounts in cents written with a decimal comma, its times the shop's. */
export function orderCsvRecord(row: ExportPageRow, invoices: InvoiceOfOrder[]): OrderCsvRecord {
  const { order } = row;
  const numberOf = (kind: InvoiceOfOrder['kind']) =>
    invoices.find((invoice) => invoice.orderId === order.id && invoice.kind === kind)?.number ?? null;
  return {
    id: order.id,
    reference: orderReference(order.id),
    createdAt: row.createdAtText,
    customer: customerName(order),
    email: order.userEmail,
    status: orderStatusLabels[order.status],
    items: String(row.itemCount),
    subtotal: decimalComma(order.totalCents - order.shippingPriceCents),
    shipping: decimalComma(order.shippingPriceCents),
    vat: decimalComma(order.vatCents),
    total: decimalComma(order.totalCents),
    shippingMethod: order.shippingMethodName,
    city: order.addressCity,
    country: order.addressCountry,
    paidAt: row.paidAtText,
    invoice: numberOf('invoice'),
    creditInvoice: numberOf('credit'),
  };
}

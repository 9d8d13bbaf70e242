import {
  type InvoiceKind,
  type InvoiceOrder,
  type InvoiceSeller,
  invoiceContent,
  invoiceMessages,
  invoiceNumber,
  invoiceYear,
  type RefundedInvoiceLine,
  refundCreditContent,
} from '@shop/shared/invoice';
import { orderReference } from '@shop/shared/order';
import type { ShopSettings } from '@shop/shared/shop-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { orderItems, orders } from '../../db/schema/orders.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { MailAttachment, MailAttachmentReference } from '../../lib/mailer.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import * as repository from './invoices.repository.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export type InvoiceRow = repository.InvoiceRow;

interface Dependencies {
  db: Database;
  /** The shop's details as the owner set them; read when an invoice is issued. */
  seller: () => Promise<ShopSettings>;
  log: FastifyBaseLogger;
}

/** A downloaded or attached invoice: its file name and the PDF. */
export interface InvoiceFile {
  filename: string;
  pdf: Buffer;
}

/** The delivery address as the invoice names the customer: name, street, place, country. */
function customerOf(order: OrderRow): string[] {
  return [
    `${order.addressFirstName} ${order.addressLastName}`.trim(),
    `${order.addressStreet} ${order.addressNumber}`.trim(),
    `${order.addressZip} ${order.addressCity}`.trim(),
    order.addressCountry,
  ].filter(Boolean);
}

/**
 * Invoices and credit invoices (decision 052): numbered without gaps per year in the transaction
 * that makes them, fixed when issued, and rendered as a PDF whenever one is asked for.
 */
export function createInvoicesService({ db, seller, log }: Dependencies) {
  /** Numbers and stores an invoice in the caller's transaction. */
  async function issue(tx: Queryable, invoice: repository.NewInvoice): Promise<InvoiceRow> {
    const year = invoiceYear(invoice.issuedAt);
    const sequence = await repository.nextSequence(tx, year);
    return repository.insertInvoice(tx, {
      ...invoice,
      year,
      sequence,
      number: invoiceNumber(year, sequence),
    });
  }

  async function file(invoice: repository.IssuedInvoice | undefined): Promise<InvoiceFile> {
    if (!invoice) throw notFound(invoiceMessages.notFound);
    return {
      filename: invoiceMessages.fileName(invoice.kind, invoice.number),
      pdf: await renderInvoicePdf(invoice),
    };
  }

  return {
    /**
     * Who issues an invoice now. Read before the transaction that issues it: on the embedded
     * database a read outside an open transaction would wait for that transaction to end.
     */
    async issuer(): Promise<InvoiceSeller> {
      const settings = await seller();
      return {
        name: settings.sellerName,
        street: settings.sellerStreet,
        zip: settings.sellerZip,
        city: settings.sellerCity,
        kvkNumber: settings.kvkNumber,
        vatNumber: settings.vatNumber,
        email: settings.email,
      };
    },

    /** The invoice of an order that has just been paid, dated when it was paid, in the payment's transaction. */
    async issueIn(tx: Queryable, order: OrderRow, items: OrderItemRow[], issuer: InvoiceSeller) {
      const unclassified = items.filter((item) => item.vatClass === null && item.productId !== null);
      const classes = await repository.productVatClasses(
        tx,
        unclassified.map((item) => item.productId!),
      );
      const paidAt = order.paidAt ?? new Date();
      const snapshot: InvoiceOrder = {
        reference: orderReference(order.id),
        customer: customerOf(order),
        lines: items.map((item) => ({
          title: item.title,
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          vatClass: item.vatClass,
          vatRateBasisPoints: item.vatRateBasisPoints,
          netCents: item.netCents,
          vatCents: item.vatCents,
          productVatClass: (item.productId && classes.get(item.productId)) || null,
          discountCents: item.discountCents,
        })),
        shippingMethodName: order.shippingMethodName,
        shippingPriceCents: order.shippingPriceCents,
        shippingVat: order.shippingVat,
        couponCode: order.couponCode,
        shippingDiscountCents: order.shippingDiscountCents,
        vatCountry: order.vatCountry,
        paidAt,
      };
      const content = invoiceContent(snapshot, issuer);
      if (content.vatBasis === 'derived') {
        log.warn(
          { orderId: order.id },
          'invoice of an order without its VAT recorded: VAT computed at invoicing',
        );
      }
      return issue(tx, {
        orderId: order.id,
        kind: 'invoice',
        issuedAt: paidAt,
        content,
        creditedInvoiceId: null,
        refundId: null,
      });
    },

    /**
     * The credit invoice of a refund that went through (decision 057), in that change's transaction:
     * the refunded units of the invoice's lines at their own rates, and the shipping when it was paid
     * back, every amount negated, under a number of its own. Nothing for an order that has no
     * invoice (paid before invoices were issued) and nothing twice for one refund.
     */
    async creditRefundIn(
      tx: Queryable,
      refund: {
        id: string;
        orderId: string;
        /** How many lines the order has: the invoice's first lines are the order's. */
        productLineCount: number;
        lines: RefundedInvoiceLine[];
        shipping: boolean;
      },
      issuer: InvoiceSeller,
    ): Promise<InvoiceRow | undefined> {
      const original = await repository.findOfOrder(tx, refund.orderId, 'invoice');
      if (!original) {
        log.warn(
          { orderId: refund.orderId, refundId: refund.id },
          'refund of an order without an invoice: no credit invoice',
        );
        return undefined;
      }
      if (await repository.findOfRefund(tx, refund.id)) return undefined;
      return issue(tx, {
        orderId: refund.orderId,
        kind: 'credit',
        issuedAt: new Date(),
        content: refundCreditContent(original.content, refund, issuer),
        creditedInvoiceId: original.id,
        refundId: refund.id,
      });
    },

    /**
     * The order's invoice (or its first credit invoice) as a PDF; 404 when it has none, or, with
     * `ownerId`, when it is not theirs.
     */
    download: async (orderId: string, kind: InvoiceKind, ownerId?: string): Promise<InvoiceFile> =>
      file(await repository.findOfOrder(db, orderId, kind, ownerId)),

    /** One of the order's invoices by its number (an order may have several credit invoices). */
    downloadNumber: async (orderId: string, number: string, ownerId?: string): Promise<InvoiceFile> =>
      file(await repository.findByNumber(db, orderId, number, ownerId)),

    /** The mail queue's attachment: an invoice's PDF, made when the mail is sent. */
    async attachment(reference: MailAttachmentReference): Promise<MailAttachment> {
      const { filename, pdf } = await file(await repository.findById(db, reference.invoiceId));
      return { filename, content: pdf, contentType: 'application/pdf' };
    },

    /** The number and date of each invoice of these orders, for the order's own view. */
    ofOrders: (orderIds: string[]) =>
      orderIds.length === 0 ? Promise.resolve([]) : repository.ofOrders(db, orderIds),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, optionalDate, optionalEnum, optionalText, periodAndPage } from './api.ts';
import { invoiceKinds } from './invoice.ts';
import { refundSchema, withdrawalSchema } from './refund.ts';
import { carrierSchema, shipmentSchema, trackingCodeSchema } from './shipment.ts';
import { shippingCountryOf, shippingMessages } from './shipping.ts';
import { formatVatRate, vatCountries } from './vat.ts';

export const orderStatuses = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The only status changes there are; everything else is refused. A paid order becomes 'refunded'
 * (or, cancelled by its buyer before shipping, 'cancelled') only through refunds that paid back
 * everything (decision 057).
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled', 'expired'],
  paid: ['processing', 'refunded', 'cancelled'],
  processing: ['shipped', 'refunded', 'cancelled'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  expired: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** How mails, notifications and papers name an order: the first eight characters of its id, in capitals. */
export const orderReference = (orderId: string): string => orderId.slice(0, 8).toUpperCase();
/**
 * The orders whose money the shop keeps: paid, and on their way or delivered since; not the ones
 * still waiting, given up, or refunded (decision 056).
 */
export const revenueStatuses = [
  'paid',
  'processing',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];
/**
 * Whether a change is one only refunds make, once the money went back (decision 057): to
 * 'refunded', or a paid order to 'cancelled'.
 */
export const isRefundTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  to === 'refunded' || (to === 'cancelled' && from !== 'pending');

/** What the admin's status control may set: any allowed change that is not a refund's. */
export function statusControlAllows(from: OrderStatus, to: OrderStatus): boolean {
  return canTransition(from, to) && !isRefundTransition(from, to);
}

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Wacht op betaling',
  paid: 'Betaald',
  processing: 'In behandeling',
  shipped: 'Verzonden',
  delivered: 'Geleverd',
  cancelled: 'Geannuleerd',
  expired: 'Verlopen',
  refunded: 'Terugbetaald',
};

export const orderMessages = {
  checkoutFailed: 'Er ging iets mis bij afrekenen.',
  checkoutReplaced: 'Je bent intussen opnieuw begonnen met afrekenen; ga verder in het nieuwste venster.',
  loginRequired: 'Je moet ingelogd zijn om af te rekenen.',
  emptyCart: 'Je winkelwagen is leeg.',
  outOfStock: (title: string) => `Niet genoeg voorraad meer voor ${title}.`,
  notFound: 'Bestelling niet gevonden.',
  noOrders: 'Geen bestellingen gevonden.',
  deleted: '✅ Bestelling verwijderd',
  deleteFailed: '❌ Verwijderen mislukt',
  deleteConfirm: 'Weet je zeker dat je deze bestelling wil verwijderen?',
  transitionNotAllowed: (from: string, to: string) => `Een bestelling kan niet van '${from}' naar '${to}'.`,
  refundThroughForm: "Terugbetalen gaat met het formulier 'Terugbetalen', zodat het geld ook echt teruggaat.",
  placed: 'Bestelling geplaatst!',
  required: 'Verplicht veld',
  paymentUnknown: 'Betaling niet gevonden.',
  tooManyOpenCheckouts:
    'Vanaf dit netwerk staan al te veel bestellingen open. Rond er eerst een af of probeer het over een half uur opnieuw.',
} as const;

/** An order's amounts where the buyer and the admin read them (account and admin pages). */
export const orderTotalsMessages = {
  subtotal: 'Subtotaal',
  /** A coupon's line: 'Korting (ZOMER10)', with '− € 3,40' or, for free shipping, 'Gratis verzending'. */
  discount: (code: string) => `Korting (${code})`,
  freeShipping: 'Gratis verzending',
  shipping: (name: string, carrier: string) => `Verzending: ${name} (${carrier})`,
  free: 'Gratis',
  total: 'Totaal',
  /** 'waarvan btw 9 %: € 2,62', one line per rate under the total. */
  vatOf: (rate: number, amount: string) => `waarvan btw ${formatVatRate(Math.round(rate * 100))}: ${amount}`,
} as const;

/** The notification a buyer receives when their order's status changes. */
export const orderNotificationTitles = {
  paid: 'Bestelling betaald',
  changed: 'Status van je bestelling gewijzigd',
} as const;
export const orderNotificationMessages = {
  status: (reference: string, statusLabel: string) => `Bestelling ${reference}: ${statusLabel}.`,
} as const;

/** The order confirmation e-mail; the HTML uses its own wording where it differs from the text lines. */
export const orderMailMessages = {
  subject: (reference: string) => `Bevestiging van je bestelling ${reference}`,
  heading: 'Bedankt voor je bestelling!',
  /** Whom the mail greets when the address has no first name. */
  anonymousName: 'loper',
  hello: (name: string) => `Hallo ${name},`,
  thanks: (reference: string) =>
    `Bedankt voor je bestelling bij Loopvoeding. We hebben je betaling ontvangen (bestelling ${reference}).`,
  yourOrder: 'Je bestelling',
  subtotal: 'Subtotaal',
  /** A coupon's line, under the subtotal: 'Korting (ZOMER10)', its amount or 'Gratis verzending'. */
  discount: (code: string) => `Korting (${code})`,
  discountFreeShipping: 'Gratis verzending',
  /** The shipping line: 'Verzending: PostNL pakket'; just 'Verzending' when the order names no method. */
  shipping: (method: string) => (method ? `Verzending: ${method}` : 'Verzending'),
  freeShipping: 'Gratis',
  total: 'Totaal (incl. btw)',
  /** Under the total, one line per rate: 'waarvan btw 9 %'. */
  vatOf: (rate: string) => `waarvan btw ${rate}`,
  shippingAddress: 'Verzendadres',
  viewOrders: 'Bekijk je bestellingen',
} as const;

/** The payment provider's webhook and the admin's event log. */
export const webhookErrorMessages = {
  missingSignature: 'Ontbrekende handtekening.',
  invalidSignature: 'Ongeldige handtekening.',
  invalidEvent: 'Ongeldig event.',
  notFound: 'Webhook-event niet gevonden.',
} as const;

const required = z.string().trim().min(1, orderMessages.required).max(200);

export const checkoutAddressSchema = z.object({
  firstName: required,
  lastName: required,
  email: z.union([z.email({ message: 'Ongeldig e-mailadres' }), z.literal('')]).optional(),
  street: required,
  /** House number with an optional addition, e.g. '10-C'. */
  number: required,
  zip: required,
  city: required,
  /** As people write it ('Nederland', 'belgië', 'BE'): only a country the shop ships to. */
  country: z
    .string()
    .trim()
    .min(1, { message: orderMessages.required, abort: true })
    .max(200)
    .refine((country) => shippingCountryOf(country) !== null, shippingMessages.countryNotShipped),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** POST /api/checkout/session: the delivery address and the shipping method chosen for it. */
export const checkoutSessionSchema = checkoutAddressSchema.extend({
  shippingMethodId: z.uuid({ message: shippingMessages.methodRequired }),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const checkoutSessionResponseSchema = z.object({ url: z.string() });
export const checkoutSuccessSchema = z.object({ sessionId: z.string().min(1).max(300) });

/**
 * An amount including VAT at one rate, taken apart (decision 047): in euros, the rate in percent
 * (9 for 9 %).
 */
export const vatPartSchema = z.object({
  rate: z.number(),
  gross: z.number(),
  net: z.number(),
  vat: z.number(),
});
export type OrderVatPart = z.infer<typeof vatPartSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  status: z.enum(orderStatuses),
  userEmail: z.string(),
  address: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    street: z.string(),
    number: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  cart: z.array(
    z.object({
      _id: z.string().nullable(),
      /** The order line itself, as a refund or withdrawal names it. */
      lineId: z.string(),
      /** How many of the line went back in refunds that went through. */
      refundedQuantity: z.number().int(),
      title: z.string(),
      price: z.number(),
      quantity: z.number().int(),
      /**
       * The line total's VAT (rate in percent), of what the line cost after its part of a coupon's
       * reduction; null on orders from before VAT was recorded.
       */
      vat: z.object({ rate: z.number(), net: z.number(), vat: z.number() }).nullable(),
      /** The line's part of a coupon's reduction (0 without one); `price` is the unit price as it was. */
      discount: z.number(),
    }),
  ),
  /** The goods: the lines' totals together, before a coupon's reduction. */
  subtotal: z.number(),
  /**
   * The coupon code the order used and what it took off the goods and off the shipping (decision
   * 055); null without one.
   */
  coupon: z.object({ code: z.string(), discount: z.number(), shippingDiscount: z.number() }).nullable(),
  /** The shipping chosen at checkout, as copied onto the order; null on orders from before shipping was charged. */
  shipping: z.object({ name: z.string(), carrier: z.string(), price: z.number() }).nullable(),
  /** What the buyer pays: the goods and the shipping, less a coupon's reduction, including VAT. */
  total: z.number(),
  /**
   * The VAT the total holds, whose rates it paid (`country`), per rate (lines and shipping
   * together, lowest rate first) and of the shipping alone; null on orders from before VAT was
   * recorded.
   */
  vat: z
    .object({
      country: z.enum(vatCountries),
      total: z.number(),
      rates: z.array(vatPartSchema),
      shipping: z.array(vatPartSchema),
    })
    .nullable(),
  statusHistory: z.array(z.object({ status: z.enum(orderStatuses), at: z.string() })),
  /** The order's invoice once paid, and a credit invoice for each refund (decisions 052, 057). */
  invoices: z.array(z.object({ kind: z.enum(invoiceKinds), number: z.string(), issuedAt: z.string() })),
  /** How and when the order was sent (decision 054); null until it is, and on orders shipped before codes were kept. */
  shipment: shipmentSchema.nullable(),
  /** What went back to the buyer so far, in euros: the refunds that went through (decision 057). */
  refunded: z.number(),
  /** Every refund, the oldest first, whatever became of it. */
  refunds: z.array(refundSchema),
  /** The customer's withdrawal requests, the oldest first. */
  withdrawals: z.array(withdrawalSchema),
  stripeSessionId: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = z.object({
  userEmail: optionalText,
  status: optionalEnum(orderStatuses),
  stripeSessionId: optionalText,
  stripePaymentIntentId: optionalText,
  cartTitle: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  city: optionalText,
  country: optionalText,
  ...periodAndPage(ADMIN_PAGE_SIZE_DEFAULT),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/**
 * PUT /api/orders/:id/status. Shipping needs the parcel's track-and-trace code, and takes the
 * carrier that took it (left out: the carrier of the order's shipping method).
 */
export const orderStatusUpdateSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('shipped'),
    carrier: carrierSchema.optional(),
    trackingCode: trackingCodeSchema,
  }),
  z.object({ status: z.enum(orderStatuses).exclude(['shipped']) }),
]);
export type OrderStatusUpdate = z.output<typeof orderStatusUpdateSchema>;

/** GET /api/orders/export.csv: exactly the admin list's filters, every matching order (no pages). */
export const orderExportQuerySchema = orderListQuerySchema.omit({ page: true, limit: true });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** The columns of the orders' CSV export, in order, as the spreadsheet's first row names them. */
export const orderExportColumns = {
  id: 'Bestelnummer',
  reference: 'Referentie',
  createdAt: 'Datum',
  customer: 'Klant',
  email: 'E-mail',
  status: 'Status',
  items: 'Artikelen',
  subtotal: 'Subtotaal',
  shipping: 'Verzending',
  vat: 'Btw',
  total: 'Totaal',
  shippingMethod: 'Verzendmethode',
  city: 'Plaats',
  country: 'Land',
  paidAt: 'Betaald op',
  invoice: 'Factuurnummer',
  creditInvoice: 'Creditfactuurnummer',
} as const;

/** The export's file name on the day it is made ('2026-11-25', the shop's day). */
export const orderExportFileName = (day: string) => `bestellingen-${day}.csv`;

export const webhookEventSchema = z.object({
  _id: z.string(),
  eventType: z.string(),
  stripeEventId: z.string(),
  createdAt: z.string(),
  data: z.unknown(),
});
export const webhookGroupSchema = z.object({
  groupId: z.string(),
  customerName: z.string(),
  userId: z.string().nullable(),
  events: z.array(webhookEventSchema),
});
export type WebhookGroup = z.infer<typeof webhookGroupSchema>;

export const webhookQuerySchema = z.object({
  userId: optionalText,
  session: optionalText,
  from: optionalDate,
  to: optionalDate,
});
export const webhookMessages = { empty: 'Geen webhook groepen gevonden.', loading: 'Laden...' } as const;

/**
 * Invoices (decision 052): the number, what an invoice states and how an order's snapshot of its
 * lines, shipping and VAT becomes the invoice's lines and totals. Every amount is integer cents
 * and every rate integer basis points, as in `vat.ts`.
 */
import { currentShopYear, SHOP_LOCALE, SHOP_TIME_ZONE } from './locale.ts';
import { unitsShare } from './refund.ts';
import {
  formatVatRate,
  shopCountry,
  type VatClass,
  type VatCountry,
  type VatPart,
  vatBreakdown,
  vatOfGrossCents,
  vatTotalsOf,
} from './vat.ts';

/** An invoice for a paid order, or the credit invoice ('creditfactuur') that cancels it. */
export const invoiceKinds = ['invoice', 'credit'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * The invoice's number: the year of its date in the shop's time zone and its place in that year's
 * one sequence of invoices and credit invoices, at least six digits: `2026-000123`.
 */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Not a sequence number: ${sequence}`);
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The last part of an invoice's download address: `/api/orders/my/:id/invoice`, `…/credit-invoice`. */
export const invoicePaths: Record<InvoiceKind, string> = { invoice: 'invoice', credit: 'credit-invoice' };

/** The year an invoice made at this instant is numbered in: the shop's year, not UTC's. */
export const invoiceYear = (issuedAt: Date): number => currentShopYear(issuedAt);

/** Who sells, as every invoice must state it: name, address, KvK number and VAT number. */
export interface InvoiceSeller {
  name: string;
  street: string;
  zip: string;
  city: string;
  kvkNumber: string;
  vatNumber: string;
  email: string;
}

/** One line of an invoice: a product, or (part of) the shipping. Amounts of a credit invoice are negative. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  /** The price of one, excluding VAT, rounded half up to a whole cent. */
  unitNetCents: number;
  /** Null only for free shipping, which carries no VAT. */
  rateBasisPoints: number | null;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * Where the invoice's VAT comes from: `order`, the snapshot the order took at checkout; `derived`,
 * computed when the invoice was made, for an order placed before orders recorded their VAT (the
 * shop's own rates on the day it was paid; see `invoiceContent`).
 */
export const vatBases = ['order', 'derived'] as const;
export type VatBasis = (typeof vatBases)[number];

/** What an invoice states besides its number and date; fixed when it is made, never recomputed. */
export interface InvoiceContent {
  seller: InvoiceSeller;
  /** The customer's name and delivery address, one line each. */
  customer: string[];
  /** The order's short reference, as its mails and pages show it. */
  orderReference: string;
  vatCountry: VatCountry;
  vatBasis: VatBasis;
  /** The products, then the shipping (one line per rate it is split over). */
  lines: InvoiceLine[];
  /** Per rate, lowest first: net, VAT and gross of the lines at that rate. */
  totals: VatPart[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** An order line as the order stores it. */
export interface InvoiceOrderLine {
  title: string;
  quantity: number;
  unitPriceCents: number;
  /** The line's VAT as checkout recorded it; `vatClass` null on a line from before that. */
  vatClass: VatClass | null;
  vatRateBasisPoints: number;
  netCents: number;
  vatCents: number;
  /** The product's class now (null when the product is gone): only used for a line without its own. */
  productVatClass: VatClass | null;
  /**
   * The line's part of a coupon's reduction, including VAT (0 without one); the recorded net and VAT
   * are of the line after it (decision 055).
   */
  discountCents: number;
}

/** An order as the invoice reads it: its snapshot of lines, shipping and VAT, taken at checkout. */
export interface InvoiceOrder {
  reference: string;
  customer: string[];
  lines: InvoiceOrderLine[];
  shippingMethodName: string;
  /** What the shipping cost the buyer: 0 when a coupon waived it. */
  shippingPriceCents: number;
  /** Shipping's VAT per rate as checkout recorded it. */
  shippingVat: VatPart[];
  /** The coupon code the order used, null without one; and the shipping it waived. */
  couponCode: string | null;
  shippingDiscountCents: number;
  /** Whose rates the order pays; null on an order from before VAT was recorded. */
  vatCountry: VatCountry | null;
  paidAt: Date;
}

/** The price of one without VAT: what is left after its VAT, taken out as from a line. */
const unitNetCents = (unitGrossCents: number, rateBasisPoints: number) =>
  unitGrossCents - vatOfGrossCents(unitGrossCents, rateBasisPoints);

function productLine(
  line: Pick<InvoiceOrderLine, 'title' | 'quantity' | 'unitPriceCents'>,
  part: Omit<VatPart, 'grossCents'>,
): InvoiceLine {
  return {
    description: line.title,
    quantity: line.quantity,
    unitNetCents: unitNetCents(line.unitPriceCents, part.rateBasisPoints),
    rateBasisPoints: part.rateBasisPoints,
    netCents: part.netCents,
    vatCents: part.vatCents,
    grossCents: line.unitPriceCents * line.quantity,
  };
}

/**
 * The products, each at its full price (what a coupon took off is left out of its amounts), then
 * the coupon's reduction as one line per rate it touched, lowest rate first: the goods' gross less
 * the reduction, and their VAT, per rate, add up to exactly what the order recorded per line after
 * the reduction (`parts`, in the order of the lines).
 */
function goodsLines(
  lines: readonly InvoiceOrderLine[],
  parts: readonly Omit<VatPart, 'grossCents'>[],
  couponCode: string | null,
): InvoiceLine[] {
  const reductions = new Map<number, { grossCents: number; vatCents: number }>();
  const products = lines.map((line, index) => {
    const part = parts[index]!;
    if (line.discountCents === 0) return productLine(line, part);
    const grossCents = line.unitPriceCents * line.quantity;
    const vatCents = vatOfGrossCents(grossCents, part.rateBasisPoints);
    const reduction = reductions.get(part.rateBasisPoints) ?? { grossCents: 0, vatCents: 0 };
    reduction.grossCents -= line.discountCents;
    reduction.vatCents += part.vatCents - vatCents;
    reductions.set(part.rateBasisPoints, reduction);
    return productLine(line, {
      rateBasisPoints: part.rateBasisPoints,
      netCents: grossCents - vatCents,
      vatCents,
    });
  });
  const description = invoiceMessages.discount(couponCode ?? '');
  const discounts = [...reductions]
    .sort(([a], [b]) => a - b)
    .map(
      ([rateBasisPoints, { grossCents, vatCents }]): InvoiceLine => ({
        description: reductions.size > 1 ? `${description} (${formatVatRate(rateBasisPoints)})` : description,
        quantity: 1,
        unitNetCents: grossCents - vatCents,
        rateBasisPoints,
        netCents: grossCents - vatCents,
        vatCents,
        grossCents,
      }),
    );
  return [...products, ...discounts];
}

function shippingLines(
  name: string,
  priceCents: number,
  parts: readonly VatPart[],
  waivedBy: string | null,
): InvoiceLine[] {
  const description = waivedBy
    ? invoiceMessages.shippingWaived(name, waivedBy)
    : invoiceMessages.shipping(name);
  if (parts.length === 0) {
    // Free shipping carries no VAT; an order from before shipping was charged has no shipping at all.
    if (!name) return [];
    return [
      {
        description,
        quantity: 1,
        unitNetCents: priceCents,
        rateBasisPoints: null,
        netCents: priceCents,
        vatCents: 0,
        grossCents: priceCents,
      },
    ];
  }
  return parts.map((part) => ({
    description: parts.length > 1 ? `${description} (${formatVatRate(part.rateBasisPoints)})` : description,
    quantity: 1,
    unitNetCents: part.netCents,
    rateBasisPoints: part.rateBasisPoints,
    netCents: part.netCents,
    vatCents: part.vatCents,
    grossCents: part.grossCents,
  }));
}

/** Per rate, lowest first, the sums of the lines that carry one. */
function totalsOf(lines: readonly InvoiceLine[]): VatPart[] {
  return vatTotalsOf(
    lines.flatMap(({ rateBasisPoints, grossCents, netCents, vatCents }) =>
      rateBasisPoints === null ? [] : [{ rateBasisPoints, grossCents, netCents, vatCents }],
    ),
  );
}

const sum = (lines: readonly InvoiceLine[], key: 'netCents' | 'vatCents' | 'grossCents') =>
  lines.reduce((total, line) => total + line[key], 0);

/**
 * The invoice of a paid order. An order that recorded its VAT at checkout (`vatCountry` set and
 * every line with its class) is invoiced exactly as recorded. An order from before that is
 * computed now with the shared rules (`vatBreakdown`), never guessed from empty columns: the
 * shop's own country's rates on the day it was paid (there was no one-stop shop then), each line
 * at its own class, else its product's class now, else the standard rate (a product that is gone:
 * the higher rate, so the invoice never states less VAT than the shop may owe); the content says
 * so in `vatBasis: 'derived'`.
 */
export function invoiceContent(order: InvoiceOrder, seller: InvoiceSeller): InvoiceContent {
  const recorded = order.vatCountry !== null && order.lines.every((line) => line.vatClass !== null);
  const waivedBy = order.shippingDiscountCents > 0 ? order.couponCode : null;
  let lines: InvoiceLine[];
  let vatCountry: VatCountry;
  if (recorded) {
    vatCountry = order.vatCountry!;
    lines = [
      ...goodsLines(
        order.lines,
        order.lines.map((line) => ({
          rateBasisPoints: line.vatRateBasisPoints,
          netCents: line.netCents,
          vatCents: line.vatCents,
        })),
        order.couponCode,
      ),
      ...shippingLines(order.shippingMethodName, order.shippingPriceCents, order.shippingVat, waivedBy),
    ];
  } else {
    vatCountry = shopCountry;
    const breakdown = vatBreakdown({
      lines: order.lines.map((line) => ({
        grossCents: line.unitPriceCents * line.quantity - line.discountCents,
        vatClass: line.vatClass ?? line.productVatClass ?? 'standard',
      })),
      shippingGrossCents: order.shippingPriceCents,
      country: vatCountry,
      date: order.paidAt,
    });
    lines = [
      ...goodsLines(order.lines, breakdown.lines, order.couponCode),
      ...shippingLines(order.shippingMethodName, order.shippingPriceCents, breakdown.shipping, waivedBy),
    ];
  }
  return {
    seller,
    customer: order.customer,
    orderReference: order.reference,
    vatCountry,
    vatBasis: recorded ? 'order' : 'derived',
    lines,
    totals: totalsOf(lines),
    netCents: sum(lines, 'netCents'),
    vatCents: sum(lines, 'vatCents'),
    grossCents: sum(lines, 'grossCents'),
  };
}

/** 0 stays 0 (never −0, which would print as '€ -0,00'). */
const negate = (cents: number) => (cents === 0 ? 0 : -cents);

const negatePart = (part: VatPart): VatPart => ({
  rateBasisPoints: part.rateBasisPoints,
  grossCents: negate(part.grossCents),
  netCents: negate(part.netCents),
  vatCents: negate(part.vatCents),
});

/**
 * The credit invoice of an invoice: the same customer, lines and rates with every amount negated
 * (the quantities stay as they were), issued by the seller as it is now.
 */
export function creditContent(original: InvoiceContent, seller: InvoiceSeller): InvoiceContent {
  return {
    ...original,
    seller,
    lines: original.lines.map((line) => ({
      ...line,
      unitNetCents: negate(line.unitNetCents),
      netCents: negate(line.netCents),
      vatCents: negate(line.vatCents),
      grossCents: negate(line.grossCents),
    })),
    totals: original.totals.map(negatePart),
    netCents: negate(original.netCents),
    vatCents: negate(original.vatCents),
    grossCents: negate(original.grossCents),
  };
}

/** A product line of a refund: the invoice's line it pays back part of, by the order's line. */
export interface RefundedInvoiceLine {
  /** The order line as invoiced: its title, quantity and total including VAT. */
  description: string;
  quantity: number;
  grossCents: number;
  /** How many this refund pays back, and how many refunds before it paid back already. */
  refundQuantity: number;
  earlierQuantity: number;
  /** The line's part of a coupon's reduction (0 without one): what the buyer did not pay for it. */
  discountCents: number;
}

/** `cents × part / whole`, rounded half up (all ≥ 0, `whole` > 0). */
const shareOf = (cents: number, part: number, whole: number) =>
  // Stryker disable next-line ArithmeticOperator: shares are only ever subtracted from each other, and − whole lowers every share by exactly one cent
  Math.floor((2 * cents * part + whole) / (2 * whole));

/**
 * The content of a credit invoice for a refund (decision 057): the refunded part of each product
 * line at the invoice's own rate, and the shipping lines when the shipping is paid back (whole,
 * once), every amount negated. A line's VAT is shared out over its units cumulatively (the first
 * `k` units carry `round(VAT × k / quantity)`), so the refunds of a line together credit exactly
 * its VAT, whatever pieces they come in, and a refund of everything at once credits exactly what
 * `creditContent` does. A line a coupon reduced is credited at what it cost after the reduction
 * (decision 055), its gross spread over the units as the refund paid it back (`unitsShare`) and its
 * VAT that of the reduced amount, as checkout recorded it. The order's lines are the invoice's first
 * `productLineCount` lines; each refunded line is found among them by title, quantity and total.
 */
export function refundCreditContent(
  original: InvoiceContent,
  refund: { productLineCount: number; lines: readonly RefundedInvoiceLine[]; shipping: boolean },
  seller: InvoiceSeller,
): InvoiceContent {
  const products = original.lines.slice(0, refund.productLineCount);
  const used = new Set<number>();
  const lines: InvoiceLine[] = refund.lines.map((asked) => {
    const index = products.findIndex(
      (line, candidate) =>
        !used.has(candidate) &&
        line.description === asked.description &&
        line.quantity === asked.quantity &&
        line.grossCents === asked.grossCents,
    );
    if (index < 0) throw new RangeError(`No invoice line for ${asked.description}`);
    used.add(index);
    const line = products[index]!;
    const through = asked.earlierQuantity + asked.refundQuantity;
    const vatShare = (vatCents: number) =>
      shareOf(vatCents, through, line.quantity) - shareOf(vatCents, asked.earlierQuantity, line.quantity);
    if (asked.discountCents === 0) {
      const grossCents =
        shareOf(line.grossCents, through, line.quantity) -
        shareOf(line.grossCents, asked.earlierQuantity, line.quantity);
      const vatCents = vatShare(line.vatCents);
      return {
        ...line,
        quantity: asked.refundQuantity,
        netCents: grossCents - vatCents,
        vatCents,
        grossCents,
      };
    }
    // A product line always carries its rate.
    const rateBasisPoints = line.rateBasisPoints!;
    const paidCents = line.grossCents - asked.discountCents;
    const grossCents = unitsShare(paidCents, line.quantity, asked.earlierQuantity, asked.refundQuantity);
    const vatCents = vatShare(vatOfGrossCents(paidCents, rateBasisPoints));
    return {
      description: invoiceMessages.afterDiscount(line.description),
      quantity: asked.refundQuantity,
      unitNetCents: unitNetCents(Math.round(paidCents / line.quantity), rateBasisPoints),
      rateBasisPoints,
      netCents: grossCents - vatCents,
      vatCents,
      grossCents,
    };
  });
  if (refund.shipping) {
    // After the products come a coupon's reductions (the only amounts below zero on an invoice), then the shipping.
    lines.push(...original.lines.slice(refund.productLineCount).filter((line) => line.grossCents >= 0));
  }
  const refunded: InvoiceContent = {
    ...original,
    lines,
    totals: totalsOf(lines),
    netCents: sum(lines, 'netCents'),
    vatCents: sum(lines, 'vatCents'),
    grossCents: sum(lines, 'grossCents'),
  };
  return creditContent(refunded, seller);
}

/** Made at its first use, not when the module loads. */
let dateFormat: Intl.DateTimeFormat | undefined;

/** The invoice's date as the shop's calendar has it: '25-11-2026'. */
export function formatInvoiceDate(date: Date): string {
  dateFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return dateFormat.format(date);
}

/** Everything an invoice and its download say, in Dutch. */
export const invoiceMessages = {
  title: (kind: InvoiceKind, number: string) =>
    `${kind === 'credit' ? 'Creditfactuur' : 'Factuur'} ${number}`,
  credits: (number: string) => `Crediteert factuur ${number}`,
  fileName: (kind: InvoiceKind, number: string) =>
    `${kind === 'credit' ? 'creditfactuur' : 'factuur'}-${number}.pdf`,
  invoiceDate: 'Factuurdatum',
  orderReference: 'Bestelling',
  customer: 'Klant en afleveradres',
  kvkNumber: (number: string) => `KvK ${number}`,
  vatNumber: (number: string) => `Btw-nummer ${number}`,
  columns: {
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitNet: 'Prijs excl. btw',
    rate: 'Btw',
    net: 'Excl. btw',
    vat: 'Btw-bedrag',
    gross: 'Totaal',
  },
  noRate: '-',
  shipping: (name: string) => `Verzending: ${name}`,
  /** Shipping a coupon waived: 'Verzending: PostNL pakket (gratis met kortingscode GRATIS)'. */
  shippingWaived: (name: string, code: string) => `Verzending: ${name} (gratis met kortingscode ${code})`,
  /** A coupon's reduction: 'Korting (ZOMER10)', with its rate when it touched several. */
  discount: (code: string) => `Korting (${code})`,
  /** A line of a credit invoice at what it cost after a coupon's reduction: 'Gel (na korting)'. */
  afterDiscount: (description: string) => `${description} (na korting)`,
  perRate: 'Btw per tarief',
  rateBasis: (rate: string) => `Grondslag ${rate}`,
  rateVat: (rate: string) => `Btw ${rate}`,
  totalNet: 'Totaal excl. btw',
  totalVat: 'Totaal btw',
  totalGross: 'Totaal incl. btw',
  paid: 'Dit bedrag is betaald bij de bestelling.',
  refunded: 'Dit bedrag wordt terugbetaald op de rekening waarmee is betaald.',
  notFound: 'Factuur niet gevonden.',
} as const;

/**
 * Coupon codes (decision 055): what the admin sets, when a code applies to an order, and what it
 * takes off. Every amount the rules read is integer cents including VAT, and a code's validity is
 * counted in the shop's calendar days, so nothing here is a float or a time zone guess.
 */
import { z } from 'zod';
import { adminPageFields, optionalText } from './api.ts';
import { SHOP_TIME_ZONE } from './locale.ts';
import { formatCents } from './money.ts';
import { allocateCents } from './vat.ts';

/** Off the goods by a whole percentage, off the goods by an amount, or the shipping waived. */
export const couponKinds = ['percentage', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof couponKinds)[number];

export const couponKindLabels = {
  percentage: 'Percentage',
  fixed: 'Vast bedrag',
  free_shipping: 'Gratis verzending',
} as const satisfies Record<CouponKind, string>;

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 40;
/** The highest amount off or minimum order an admin can enter, in euros. */
export const COUPON_AMOUNT_MAX = 100_000;
/** The most times a code can be allowed, in total or per customer. */
export const COUPON_LIMIT_MAX = 1_000_000;

/**
 * The least a payment session can charge: Stripe's minimum for a payment in euros. A code that
 * leaves less than this to pay (but more than nothing) could not be paid at all.
 */
export const MINIMUM_CHARGE_CENTS = 50;

/** Codes are case-insensitive: stored, compared and shown in capitals, without surrounding space. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

const CODE = /^[A-Z0-9][A-Z0-9_-]*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a 'YYYY-MM-DD' text names a real calendar day (no 31 February). */
function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

export const couponMessages = {
  codeRequired: 'Code is verplicht',
  codeFormat: `Een code heeft ${COUPON_CODE_MIN} tot ${COUPON_CODE_MAX} letters of cijfers, eventueel met - of _`,
  percentOffRange: 'Percentage moet een heel getal van 1 tot en met 100 zijn',
  amountOffPositive: 'Bedrag moet positief zijn',
  minimumOrderPositive: 'Minimaal bestelbedrag moet positief zijn',
  usageLimitPositive: 'Maximaal aantal keer moet een heel getal van 1 of meer zijn',
  perCustomerLimitPositive: 'Maximaal per klant moet een heel getal van 1 of meer zijn',
  invalidDay: 'Ongeldige datum',
  validToBeforeFrom: 'Geldig tot kan niet voor geldig vanaf liggen',
  codeTaken: 'Er bestaat al een kortingscode met deze code.',
  notFound: 'Kortingscode niet gevonden.',
  created: 'Kortingscode aangemaakt.',
  saved: 'Kortingscode opgeslagen.',
  deleted: 'Kortingscode verwijderd.',
  empty: 'Nog geen kortingscodes.',
  loadFailed: 'Kortingscodes konden niet geladen worden.',
  saveFailed: 'Opslaan mislukt.',
  deleteFailed: 'Verwijderen mislukt.',
  confirmDelete: 'Weet je zeker dat je deze kortingscode wil verwijderen?',
  /** The cart's field, sent empty. */
  enterCode: 'Vul een kortingscode in.',
  // Why a code does not apply, as the cart and checkout say it.
  unknown: 'Deze kortingscode bestaat niet.',
  notYetValid: 'Deze kortingscode is nog niet geldig.',
  expired: 'Deze kortingscode is verlopen.',
  usedByCustomer: 'Je hebt deze kortingscode al gebruikt.',
  firstOrderOnly: 'Deze kortingscode geldt alleen voor je eerste bestelling.',
  usedUp: 'Deze kortingscode is al gebruikt.',
  belowMinimum: (cents: number) =>
    `Deze kortingscode geldt vanaf een bestelbedrag van ${formatCents(cents)}.`,
  /** A reduced line on the payment page: 'Cafeïnegel (met kortingscode ZOMER10)'. */
  paymentLine: (title: string, code: string) => `${title} (met kortingscode ${code})`,
  /** A reduced line sent as one item: 'Cafeïnegel, 3 stuks (met kortingscode ZOMER10)'. */
  paymentLineOfSeveral: (title: string, quantity: number, code: string) =>
    `${title}, ${quantity} stuks (met kortingscode ${code})`,
  belowMinimumCharge: `Met deze kortingscode blijft er minder dan ${formatCents(MINIMUM_CHARGE_CENTS)} te betalen, en zo'n klein bedrag kunnen we niet afrekenen.`,
} as const;

/** An empty field means "none". */
const optionalAmount = (message: string) =>
  z.number({ message }).positive(message).max(COUPON_AMOUNT_MAX, message).nullable().default(null);
const optionalLimit = (message: string) =>
  z.number({ message }).int(message).min(1, message).max(COUPON_LIMIT_MAX, message).nullable().default(null);
const optionalDay = z
  .string({ message: couponMessages.invalidDay })
  .refine(isCalendarDay, couponMessages.invalidDay)
  .nullable()
  .default(null);

/**
 * POST /api/admin/coupons and PUT /api/admin/coupons/:id. Amounts in euros, as the other admin
 * APIs take them; `percentOff` a whole percentage for a percentage code, `amountOff` for a fixed
 * one (the value of the other kinds is left out); `validFrom` and `validTo` are days of the shop's
 * calendar ('2026-12-01'), both included; a limit or minimum left empty is none.
 */
export const couponInputSchema = z
  .object({
    code: z
      .string({ message: couponMessages.codeRequired })
      .trim()
      .min(1, { message: couponMessages.codeRequired, abort: true })
      .toUpperCase()
      .min(COUPON_CODE_MIN, { message: couponMessages.codeFormat, abort: true })
      .max(COUPON_CODE_MAX, { message: couponMessages.codeFormat, abort: true })
      .regex(CODE, couponMessages.codeFormat),
    kind: z.enum(couponKinds),
    percentOff: z.number().nullable().default(null),
    amountOff: z.number().nullable().default(null),
    validFrom: optionalDay,
    validTo: optionalDay,
    minimumOrder: optionalAmount(couponMessages.minimumOrderPositive),
    usageLimit: optionalLimit(couponMessages.usageLimitPositive),
    perCustomerLimit: optionalLimit(couponMessages.perCustomerLimitPositive),
    firstOrderOnly: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .superRefine((coupon, ctx) => {
    const percentOff = coupon.percentOff ?? 0;
    const amountOff = coupon.amountOff ?? 0;
    if (
      coupon.kind === 'percentage' &&
      !(Number.isInteger(percentOff) && percentOff >= 1 && percentOff <= 100)
    ) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: couponMessages.percentOffRange });
    }
    if (coupon.kind === 'fixed' && !(amountOff > 0 && amountOff <= COUPON_AMOUNT_MAX)) {
      ctx.addIssue({ code: 'custom', path: ['amountOff'], message: couponMessages.amountOffPositive });
    }
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a day compared with null is never before it, so a missing bound refuses nothing either way
    if (coupon.validFrom !== null && coupon.validTo !== null && coupon.validTo < coupon.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: couponMessages.validToBeforeFrom });
    }
  })
  // A kind keeps only its own value: a fixed code has no percentage, free shipping neither.
  .transform((coupon) => ({
    ...coupon,
    percentOff: coupon.kind === 'percentage' ? coupon.percentOff : null,
    amountOff: coupon.kind === 'fixed' ? coupon.amountOff : null,
  }));
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponData = z.output<typeof couponInputSchema>;

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  minimumOrder: z.number().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  isActive: z.boolean(),
  /** Orders that hold the code: paid ones and those still waiting for their payment. */
  timesUsed: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET /api/admin/coupons: a part of the code, and the page. */
export const couponListQuerySchema = z.object({ code: optionalText, ...adminPageFields });
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

/** PUT /api/cart/coupon: the code as the customer typed it, in any case. */
export const cartCouponInputSchema = z.object({
  code: z
    .string({ message: couponMessages.enterCode })
    .trim()
    .min(1, couponMessages.enterCode)
    .max(100, couponMessages.unknown)
    .transform(normalizeCouponCode),
});

/**
 * The code kept with the cart, as the cart shows it: what it takes off the goods as they are now
 * (euros) or that it waives the shipping, or, while it does not apply, why (`problem`, in Dutch).
 * `kind` is null once the code no longer exists.
 */
export const cartCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(couponKinds).nullable(),
  problem: z.string().nullable(),
  discount: z.number(),
  freeShipping: z.boolean(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

/** What the rules read of a code, money in cents. */
export interface CouponRule {
  code: string;
  kind: CouponKind;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The first and last day it holds, on the shop's calendar ('YYYY-MM-DD'); null: no bound. */
  validFrom: string | null;
  validTo: string | null;
  minimumOrderCents: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  isActive: boolean;
}

/** What an order (or a cart on its way to one) brings to the rules. */
export interface CouponUse {
  /** The moment of asking: its day on the shop's calendar decides the period. */
  now: Date;
  /** The goods after any product discount, before the code: what the minimum is measured on. */
  goodsCents: number;
  /** Orders holding the code now, anyone's. */
  timesUsed: number;
  /** Orders holding the code now, this customer's. */
  timesUsedByCustomer: number;
  /** This customer's orders that count as orders (not cancelled or expired). */
  customerOrders: number;
}

/** Made at its first use, not when the module loads. */
let dayFormat: Intl.DateTimeFormat | undefined;

/** The day an instant falls on in the shop's time zone, 'YYYY-MM-DD' (as `vat.ts` reads a rate's day). */
export function shopDay(instant: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const { year, month, day } = Object.fromEntries(
    dayFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${year}-${month}-${day}`;
}

/**
 * Why a code does not apply to this use, in Dutch; null when it does. One reason, the first of:
 * unknown (a code switched off reads as one that does not exist), not yet valid, expired, used up
 * by this customer, not their first order, used up by everyone, and the order below its minimum
 * (last: the one a customer can mend by adding to the cart).
 */
export function couponRefusal(coupon: CouponRule | null | undefined, use: CouponUse): string | null {
  if (!coupon?.isActive) return couponMessages.unknown;
  const today = shopDay(use.now);
  // Stryker disable next-line ConditionalExpression: a day compared with null is neither before nor after it, so a missing bound refuses nothing either way
  if (coupon.validFrom !== null && today < coupon.validFrom) return couponMessages.notYetValid;
  // Stryker disable next-line ConditionalExpression: as above
  if (coupon.validTo !== null && today > coupon.validTo) return couponMessages.expired;
  if (coupon.perCustomerLimit !== null && use.timesUsedByCustomer >= coupon.perCustomerLimit) {
    return couponMessages.usedByCustomer;
  }
  if (coupon.firstOrderOnly && use.customerOrders > 0) return couponMessages.firstOrderOnly;
  if (coupon.usageLimit !== null && use.timesUsed >= coupon.usageLimit) return couponMessages.usedUp;
  // Stryker disable next-line ConditionalExpression: goods are never below null (0), so a missing minimum refuses nothing either way
  if (coupon.minimumOrderCents !== null && use.goodsCents < coupon.minimumOrderCents) {
    return couponMessages.belowMinimum(coupon.minimumOrderCents);
  }
  return null;
}

/** What a code takes off an order, including VAT. */
export interface CouponReduction {
  /** Off the goods: never more than the goods. */
  goodsCents: number;
  /** The same spread over the lines in proportion to their totals, adding up to it exactly. */
  lineCents: number[];
  /** Off the shipping: all of it for a free-shipping code, else nothing. */
  shippingCents: number;
}

/**
 * What a code takes off goods of these line totals and this shipping. A percentage is taken of the
 * goods and rounded half up to a whole cent; a fixed amount larger than the goods takes the goods
 * (never below 0); free shipping takes the shipping and leaves the goods. The goods' part is spread
 * over the lines with `allocateCents` (largest remainder), so each line's VAT can be worked out on
 * what it really costs and the parts add up to the reduction to the cent.
 */
export function couponReduction(
  coupon: Pick<CouponRule, 'kind' | 'percentOff' | 'amountOffCents'>,
  lineGrossCents: readonly number[],
  shippingCents: number,
): CouponReduction {
  const goods = lineGrossCents.reduce((sum, cents) => sum + cents, 0);
  let goodsCents = 0;
  if (coupon.kind === 'percentage') goodsCents = Math.floor((goods * (coupon.percentOff ?? 0) + 50) / 100);
  if (coupon.kind === 'fixed') goodsCents = Math.min(coupon.amountOffCents ?? 0, goods);
  return {
    goodsCents,
    lineCents: allocateCents(goodsCents, lineGrossCents),
    shippingCents: coupon.kind === 'free_shipping' ? shippingCents : 0,
  };
}

/**
 * Why an order a code reduces to `payableCents` (goods and shipping after the code) cannot be paid,
 * or null: less than a payment can charge. Nothing at all is refused too: a payment session without
 * a payment is not something the shop makes (decision 055).
 */
export function chargeRefusal(payableCents: number): string | null {
  return payableCents < MINIMUM_CHARGE_CENTS ? couponMessages.belowMinimumCharge : null;
}

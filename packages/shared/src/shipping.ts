import { z } from 'zod';
import { optionalEnum } from './api.ts';
import { formatCents, toCents } from './money.ts';

/** The countries the shop ships to. */
export const shippingCountries = ['NL', 'BE'] as const;
export type ShippingCountry = (typeof shippingCountries)[number];

/** Where a customer's country is unknown, the cart reckons with the shop's own. */
export const DEFAULT_SHIPPING_COUNTRY: ShippingCountry = 'NL';

export const shippingCountryLabels = {
  NL: 'Nederland',
  BE: 'België',
} as const satisfies Record<ShippingCountry, string>;

/** 'Nederland en België', 'Nederland, België en Luxemburg'. */
function countryList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}

/** The highest shipping price an admin can enter, in euros. */
export const SHIPPING_PRICE_MAX = 1000;
/** The highest order amount a method's "free above" or "only up to" can name, in euros. */
export const SHIPPING_AMOUNT_MAX = 100_000;

export const shippingMessages = {
  nameRequired: 'Naam is verplicht',
  carrierRequired: 'Vervoerder is verplicht',
  countriesRequired: 'Kies minstens één land',
  priceNonNegative: 'Prijs moet 0 of meer zijn',
  freeAbovePositive: 'Gratis vanaf moet positief zijn',
  maxOrderPositive: 'Maximaal bestelbedrag moet positief zijn',
  freeAboveOverMaxOrder: 'Gratis vanaf kan niet hoger zijn dan het maximale bestelbedrag',
  deliveryEstimateRequired: 'Levertijd is verplicht',
  notFound: 'Verzendmethode niet gevonden.',
  created: 'Verzendmethode aangemaakt.',
  saved: 'Verzendmethode opgeslagen.',
  deleted: 'Verzendmethode verwijderd.',
  empty: 'Nog geen verzendmethoden.',
  loadFailed: 'Verzendmethoden konden niet geladen worden.',
  saveFailed: 'Opslaan mislukt.',
  deleteFailed: 'Verwijderen mislukt.',
  confirmDelete: 'Weet je zeker dat je deze verzendmethode wil verwijderen?',
  /** The cart's line when the cheapest method costs nothing. */
  free: 'Gratis verzending',
  /** The cart's line while free shipping is still some way off: 'Nog € 7,10 tot gratis verzending'. */
  leftForFree: (cents: number) => `Nog ${formatCents(cents)} tot gratis verzending`,
  /** Checkout: the address is in a country no method ships to. */
  countryNotShipped: `We verzenden alleen naar ${countryList(shippingCountries.map((country) => shippingCountryLabels[country]))}.`,
  /** Checkout: no method chosen. */
  methodRequired: 'Kies een verzendmethode.',
  /** Checkout: the chosen method is gone, switched off, not to this country or not for this amount. */
  methodUnavailable: 'Deze verzendmethode is niet beschikbaar voor je bestelling. Kies een andere.',
} as const;

/** An empty amount field means "none". */
const optionalAmount = (message: string) =>
  z.number({ message }).positive(message).max(SHIPPING_AMOUNT_MAX, message).nullable().default(null);

/**
 * POST /api/admin/shipping and PUT /api/admin/shipping/:id. Amounts in euros, as the products API
 * takes them. `freeAbove`: from this order total on the method costs nothing; `maxOrder`: the method
 * is offered only up to this order total (a letterbox parcel holds a small order only).
 */
export const shippingMethodInputSchema = z
  .object({
    name: z.string().trim().min(1, shippingMessages.nameRequired).max(100),
    carrier: z.string().trim().min(1, shippingMessages.carrierRequired).max(100),
    countries: z
      .array(z.enum(shippingCountries), { message: shippingMessages.countriesRequired })
      .min(1, shippingMessages.countriesRequired)
      // The shop's order, each country once.
      .transform((countries) => shippingCountries.filter((country) => countries.includes(country))),
    price: z
      .number({ message: shippingMessages.priceNonNegative })
      .min(0, shippingMessages.priceNonNegative)
      .max(SHIPPING_PRICE_MAX),
    freeAbove: optionalAmount(shippingMessages.freeAbovePositive),
    maxOrder: optionalAmount(shippingMessages.maxOrderPositive),
    deliveryEstimate: z.string().trim().min(1, shippingMessages.deliveryEstimateRequired).max(100),
    isActive: z.boolean().default(true),
  })
  .superRefine((method, ctx) => {
    if (method.freeAbove !== null && method.maxOrder !== null && method.freeAbove > method.maxOrder) {
      ctx.addIssue({ code: 'custom', path: ['freeAbove'], message: shippingMessages.freeAboveOverMaxOrder });
    }
  });
export type ShippingMethodInput = z.input<typeof shippingMethodInputSchema>;
export type ShippingMethodData = z.output<typeof shippingMethodInputSchema>;

export const shippingMethodSchema = z.object({
  _id: z.string(),
  name: z.string(),
  carrier: z.string(),
  countries: z.array(z.enum(shippingCountries)),
  price: z.number(),
  freeAbove: z.number().nullable(),
  maxOrder: z.number().nullable(),
  deliveryEstimate: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** GET /api/shipping/methods: the active methods, those to one country when it is given. */
export const shippingMethodsQuerySchema = z.object({ country: optionalEnum(shippingCountries) });
export type ShippingMethodsQuery = z.infer<typeof shippingMethodsQuerySchema>;

/** What the shipping rule reads of a method, money in cents. */
export interface ShippingRule {
  countries: readonly ShippingCountry[];
  isActive: boolean;
  priceCents: number;
  /** From this order total on the method costs nothing; null: never free. */
  freeAboveCents: number | null;
  /** Offered only up to this order total; null: any total. */
  maxOrderCents: number | null;
}

/** A method as the API answers it, with its amounts in cents for the rule. */
export function shippingRuleOf<M extends ShippingMethod>(method: M): M & ShippingRule {
  return {
    ...method,
    priceCents: toCents(method.price),
    freeAboveCents: method.freeAbove === null ? null : toCents(method.freeAbove),
    maxOrderCents: method.maxOrder === null ? null : toCents(method.maxOrder),
  };
}

/** Whether a method is offered for an order of this total to this country. */
export function offersShipping(method: ShippingRule, country: ShippingCountry, totalCents: number): boolean {
  return (
    method.isActive &&
    method.countries.includes(country) &&
    (method.maxOrderCents === null || totalCents <= method.maxOrderCents)
  );
}

/** What a method costs for an order of this total: nothing once its free threshold is reached. */
export function shippingPriceCents(method: ShippingRule, totalCents: number): number {
  return method.freeAboveCents !== null && totalCents >= method.freeAboveCents ? 0 : method.priceCents;
}

/** A method offered for an order, with what it costs that order (0 when free). */
export interface ShippingOption<M extends ShippingRule> {
  method: M;
  priceCents: number;
}

/**
 * The methods offered for an order of `totalCents` to `country`, each with its price for it,
 * cheapest first (of equal prices, in the order given): what checkout lets the customer choose
 * from, the first being the one `cheapestShipping` picks.
 */
export function shippingOptions<M extends ShippingRule>(
  methods: readonly M[],
  country: ShippingCountry,
  totalCents: number,
): ShippingOption<M>[] {
  return methods
    .filter((method) => offersShipping(method, country, totalCents))
    .map((method) => ({ method, priceCents: shippingPriceCents(method, totalCents) }))
    .sort((a, b) => a.priceCents - b.priceCents);
}

export interface ShippingQuote<M extends ShippingRule> {
  /** The cheapest method offered (the first of the cheapest, in the order given). */
  method: M;
  /** What it costs for this order, 0 when free. */
  priceCents: number;
  /**
   * The least the order still lacks to ship for free with any method offered that has a free
   * threshold; null when shipping is free already or no offered method ever is.
   */
  leftForFreeCents: number | null;
}

/**
 * The cheapest way to ship an order of `totalCents` to `country`, among the active methods to that
 * country that take an order of that total; null when there is none.
 */
export function cheapestShipping<M extends ShippingRule>(
  methods: readonly M[],
  country: ShippingCountry,
  totalCents: number,
): ShippingQuote<M> | null {
  const offered = methods.filter((method) => offersShipping(method, country, totalCents));
  let cheapest: { method: M; priceCents: number } | null = null;
  for (const method of offered) {
    const priceCents = shippingPriceCents(method, totalCents);
    if (cheapest === null || priceCents < cheapest.priceCents) cheapest = { method, priceCents };
  }
  if (cheapest === null) return null;
  if (cheapest.priceCents === 0) return { ...cheapest, leftForFreeCents: null };
  const missing = offered.flatMap(({ freeAboveCents }) =>
    freeAboveCents !== null && freeAboveCents > totalCents ? [freeAboveCents - totalCents] : [],
  );
  return { ...cheapest, leftForFreeCents: missing.length === 0 ? null : Math.min(...missing) };
}

/** The cart's note on free shipping: 'Gratis verzending', 'Nog € 7,10 tot gratis verzending', or none. */
export function freeShippingNote(quote: {
  priceCents: number;
  leftForFreeCents: number | null;
}): string | null {
  if (quote.priceCents === 0) return shippingMessages.free;
  return quote.leftForFreeCents === null ? null : shippingMessages.leftForFree(quote.leftForFreeCents);
}

/** Country names as addresses write them, lower case and without accents. */
const countryNames = new Map<string, ShippingCountry>([
  ['nl', 'NL'],
  ['nld', 'NL'],
  ['nederland', 'NL'],
  ['netherlands', 'NL'],
  ['the netherlands', 'NL'],
  ['holland', 'NL'],
  ['pays-bas', 'NL'],
  ['be', 'BE'],
  ['bel', 'BE'],
  ['belgie', 'BE'],
  ['belgium', 'BE'],
  ['belgique', 'BE'],
  ['belgien', 'BE'],
]);

/**
 * The shipping country an address names, written the way people write it ('Nederland', 'belgië',
 * 'BE'); null for any other country or none.
 */
export function shippingCountryOf(country: string): ShippingCountry | null {
  const written = country.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ');
  return countryNames.get(written) ?? null;
}

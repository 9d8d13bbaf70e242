/**
 * BTW (VAT): the rates per country, which country's rates an order pays, and how an order's gross
 * amounts split into net and VAT in whole cents (decision 047). Prices are entered and shown
 * including VAT; every amount here is integer cents and every rate integer basis points
 * (900 = 9 %), so nothing is a float.
 */
import { SHOP_TIME_ZONE } from './locale.ts';

/** Food and sports drinks are `reduced`; everything else (bottles, belts) is `standard`. */
export const vatClasses = ['reduced', 'standard'] as const;
export type VatClass = (typeof vatClasses)[number];

export const vatCountries = ['NL', 'BE'] as const;
export type VatCountry = (typeof vatCountries)[number];

/** Where the shop is established: its rates apply unless the one-stop shop (OSS) is turned on. */
export const shopCountry: VatCountry = 'NL';

/** A rate (in basis points) that holds from its day on, until the next period's day. */
export interface VatRatePeriod {
  /** The first day the rate holds (YYYY-MM-DD, the country's own calendar day). */
  from: string;
  basisPoints: number;
}

/**
 * The rates per country and class, each list in date order. A day before a list's first period has
 * no rate: the shop never sold then, and asking is an error rather than a guess.
 */
export const vatRates: Record<VatCountry, Record<VatClass, readonly VatRatePeriod[]>> = {
  NL: {
    reduced: [
      { from: '1986-10-01', basisPoints: 600 },
      { from: '2019-01-01', basisPoints: 900 },
    ],
    standard: [
      { from: '2001-01-01', basisPoints: 1900 },
      { from: '2012-10-01', basisPoints: 2100 },
    ],
  },
  BE: {
    reduced: [{ from: '1971-01-01', basisPoints: 600 }],
    standard: [{ from: '1996-01-01', basisPoints: 2100 }],
  },
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Made at its first use, not when the module loads. */
let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * The calendar day a rate is looked up for: a day as given, or the day an instant falls on in the
 * shop's time zone (the Netherlands and Belgium keep the same clock, so a rate changes at their
 * midnight, not UTC's).
 */
function vatDay(date: Date | string): string {
  if (typeof date === 'string') {
    if (!DAY.test(date)) throw new RangeError(`Not a day (YYYY-MM-DD): ${date}`);
    return date;
  }
  dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const { year, month, day } = Object.fromEntries(
    dayFormat.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${year}-${month}-${day}`;
}

/** The rate of a class in a country on a day (or at an instant), in basis points. */
export function vatRateOn(country: VatCountry, vatClass: VatClass, date: Date | string): number {
  const day = vatDay(date);
  const periods = vatRates[country][vatClass];
  const period = periods.findLast((candidate) => candidate.from <= day);
  if (!period) throw new RangeError(`No ${country} ${vatClass} VAT rate on ${day}`);
  return period.basisPoints;
}

/**
 * A rate as the shop writes it everywhere (pages, mails, invoices): 900 → '9 %', 550 → '5,5 %'
 * (a decimal comma, a no-break space before the sign so the two never part).
 */
export function formatVatRate(basisPoints: number): string {
  return `${String(basisPoints / 100).replace('.', ',')}\u00a0%`;
}

/**
 * Whose rates an order pays: the delivery country's when the owner has turned the EU one-stop shop
 * on, otherwise the shop's own country's, wherever the parcel goes.
 */
export function vatCountry({
  deliveryCountry,
  oneStopShop,
}: {
  deliveryCountry: VatCountry;
  oneStopShop: boolean;
}): VatCountry {
  return oneStopShop ? deliveryCountry : shopCountry;
}

const WHOLE = 10_000;

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${what} must be whole cents ≥ 0: ${cents}`);
}

/**
 * The VAT inside an amount that includes it: gross × rate / (100 % + rate), rounded half up to a
 * whole cent. In integers: ⌊(2 × gross × rate + (10 000 + rate)) / (2 × (10 000 + rate))⌋.
 */
export function vatOfGrossCents(grossCents: number, rateBasisPoints: number): number {
  const divisor = WHOLE + rateBasisPoints;
  return Math.floor((2 * grossCents * rateBasisPoints + divisor) / (2 * divisor));
}

/**
 * Splits whole cents over weights in proportion, so the parts add up to the total exactly: each
 * part gets the whole cents of its exact share, and the cents left over go one each to the largest
 * remainders (largest remainder method); of equal remainders the earlier weight goes first.
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  assertCents(totalCents, 'The total');
  for (const weight of weights) assertCents(weight, 'A weight');
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) {
    if (totalCents > 0) throw new RangeError('Cannot split an amount over weights that are all 0');
    return weights.map(() => 0);
  }
  if (!Number.isSafeInteger(totalCents * weightSum)) {
    throw new RangeError('The amounts are too large to split exactly');
  }
  const parts = weights.map((weight) => Math.floor((totalCents * weight) / weightSum));
  const remainders = weights.map((weight) => (totalCents * weight) % weightSum);
  let left = totalCents - parts.reduce((sum, part) => sum + part, 0);
  // A stable sort: of equal remainders the earlier weight stays first.
  const order = weights.map((_, index) => index).sort((a, b) => remainders[b]! - remainders[a]!);
  for (const index of order) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** An amount including VAT, split into net and VAT at one rate: net + VAT = gross, always. */
export interface VatPart {
  rateBasisPoints: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
}

export interface VatLine {
  /** The line's total including VAT (unit price × quantity). */
  grossCents: number;
  vatClass: VatClass;
}

export interface VatBreakdown {
  /** One part per line, in the order given. */
  lines: VatPart[];
  /** Shipping split over the goods' rates, highest rate first; a rate that carries none of it is left out. */
  shipping: VatPart[];
  /** Per rate, lowest first, the lines and shipping together; a rate with nothing to pay is left out. */
  totals: VatPart[];
  grossCents: number;
  netCents: number;
  vatCents: number;
}

/** Parts summed per rate, lowest rate first. */
export function vatTotalsOf(parts: readonly VatPart[]): VatPart[] {
  const perRate = new Map<number, VatPart>();
  for (const part of parts) {
    const total = perRate.get(part.rateBasisPoints) ?? {
      rateBasisPoints: part.rateBasisPoints,
      grossCents: 0,
      netCents: 0,
      vatCents: 0,
    };
    total.grossCents += part.grossCents;
    total.netCents += part.netCents;
    total.vatCents += part.vatCents;
    perRate.set(part.rateBasisPoints, total);
  }
  return [...perRate.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}

function partOf(grossCents: number, rateBasisPoints: number): VatPart {
  const vatCents = vatOfGrossCents(grossCents, rateBasisPoints);
  return { rateBasisPoints, grossCents, netCents: grossCents - vatCents, vatCents };
}

/** Shipping's gross over the rates of the goods it carries (see `vatBreakdown`), highest rate first. */
function shippingParts(
  goods: readonly VatPart[],
  shippingGrossCents: number,
  standardRate: number,
): VatPart[] {
  const goodsPerRate = new Map<number, number>();
  for (const part of goods) {
    goodsPerRate.set(part.rateBasisPoints, (goodsPerRate.get(part.rateBasisPoints) ?? 0) + part.grossCents);
  }
  const carriers = [...goodsPerRate].filter(([, gross]) => gross > 0).sort(([a], [b]) => b - a);
  if (carriers.length === 0) carriers.push([standardRate, 1]);
  const shares = allocateCents(
    shippingGrossCents,
    carriers.map(([, gross]) => gross),
  );
  return carriers.flatMap(([rate], index) => (shares[index]! > 0 ? [partOf(shares[index]!, rate)] : []));
}

/**
 * An order's VAT: per line (rounded per line, see `vatOfGrossCents`), for shipping and per rate.
 *
 * Shipping pays the rates of the goods it carries: its gross is split over the goods' rates in
 * proportion to the goods' gross per rate (`allocateCents`, the higher rate first among equal
 * remainders), and each part is then split like a line. Shipping without goods to carry (no lines,
 * or lines that cost nothing) pays the standard rate. The lines and the shipping parts add up to
 * the order's total exactly; the totals per rate are their sums, so the total VAT is the sum of the
 * rounded lines, which may differ by a cent per line from rounding each rate's total once.
 */
export function vatBreakdown({
  lines,
  shippingGrossCents,
  country,
  date,
}: {
  lines: readonly VatLine[];
  shippingGrossCents: number;
  country: VatCountry;
  date: Date | string;
}): VatBreakdown {
  assertCents(shippingGrossCents, 'Shipping');
  const rateOf = Object.fromEntries(
    vatClasses.map((vatClass) => [vatClass, vatRateOn(country, vatClass, date)]),
  ) as Record<VatClass, number>;
  const lineParts = lines.map((line) => {
    assertCents(line.grossCents, 'A line');
    return partOf(line.grossCents, rateOf[line.vatClass]);
  });

  const shipping = shippingParts(lineParts, shippingGrossCents, rateOf.standard);

  const totals = vatTotalsOf([...lineParts, ...shipping]).filter((total) => total.grossCents > 0);

  const sum = (key: 'grossCents' | 'netCents' | 'vatCents') =>
    totals.reduce((total, part) => total + part[key], 0);
  return {
    lines: lineParts,
    shipping,
    totals,
    grossCents: sum('grossCents'),
    netCents: sum('netCents'),
    vatCents: sum('vatCents'),
  };
}

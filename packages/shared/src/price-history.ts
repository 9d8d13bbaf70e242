/**
 * Honest prices (decision 047): the price struck through beside a reduced price is the lowest
 * price of the 30 days before the reduction began (the EU Omnibus rule), never an 'old price'
 * typed in, and never the lowest of the last 30 days from today.
 *
 * A product's history is every change of what a buyer pays for it: the effective price, the price
 * after its discount (`discountedPriceCents`), recorded whenever the price or the discount changes.
 * An entry holds from its moment until the next entry's.
 */

import { type Discount, hasDiscount } from './money.ts';

export interface PriceChange {
  at: Date | string;
  /** The effective price from `at` on: the price after discount, including VAT. */
  priceCents: number;
}

/** How far back the reference price looks: 30 days of 24 hours before the reduction began. */
export const REFERENCE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

interface Step {
  atMs: number;
  priceCents: number;
}

function toMs(at: Date | string): number {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a moment: ${String(at)}`);
  return ms;
}

/**
 * The history in time order, up to and including `untilMs`: of changes at the same moment the
 * last one given holds (the others never held for any time).
 */
function timeline(history: readonly PriceChange[], untilMs: number): Step[] {
  const steps = history
    .map((change) => ({ atMs: toMs(change.at), priceCents: change.priceCents }))
    .filter((step) => step.atMs <= untilMs)
    .sort((a, b) => a.atMs - b.atMs);
  return steps.filter((step, index) => step.atMs !== steps[index + 1]?.atMs);
}

/** The prices that held at some moment of the 30 days before `startMs` (the start itself excluded). */
function pricesInWindow(steps: readonly Step[], startMs: number): number[] {
  const windowStartMs = startMs - REFERENCE_WINDOW_MS;
  return steps
    .filter((step, index) => step.atMs < startMs && (steps[index + 1]?.atMs ?? startMs) > windowStartMs)
    .map((step) => step.priceCents);
}

/**
 * The reference price of a reduction that began at `reductionStart`: the lowest price that held at
 * any moment of the 30 days before it. A product known for less than 30 days counts the days it
 * was known; with no price before the reduction there is no reference (null).
 */
export function referencePriceCents(
  history: readonly PriceChange[],
  reductionStart: Date | string,
): number | null {
  const startMs = toMs(reductionStart);
  const prices = pricesInWindow(timeline(history, startMs), startMs);
  return prices.length === 0 ? null : Math.min(...prices);
}

/**
 * When the reduction that holds at `nowMs` began, or null when the price now is not reduced. A
 * reduction is the price's last run of changes that never went up; it began at the run's first
 * change down. A reduction that deepens keeps its start, so its reference stays the price before
 * the first reduction; a price that goes up ends the run.
 */
function reductionStartMs(steps: readonly Step[]): number | null {
  let start: number | null = null;
  for (let index = steps.length - 1; index > 0; index--) {
    const before = steps[index - 1]!.priceCents;
    const after = steps[index]!.priceCents;
    if (after > before) break;
    if (after < before) start = steps[index]!.atMs;
  }
  return start;
}

/**
 * The price to strike through at `now`: the reference price of the current reduction when it is
 * higher than the price now; null when the price is not reduced, or not below its reference (say,
 * raised just before the reduction), or nothing is known.
 */
export function struckPriceCents(history: readonly PriceChange[], now: Date | string): number | null {
  const steps = timeline(history, toMs(now));
  const startMs = reductionStartMs(steps);
  if (startMs === null) return null;
  const reference = Math.min(...pricesInWindow(steps, startMs));
  return reference > steps.at(-1)!.priceCents ? reference : null;
}

/**
 * The price a product shows struck through beside its price now (decision 050): none without a
 * discount (the spec strikes a price through only beside one, so a lowered list price alone shows
 * none), and with one the struck price of its history, or none.
 */
export function shownStruckPriceCents(
  history: readonly PriceChange[],
  now: Date | string,
  discount: Discount | null | undefined,
): number | null {
  return hasDiscount(discount) ? struckPriceCents(history, now) : null;
}

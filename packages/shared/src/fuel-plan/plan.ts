import { adjustForCheckIn, type CheckInAdjustment } from './check-in.ts';
import { roundTo } from './format.ts';
import type { FuelPlanInput, FuelProduct } from './input.ts';
import type { Explained } from './sources.ts';
import { caffeineOf, type Substitution, substitute } from './substitution.ts';
import { type FuelTargets, fuelTargets } from './targets.ts';
import { buildTimeline, type TimelineStep } from './timeline.ts';

/** What the timeline adds up to, for the race and per hour. */
export interface Delivered {
  carbohydrateG: number;
  fluidMl: number;
  sodiumMg: number;
  caffeineMg: number;
  perHour: { carbohydrateG: number; fluidMl: number; sodiumMg: number };
}

export interface FuelPlan {
  targets: FuelTargets;
  /** What the last check-in changed in these targets; null without one. */
  adjustment: CheckInAdjustment | null;
  substitutions: Substitution[];
  timeline: TimelineStep[];
  delivered: Delivered;
  /** What the plan could not do with the products it had, and what to do instead. */
  notes: Explained[];
}

function deliveredBy(timeline: TimelineStep[], durationMinutes: number): Delivered {
  const items = timeline.flatMap((step) => step.items);
  const sum = (pick: (item: (typeof items)[number]) => number) =>
    items.reduce((total, i) => total + pick(i), 0);
  const carbohydrateG = roundTo(
    sum((i) => i.carbohydrateG),
    0.1,
  );
  const fluidMl = sum((i) => i.fluidMl) + timeline.reduce((total, step) => total + step.water.ml, 0);
  const sodiumMg = sum((i) => i.sodiumMg);
  const hours = durationMinutes / 60;
  return {
    carbohydrateG,
    fluidMl,
    sodiumMg,
    caffeineMg: sum((i) => i.caffeineMg),
    perHour: {
      carbohydrateG: Math.round(carbohydrateG / hours),
      fluidMl: Math.round(fluidMl / hours),
      sodiumMg: Math.round(sodiumMg / hours),
    },
  };
}

/**
 * A runner's fuel plan (decision 061): the targets per hour and for the race, adjusted by the last
 * check-in; the products the runner chose, each that cannot be used replaced by its nearest match;
 * and a timeline every 15–30 minutes built only from the in-stock, not avoided products given.
 */
export function fuelPlan(input: FuelPlanInput): FuelPlan {
  const base = fuelTargets(input);
  const checkedIn = input.lastCheckIn ? adjustForCheckIn(base, input.lastCheckIn, input.gut) : null;
  const targets = checkedIn?.targets ?? base;
  const avoided = new Set(input.avoidProductIds ?? []);
  const fits = (product: FuelProduct) => caffeineOf(product) <= targets.caffeine.total.max;
  const usable = input.products.filter((p) => p.inStock && !avoided.has(p.id));
  const { chosen, substitutions } = substitute(
    input.products,
    input.preferredProductIds ?? [],
    usable,
    fits,
    avoided,
  );
  const preferred = new Set(chosen.map((p) => p.id));
  const { steps, notes } = buildTimeline(targets, usable.filter(fits), preferred);
  return {
    targets,
    adjustment: checkedIn?.adjustment ?? null,
    substitutions,
    timeline: steps,
    delivered: deliveredBy(steps, input.durationMinutes),
    notes,
  };
}

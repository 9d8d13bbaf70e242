import type { NutritionForm } from '../nutrition-constants.ts';
import { durationText, nl, roundTo, servingsText } from './format.ts';
import type { FuelProduct } from './input.ts';
import type { Explained } from './sources.ts';
import { byScore, caffeineOf, carbohydrateOf, fluidOf, nearestMatch, sodiumOf } from './substitution.ts';
import type { FuelTargets } from './targets.ts';

/** One product taken at a moment of the race. */
export interface TimelineItem extends Explained {
  productId: string;
  title: string;
  purpose: 'carbohydrate' | 'caffeine' | 'sodium';
  servings: number;
  carbohydrateG: number;
  sodiumMg: number;
  caffeineMg: number;
  fluidMl: number;
}

/** A moment of the race: minutes after the start, what to take, and how much water with it. */
export interface TimelineStep {
  minute: number;
  items: TimelineItem[];
  water: Explained & { ml: number };
}

/** How far apart the moments may be, longest first (every 15–30 minutes). */
export const INTERVALS = [30, 25, 20, 15] as const;
/** Nothing is taken in the last minutes: it would not reach the muscles before the finish. */
export const LAST_INTAKE_BEFORE_END = 10;
/** A product counts as a carbohydrate source from this many grams a serving; below it as an electrolyte. */
export const CARBOHYDRATE_SOURCE_G = 10;
/** An electrolyte product counts as a sodium source from this many milligrams a serving. */
export const SODIUM_SOURCE_MG = 150;

/** The smallest part of a serving a runner can take: a whole gel, half a bar, a quarter bottle. */
const SERVING_STEP: Record<NutritionForm, number> = {
  gel: 1,
  'drink-mix': 0.25,
  bar: 0.5,
  chew: 1,
  tablet: 1,
  capsule: 1,
};
const stepOf = (product: FuelProduct) =>
  product.nutrition.form === null ? 0.5 : SERVING_STEP[product.nutrition.form];
/** At most one serving a moment: one gel, one bar, one bottle. */
const servingsFor = (product: FuelProduct, wanted: number) => {
  const step = stepOf(product);
  return Math.min(1, Math.max(step, roundTo(wanted, step)));
};

/** The moments of a race at one interval: from the first interval to the last 10 minutes. */
export function slotMinutes(durationMinutes: number, interval: number): number[] {
  const minutes: number[] = [];
  for (let minute = interval; minute <= durationMinutes - LAST_INTAKE_BEFORE_END; minute += interval) {
    minutes.push(minute);
  }
  return minutes;
}

interface CarbohydratePlan {
  product: FuelProduct;
  slots: number[];
  servings: number;
  perHour: number;
}

/**
 * The carbohydrate product, interval and serving that come closest to the aim within the target:
 * a product the runner chose first, with the glucose:fructose mix the target asks for, the longest
 * interval among equals.
 */
export function chooseCarbohydrate(
  targets: FuelTargets,
  pool: FuelProduct[],
  preferred: ReadonlySet<string>,
): CarbohydratePlan | null {
  const { aim, perHour } = targets.carbohydrate;
  if (aim === 0 || !perHour) return null;
  const hours = targets.durationMinutes / 60;
  const mix = targets.carbohydrateMix;
  const wantedShare = mix ? mix.fructosePerGlucose / (1 + mix.fructosePerGlucose) : null;
  const plans: (CarbohydratePlan & { title: string; score: number })[] = [];
  for (const product of pool) {
    const carbohydrate = carbohydrateOf(product);
    if (carbohydrate < CARBOHYDRATE_SOURCE_G || caffeineOf(product) > 0) continue;
    const fructose = product.nutrition.fructoseG;
    const mixMiss =
      wantedShare === null
        ? 0
        : fructose === null
          ? 20
          : Math.abs(fructose / carbohydrate - wantedShare) * 50;
    for (const interval of INTERVALS) {
      const slots = slotMinutes(targets.durationMinutes, interval);
      if (slots.length === 0) continue;
      const servings = servingsFor(product, (aim * hours) / slots.length / carbohydrate);
      const delivered = (slots.length * servings * carbohydrate) / hours;
      const outside = delivered < perHour.min || delivered > perHour.max ? 100 : 0;
      const tooMuchToDrink =
        (slots.length * servings * fluidOf(product)) / hours > targets.fluid.perHour!.max ? 50 : 0;
      plans.push({
        product,
        slots,
        servings,
        perHour: delivered,
        title: product.title,
        score:
          Math.abs(delivered - aim) +
          outside +
          tooMuchToDrink +
          mixMiss +
          (preferred.has(product.id) ? 0 : 10) +
          (30 - interval) / 10,
      });
    }
  }
  return plans.sort(byScore((plan) => [plan.score]))[0] ?? null;
}

function item(
  product: FuelProduct,
  servings: number,
  purpose: TimelineItem['purpose'],
  explained: Explained,
): TimelineItem {
  return {
    productId: product.id,
    title: product.title,
    purpose,
    servings,
    carbohydrateG: roundTo(servings * carbohydrateOf(product), 0.1),
    sodiumMg: Math.round(servings * sodiumOf(product)),
    caffeineMg: Math.round(servings * caffeineOf(product)),
    fluidMl: Math.round(servings * fluidOf(product)),
    ...explained,
  };
}

/** `count` of `from` spread evenly, the first one a half gap in. */
const spread = <T>(from: T[], count: number): T[] =>
  Array.from({ length: count }, (_, i) => from[Math.floor(((i + 0.5) * from.length) / count)]!);

/** The moments of the race, each with what to take: only `pool`'s products, the chosen ones first. */
export function buildTimeline(
  targets: FuelTargets,
  pool: FuelProduct[],
  preferred: ReadonlySet<string>,
): { steps: TimelineStep[]; notes: Explained[] } {
  const notes: Explained[] = [];
  const plan = chooseCarbohydrate(targets, pool, preferred);
  if (!plan) {
    if (targets.carbohydrate.aim > 0) {
      notes.push({
        explanation: 'Er is geen product met koolhydraten dat in je plan past: kies er een in de winkel.',
        source: targets.carbohydrate.source,
      });
    }
    if (targets.caffeine.total.max > 0) notes.push(caffeineBeforeTheStart);
    return { steps: [], notes };
  }
  const { product, slots, servings } = plan;
  const interval = slots[0]!;
  const hours = targets.durationMinutes / 60;
  const { min, max } = targets.carbohydrate.perHour!;
  const carbohydrateText = `elke ${interval} minuten zo'n portie geeft ongeveer ${Math.round(plan.perHour)} g per uur; je doel is ${min} tot ${max} g`;
  const items = new Map<number, TimelineItem[]>(
    slots.map((minute) => [
      minute,
      [
        item(product, servings, 'carbohydrate', {
          explanation: `${servingsText(servings)} × ${product.title}: ${nl(servings * carbohydrateOf(product))} g koolhydraten; ${carbohydrateText}.`,
          source: targets.carbohydrate.source,
        }),
      ],
    ]),
  );
  if (plan.perHour < targets.carbohydrate.perHour!.min) {
    notes.push({
      explanation: `Met ${product.title} haal je ${Math.round(plan.perHour)} g koolhydraten per uur, minder dan je doel van ${targets.carbohydrate.perHour!.min} g: kies een product met meer koolhydraten per portie.`,
      source: targets.carbohydrate.source,
    });
  }

  placeCaffeine(targets, pool, preferred, plan, items, notes);
  placeSodium(targets, pool, preferred, slots, items, notes);

  const fluidPerMoment = (targets.fluid.aim * hours) / slots.length;
  const steps = slots.map((minute): TimelineStep => {
    const taken = items.get(minute)!;
    const ml = Math.max(0, roundTo(fluidPerMoment - taken.reduce((sum, i) => sum + i.fluidMl, 0), 25));
    return {
      minute,
      items: taken,
      water: {
        ml,
        explanation:
          ml > 0
            ? `Drink ${ml} ml water: zo kom je op ongeveer ${targets.fluid.aim} ml vocht per uur.`
            : 'Geen extra water nodig: wat je hier neemt is al genoeg vocht.',
        source: 'acsm-and-dc-2016',
      },
    };
  });
  return { steps, notes };
}

const caffeineBeforeTheStart: Explained = {
  explanation: `Neem je cafeïne ongeveer een uur voor de start: onderweg is er geen moment voor.`,
  source: 'issn-caffeine-2021',
};

/**
 * Caffeine in the second half of the race, as much as fits under the target: the carbohydrate
 * product's nearest match with caffeine in its place, else a caffeine product beside it.
 */
function placeCaffeine(
  targets: FuelTargets,
  pool: FuelProduct[],
  preferred: ReadonlySet<string>,
  plan: CarbohydratePlan,
  items: Map<number, TimelineItem[]>,
  notes: Explained[],
): void {
  const max = targets.caffeine.total.max;
  if (max === 0) return;
  const late = plan.slots.filter((minute) => minute >= targets.durationMinutes / 2);
  const withCaffeine = pool.filter((p) => caffeineOf(p) > 0 && caffeineOf(p) <= max);
  if (withCaffeine.length === 0 || late.length === 0) {
    notes.push({
      explanation:
        withCaffeine.length === 0
          ? 'Er is geen product met cafeïne dat in je plan past; het plan heeft er geen.'
          : caffeineBeforeTheStart.explanation,
      source: 'issn-caffeine-2021',
    });
    return;
  }
  const carbohydratePerMoment = plan.servings * carbohydrateOf(plan.product);
  const swap = nearestMatch(
    plan.product,
    withCaffeine.filter((p) => carbohydrateOf(p) >= CARBOHYDRATE_SOURCE_G),
  );
  const hours = targets.durationMinutes / 60;
  const carbohydrateBefore = plan.slots.length * carbohydratePerMoment;
  const perHour = targets.carbohydrate.perHour!;
  // A carbohydrate product may take the place of the usual one; any caffeine product may come beside it.
  const choices = withCaffeine.flatMap((p) => {
    const modes = carbohydrateOf(p) >= CARBOHYDRATE_SOURCE_G ? [true, false] : [false];
    return modes.map((replaces) => {
      const servings = replaces ? servingsFor(p, carbohydratePerMoment / carbohydrateOf(p)) : stepOf(p);
      const count = Math.min(late.length, Math.floor(max / (servings * caffeineOf(p))));
      const carbohydrateChange =
        count * (servings * carbohydrateOf(p) - (replaces ? carbohydratePerMoment : 0));
      const carbohydratePerHour = (carbohydrateBefore + carbohydrateChange) / hours;
      return {
        product: p,
        title: p.title,
        replaces,
        servings,
        count,
        caffeine: count * servings * caffeineOf(p),
        outside: carbohydratePerHour < perHour.min || carbohydratePerHour > perHour.max,
      };
    });
  });
  const best = choices
    .filter((c) => c.count > 0)
    .sort(
      byScore((c) => [
        c.outside ? 1 : 0,
        preferred.has(c.product.id) ? 0 : 1,
        max - c.caffeine,
        c.product === swap ? 0 : 1,
        c.replaces ? 0 : 1,
        Math.abs(carbohydrateOf(c.product) - carbohydrateOf(plan.product)),
      ]),
    )[0];
  if (!best) return;
  for (const minute of spread(late, best.count)) {
    const taken = items.get(minute)!;
    const caffeineItem = item(best.product, best.servings, 'caffeine', {
      explanation: `${servingsText(best.servings)} × ${best.product.title}: ${best.servings * caffeineOf(best.product)} mg cafeïne na ${durationText(minute)}, in het tweede deel van de wedstrijd; samen ${best.caffeine} mg, je grens is ${max} mg.`,
      source: 'issn-caffeine-2021',
    });
    items.set(minute, best.replaces ? [caffeineItem, ...taken.slice(1)] : [...taken, caffeineItem]);
  }
}

/** Sodium the food does not bring, from an electrolyte product spread over the race. */
function placeSodium(
  targets: FuelTargets,
  pool: FuelProduct[],
  preferred: ReadonlySet<string>,
  slots: number[],
  items: Map<number, TimelineItem[]>,
  notes: Explained[],
): void {
  const { sodium } = targets;
  if (sodium.aim === 0) return;
  const hours = targets.durationMinutes / 60;
  const aimTotal = sodium.aim * hours;
  const delivered = [...items.values()].flat().reduce((sum, i) => sum + i.sodiumMg, 0);
  if (delivered >= sodium.total.min) return;
  const choices = pool
    .filter(
      (p) =>
        sodiumOf(p) >= SODIUM_SOURCE_MG && carbohydrateOf(p) < CARBOHYDRATE_SOURCE_G && caffeineOf(p) === 0,
    )
    .map((p) => {
      const count = Math.min(slots.length, Math.max(1, Math.round((aimTotal - delivered) / sodiumOf(p))));
      const total = delivered + count * sodiumOf(p);
      return {
        product: p,
        title: p.title,
        count,
        total,
        score:
          Math.abs(total - aimTotal) / 10 +
          (total < sodium.total.min || total > sodium.total.max ? 100 : 0) +
          (preferred.has(p.id) ? 0 : 10),
      };
    });
  const best = choices.sort(byScore((c) => [c.score]))[0];
  if (!best) {
    notes.push({
      explanation: `Je eten brengt ${Math.round(delivered / hours)} mg natrium per uur, minder dan je doel van ${sodium.perHour!.min} mg, en er is geen elektrolytenproduct dat past: kies er een in de winkel.`,
      source: sodium.source,
    });
    return;
  }
  // A tablet or powder goes into the water of its moment; a capsule is swallowed with it.
  const dissolves = best.product.nutrition.form === 'tablet' || best.product.nutrition.form === 'drink-mix';
  for (const minute of spread(slots, best.count)) {
    const sodiumItem = item(best.product, 1, 'sodium', {
      explanation: `1 × ${best.product.title}${dissolves ? ', opgelost in het water van dit moment' : ''}: ${sodiumOf(best.product)} mg natrium, zodat je samen op ${Math.round(best.total / hours)} mg per uur komt (doel ${sodium.perHour!.min} tot ${sodium.perHour!.max} mg).`,
      source: sodium.source,
    });
    items.get(minute)!.push(dissolves ? { ...sodiumItem, fluidMl: 0 } : sodiumItem);
  }
}

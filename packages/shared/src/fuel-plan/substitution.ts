import { nutritionFormNames } from '../nutrition-constants.ts';
import { nl } from './format.ts';
import type { FuelProduct } from './input.ts';
import type { Explained } from './sources.ts';

/** Why a product the runner chose is not in the plan. */
export type SubstitutionReason = 'out-of-stock' | 'avoided' | 'caffeine';

/** A product the runner chose that the plan cannot use, and what it uses instead (null: nothing fits). */
export interface Substitution extends Explained {
  productId: string;
  title: string;
  reason: SubstitutionReason;
  replacement: { id: string; title: string } | null;
}

export const carbohydrateOf = (product: FuelProduct) => product.nutrition.carbohydrateG ?? 0;
export const caffeineOf = (product: FuelProduct) => product.nutrition.caffeineMg ?? 0;
export const sodiumOf = (product: FuelProduct) => product.nutrition.sodiumMg ?? 0;
export const fluidOf = (product: FuelProduct) => product.nutrition.fluidMl ?? 0;

/** Compares tuples of numbers, then the titles, so every choice of the planner is the same each time. */
export function byScore<T extends { title: string }>(score: (item: T) => number[]) {
  return (a: T, b: T) => {
    const [left, right] = [score(a), score(b)];
    for (let i = 0; i < left.length; i++) {
      const difference = left[i]! - right[i]!;
      if (difference !== 0) return difference;
    }
    return a.title.localeCompare(b.title, 'nl');
  };
}

/**
 * The product nearest to `original` among `candidates`: the same form, then the closest carbohydrate
 * per serving, then the closest caffeine and sodium. Null when no candidate has its form.
 */
export function nearestMatch(original: FuelProduct, candidates: FuelProduct[]): FuelProduct | null {
  const { form } = original.nutrition;
  if (form === null) return null;
  const sameForm = candidates.filter((c) => c.id !== original.id && c.nutrition.form === form);
  const distance = (c: FuelProduct) => [
    Math.abs(carbohydrateOf(c) - carbohydrateOf(original)),
    Math.abs(caffeineOf(c) - caffeineOf(original)),
    Math.abs(sodiumOf(c) - sodiumOf(original)),
  ];
  return sameForm.sort(byScore(distance))[0] ?? null;
}

const reasonTexts: Record<SubstitutionReason, string> = {
  'out-of-stock': 'is uitverkocht',
  avoided: 'staat op je lijst om te vermijden',
  caffeine: 'heeft meer cafeïne dan in je plan past',
};

/**
 * The products the runner chose as the plan can use them: each one that is avoided, sold out or not
 * `isAllowed` (more caffeine than the plan takes) replaced by its nearest allowed match among `usable`.
 */
export function substitute(
  products: FuelProduct[],
  chosenIds: readonly string[],
  usable: FuelProduct[],
  isAllowed: (product: FuelProduct) => boolean,
  avoided: ReadonlySet<string>,
): { chosen: FuelProduct[]; substitutions: Substitution[] } {
  const chosen = new Map<string, FuelProduct>();
  const substitutions: Substitution[] = [];
  for (const id of chosenIds) {
    const product = products.find((p) => p.id === id);
    if (!product) continue;
    const reason: SubstitutionReason | null = avoided.has(id)
      ? 'avoided'
      : !product.inStock
        ? 'out-of-stock'
        : !isAllowed(product)
          ? 'caffeine'
          : null;
    if (reason === null) {
      chosen.set(id, product);
      continue;
    }
    const replacement = nearestMatch(product, usable.filter(isAllowed));
    if (replacement) chosen.set(replacement.id, replacement);
    const formName = product.nutrition.form ? nutritionFormNames[product.nutrition.form] : 'product';
    substitutions.push({
      productId: product.id,
      title: product.title,
      reason,
      replacement: replacement && { id: replacement.id, title: replacement.title },
      explanation: replacement
        ? `${product.title} ${reasonTexts[reason]}: in plaats daarvan ${replacement.title}, ook een ${formName} met ${nl(carbohydrateOf(replacement))} g koolhydraten per portie (was ${nl(carbohydrateOf(product))} g).`
        : `${product.title} ${reasonTexts[reason]}, en er is geen andere ${formName} die in je plan past.`,
      source: reason === 'caffeine' ? 'issn-caffeine-2021' : 'jeukendrup-2014',
    });
  }
  return { chosen: [...chosen.values()], substitutions };
}

/**
 * What one serving of a product holds (decision 061), without zod, so the product page (a public
 * page) can name and show it on its first load; nutrition.ts holds the schemas.
 */

/** The forms sports nutrition comes in; the fuel planner swaps a product only for one of the same form. */
export const nutritionForms = ['gel', 'drink-mix', 'bar', 'chew', 'tablet', 'capsule'] as const;
export type NutritionForm = (typeof nutritionForms)[number];

/** A serving is weighed in grams or measured in millilitres. */
export const servingUnits = ['g', 'ml'] as const;
export type ServingUnit = (typeof servingUnits)[number];

/** The Dutch name of each form, as the admin picks it and the planner explains a swap. */
export const nutritionFormNames: Record<NutritionForm, string> = {
  gel: 'gel',
  'drink-mix': 'drankpoeder',
  bar: 'reep',
  chew: 'kauwblokje',
  tablet: 'tablet',
  capsule: 'capsule',
};

/** The most a serving may state: far above any real product, low enough to catch a typing slip. */
export const NUTRITION_LIMITS = {
  servingSize: 2000,
  servingsPerPackage: 1000,
  carbohydrateG: 200,
  sodiumMg: 5000,
  potassiumMg: 5000,
  /** EFSA's safe amount for an adult in a whole day; no single serving comes near it. */
  caffeineMg: 400,
  fluidMl: 2000,
} as const;

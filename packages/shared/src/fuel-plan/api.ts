import { z } from 'zod';
import { productSchema } from '../product.ts';
import { checkInOutcomes, fuelPlanRequestSchema } from './input.ts';
import { fuelSources } from './sources.ts';

/** The planner's API shapes (decision 062): the plan the server computes, and a saved plan. */

const sourceSchema = z.enum(Object.keys(fuelSources) as [keyof typeof fuelSources]);
const explained = { explanation: z.string(), source: sourceSchema };
const rangeSchema = z.object({ min: z.number(), max: z.number() });
const targetSchema = z.object({
  ...explained,
  unit: z.enum(['g', 'ml', 'mg']),
  perHour: rangeSchema.nullable(),
  total: rangeSchema,
  aim: z.number(),
});

export const fuelPlanSchema = z.object({
  targets: z.object({
    durationMinutes: z.number(),
    sweatRate: z.object({ ...explained, litresPerHour: z.number(), measured: z.boolean() }),
    carbohydrate: targetSchema,
    carbohydrateMix: z.object({ ...explained, fructosePerGlucose: z.number() }).nullable(),
    fluid: targetSchema,
    sodium: targetSchema,
    caffeine: targetSchema,
  }),
  adjustment: z.object({ ...explained, outcome: z.enum(checkInOutcomes) }).nullable(),
  substitutions: z.array(
    z.object({
      ...explained,
      productId: z.string(),
      title: z.string(),
      reason: z.enum(['out-of-stock', 'avoided', 'caffeine']),
      replacement: z.object({ id: z.string(), title: z.string() }).nullable(),
    }),
  ),
  timeline: z.array(
    z.object({
      minute: z.number(),
      items: z.array(
        z.object({
          ...explained,
          productId: z.string(),
          title: z.string(),
          purpose: z.enum(['carbohydrate', 'caffeine', 'sodium']),
          servings: z.number(),
          carbohydrateG: z.number(),
          sodiumMg: z.number(),
          caffeineMg: z.number(),
          fluidMl: z.number(),
        }),
      ),
      water: z.object({ ...explained, ml: z.number() }),
    }),
  ),
  delivered: z.object({
    carbohydrateG: z.number(),
    fluidMl: z.number(),
    sodiumMg: z.number(),
    caffeineMg: z.number(),
    perHour: z.object({ carbohydrateG: z.number(), fluidMl: z.number(), sodiumMg: z.number() }),
  }),
  notes: z.array(z.object(explained)),
});

/** What the race needs of one product of the timeline: servings, and whole packages to buy. */
export const shoppingLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  servings: z.number(),
  packages: z.number().int(),
});
export type ShoppingLine = z.infer<typeof shoppingLineSchema>;

/** POST /planner/plan: the plan, the products it uses (for the cart) and how many of each to buy. */
export const fuelPlanResponseSchema = z.object({
  plan: fuelPlanSchema,
  products: z.array(productSchema),
  shopping: z.array(shoppingLineSchema),
});
export type FuelPlanResponse = z.infer<typeof fuelPlanResponseSchema>;

export const savedPlanLimits = { name: 80 } as const;
export const savedPlanMessages = {
  nameRequired: 'Geef je plan een naam',
  nameTooLong: `De naam mag hooguit ${savedPlanLimits.name} tekens hebben`,
  notFound: 'Dit plan bestaat niet (meer).',
  invalidToken: 'Deze link klopt niet.',
} as const;

/** POST /planner/plans: a name and the runner's answers; the server computes the plan itself. */
export const savedPlanInputSchema = z.object({
  name: z
    .string({ message: savedPlanMessages.nameRequired })
    .trim()
    .min(1, savedPlanMessages.nameRequired)
    .max(savedPlanLimits.name, savedPlanMessages.nameTooLong),
  request: fuelPlanRequestSchema,
});
export type SavedPlanInput = z.input<typeof savedPlanInputSchema>;

/** A saved plan: its answers and the plan as it was computed when saved (the products may change later). */
export const savedPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The unguessable part of the shared link (/planner/gedeeld/<token>). */
  shareToken: z.string(),
  request: fuelPlanRequestSchema,
  result: fuelPlanResponseSchema,
  /** How the race went, told afterwards (null until then). */
  checkIn: z.enum(checkInOutcomes).nullable(),
  createdAt: z.string(),
});
export type SavedPlan = z.infer<typeof savedPlanSchema>;

/** One line of the profile's list. */
export const savedPlanSummarySchema = savedPlanSchema
  .pick({ id: true, name: true, checkIn: true, createdAt: true })
  .extend({
    durationMinutes: z.number(),
    distanceKm: z.number().nullable(),
  });
export type SavedPlanSummary = z.infer<typeof savedPlanSummarySchema>;

/** A shared plan, read-only: no owner, no id to change it with. */
export const sharedPlanSchema = savedPlanSchema.pick({
  name: true,
  request: true,
  result: true,
  createdAt: true,
});
export type SharedPlan = z.infer<typeof sharedPlanSchema>;

/** PUT /planner/plans/:id/check-in. */
export const checkInInputSchema = z.object({
  outcome: z.enum(checkInOutcomes, { message: 'Kies hoe je wedstrijd ging' }),
});

export const shareTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, savedPlanMessages.invalidToken),
});

/** The most rehearsals of the plan in training a runner may add to the cart. */
export const MAX_REHEARSALS = 5;

/**
 * Whole packages for `servings` of the race, plus the same again for each rehearsal in training; a
 * product without servings per package is sold by the serving.
 */
export function packagesFor(servings: number, servingsPerPackage: number | null, rehearsals = 0): number {
  const needed = servings * (1 + rehearsals);
  return Math.max(1, Math.ceil(needed / (servingsPerPackage ?? 1) - 1e-9));
}

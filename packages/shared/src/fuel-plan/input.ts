import { z } from 'zod';
import type { Nutrition } from '../nutrition.ts';
import { type CheckInOutcome, checkInOutcomes, gutTrainings, sweatLevels } from './choices.ts';

export * from './choices.ts';

/** A product the planner may use: the caller passes the shop's published ones that state nutrition. */
export interface FuelProduct {
  id: string;
  title: string;
  /** Out of stock: never in the plan; a runner who chose it gets the nearest match instead. */
  inStock: boolean;
  nutrition: Nutrition;
}

export const fuelPlanLimits = {
  durationMinutes: { min: 10, max: 48 * 60 },
  distanceKm: { min: 1, max: 500 },
  bodyWeightKg: { min: 30, max: 200 },
  temperatureC: { min: -20, max: 45 },
  sweatRateLPerHour: { min: 0.2, max: 4 },
  productIds: 50,
} as const;

export const fuelPlanMessages = {
  durationRange: `De verwachte tijd moet tussen ${fuelPlanLimits.durationMinutes.min} minuten en ${fuelPlanLimits.durationMinutes.max / 60} uur liggen`,
  distanceRange: `De afstand moet tussen ${fuelPlanLimits.distanceKm.min} en ${fuelPlanLimits.distanceKm.max} km liggen`,
  bodyWeightRange: `Je gewicht moet tussen ${fuelPlanLimits.bodyWeightKg.min} en ${fuelPlanLimits.bodyWeightKg.max} kg liggen`,
  temperatureRange: `De temperatuur moet tussen ${fuelPlanLimits.temperatureC.min} en ${fuelPlanLimits.temperatureC.max} °C liggen`,
  sweatRateRange: `Je zweetverlies moet tussen 0,2 en ${fuelPlanLimits.sweatRateLPerHour.max} liter per uur liggen`,
  sweatLevelInvalid: 'Kies laag, gemiddeld of hoog',
  gutInvalid: 'Kies hoe getraind je darm is',
  tooManyProducts: `Kies hooguit ${fuelPlanLimits.productIds} producten`,
} as const;

const range = ({ min, max }: { min: number; max: number }, message: string) =>
  z.number({ message }).min(min, message).max(max, message);

const productIds = z
  .array(z.uuid({ message: 'Ongeldig id.' }))
  .max(fuelPlanLimits.productIds, fuelPlanMessages.tooManyProducts)
  .default([]);

/**
 * What a runner tells the planner, as a body the server can check; the products come from the shop
 * itself. The expected time counts; a distance only names the race.
 */
export const fuelPlanRequestSchema = z.object({
  durationMinutes: range(fuelPlanLimits.durationMinutes, fuelPlanMessages.durationRange).multipleOf(
    1,
    fuelPlanMessages.durationRange,
  ),
  distanceKm: range(fuelPlanLimits.distanceKm, fuelPlanMessages.distanceRange).nullable().default(null),
  bodyWeightKg: range(fuelPlanLimits.bodyWeightKg, fuelPlanMessages.bodyWeightRange),
  temperatureC: range(fuelPlanLimits.temperatureC, fuelPlanMessages.temperatureRange),
  sweat: z.union([
    z.object({ level: z.enum(sweatLevels, { message: fuelPlanMessages.sweatLevelInvalid }) }),
    z.object({ rateLPerHour: range(fuelPlanLimits.sweatRateLPerHour, fuelPlanMessages.sweatRateRange) }),
  ]),
  gut: z.enum(gutTrainings, { message: fuelPlanMessages.gutInvalid }),
  caffeine: z.object({ wanted: z.boolean(), sensitive: z.boolean().default(false) }),
  /** Products the runner wants in the plan; one that is sold out or avoided is replaced by its nearest match. */
  preferredProductIds: productIds,
  avoidProductIds: productIds,
  lastCheckIn: z.enum(checkInOutcomes).nullable().default(null),
});
export type FuelPlanRequest = z.output<typeof fuelPlanRequestSchema>;

/** Everything the rules need: the runner's answers and the products they may choose from. */
export interface FuelPlanInput
  extends Omit<FuelPlanRequest, 'preferredProductIds' | 'avoidProductIds' | 'lastCheckIn' | 'distanceKm'> {
  distanceKm?: number | null;
  preferredProductIds?: string[];
  avoidProductIds?: string[];
  lastCheckIn?: CheckInOutcome | null;
  products: FuelProduct[];
}

import { z } from 'zod';
import { NUTRITION_LIMITS, nutritionForms, servingUnits } from './nutrition-constants.ts';

export {
  NUTRITION_LIMITS,
  type NutritionForm,
  nutritionFormNames,
  nutritionForms,
  type ServingUnit,
  servingUnits,
} from './nutrition-constants.ts';

export const nutritionMessages = {
  formInvalid: 'Kies een vorm uit de lijst',
  servingSizeRange: `Portie moet tussen 0,1 en ${NUTRITION_LIMITS.servingSize} g of ml liggen`,
  servingsPerPackageRange: `Porties per verpakking moet een heel getal van 1 tot en met ${NUTRITION_LIMITS.servingsPerPackage} zijn`,
  carbohydrateRange: `Koolhydraten moeten tussen 0 en ${NUTRITION_LIMITS.carbohydrateG} g liggen`,
  fructoseRange: `Fructose moet tussen 0 en ${NUTRITION_LIMITS.carbohydrateG} g liggen`,
  fructoseAboveCarbohydrate: 'Fructose kan niet meer zijn dan de koolhydraten',
  fructoseWithoutCarbohydrate: 'Vul ook de koolhydraten in: fructose is een deel daarvan',
  sodiumRange: `Natrium moet een heel getal van 0 tot en met ${NUTRITION_LIMITS.sodiumMg} mg zijn`,
  potassiumRange: `Kalium moet een heel getal van 0 tot en met ${NUTRITION_LIMITS.potassiumMg} mg zijn`,
  caffeineRange: `Cafeïne moet een heel getal van 0 tot en met ${NUTRITION_LIMITS.caffeineMg} mg zijn`,
  fluidRange: `Vocht moet een heel getal van 0 tot en met ${NUTRITION_LIMITS.fluidMl} ml zijn`,
} as const;

/** Grams (and serving sizes) are kept to one decimal, as a label prints them. */
export const toTenths = (value: number) => Math.round(value * 10) / 10;

const grams = (message: string) =>
  z.number({ message }).min(0, message).max(NUTRITION_LIMITS.carbohydrateG, message).nullable().default(null);

/** A whole number; `multipleOf` rather than `int`, which would stop the fructose rule from running beside it. */
const whole = (max: number, message: string) =>
  z.number({ message }).multipleOf(1, message).min(0, message).max(max, message).nullable().default(null);

/** The fields of a product's nutrition per serving, each optional (not every product is fuel). */
const nutritionFields = z.object({
  form: z.enum(nutritionForms, { message: nutritionMessages.formInvalid }).nullable().default(null),
  servingSize: z
    .object({
      amount: z
        .number({ message: nutritionMessages.servingSizeRange })
        // At least a tenth, what the column keeps: less would round to nothing.
        .min(0.1, nutritionMessages.servingSizeRange)
        .max(NUTRITION_LIMITS.servingSize, nutritionMessages.servingSizeRange),
      unit: z.enum(servingUnits, { message: nutritionMessages.servingSizeRange }),
    })
    .nullable()
    .default(null),
  servingsPerPackage: z
    .number({ message: nutritionMessages.servingsPerPackageRange })
    .multipleOf(1, nutritionMessages.servingsPerPackageRange)
    .min(1, nutritionMessages.servingsPerPackageRange)
    .max(NUTRITION_LIMITS.servingsPerPackage, nutritionMessages.servingsPerPackageRange)
    .nullable()
    .default(null),
  carbohydrateG: grams(nutritionMessages.carbohydrateRange),
  /** The part of the carbohydrate that is fructose. */
  fructoseG: grams(nutritionMessages.fructoseRange),
  sodiumMg: whole(NUTRITION_LIMITS.sodiumMg, nutritionMessages.sodiumRange),
  potassiumMg: whole(NUTRITION_LIMITS.potassiumMg, nutritionMessages.potassiumRange),
  caffeineMg: whole(NUTRITION_LIMITS.caffeineMg, nutritionMessages.caffeineRange),
  /** What a serving gives to drink: the mixed drink's volume, or the water an isotonic gel holds. */
  fluidMl: whole(NUTRITION_LIMITS.fluidMl, nutritionMessages.fluidRange),
});

/**
 * A product's nutrition as the admin sends it: each field may be left empty, fructose is part of
 * the carbohydrate, grams are kept to one decimal; nothing filled in at all means no nutrition (null).
 */
export const nutritionInputSchema = nutritionFields
  .superRefine(
    ({ carbohydrateG, fructoseG }, ctx) => {
      if (typeof fructoseG !== 'number') return;
      if (carbohydrateG === null || carbohydrateG === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['fructoseG'],
          message: nutritionMessages.fructoseWithoutCarbohydrate,
        });
      } else if (fructoseG > carbohydrateG) {
        ctx.addIssue({
          code: 'custom',
          path: ['fructoseG'],
          message: nutritionMessages.fructoseAboveCarbohydrate,
        });
      }
    },
    // Also beside another field's mistake, so the admin reads every message at once.
    { when: () => true },
  )
  .transform((nutrition): Nutrition | null => {
    if (Object.values(nutrition).every((value) => value === null)) return null;
    const tenths = (value: number | null) => (value === null ? null : toTenths(value));
    return {
      ...nutrition,
      servingSize: nutrition.servingSize && {
        amount: toTenths(nutrition.servingSize.amount),
        unit: nutrition.servingSize.unit,
      },
      carbohydrateG: tenths(nutrition.carbohydrateG),
      fructoseG: tenths(nutrition.fructoseG),
    };
  });
export type NutritionInput = z.input<typeof nutritionInputSchema>;

/** A product's nutrition per serving as the API answers it; null fields were left empty. */
export const nutritionSchema = z.object({
  form: z.enum(nutritionForms).nullable(),
  servingSize: z.object({ amount: z.number(), unit: z.enum(servingUnits) }).nullable(),
  servingsPerPackage: z.number().int().nullable(),
  carbohydrateG: z.number().nullable(),
  fructoseG: z.number().nullable(),
  sodiumMg: z.number().int().nullable(),
  potassiumMg: z.number().int().nullable(),
  caffeineMg: z.number().int().nullable(),
  fluidMl: z.number().int().nullable(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

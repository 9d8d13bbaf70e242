import type { Nutrition } from '@shop/shared/nutrition';
import { nutritionTableMessages as labels } from './messages.ts';

/**
 * A stated amount as the page writes it: '22,5 g'. Our own decimal comma rather than Intl's, so
 * every server and browser writes the same text (decision 038); amounts have one decimal at most.
 */
export const formatAmount = (value: number, unit: string) => `${String(value).replace('.', ',')} ${unit}`;

export interface NutritionRow {
  label: string;
  value: string;
  /** Fructose is part of the carbohydrate: its row reads as a sub-row. */
  part?: boolean;
}

/** The rows of the product page's table: only what the product states. */
export function nutritionRows(nutrition: Nutrition): NutritionRow[] {
  const rows: (NutritionRow | null)[] = [
    nutrition.carbohydrateG === null
      ? null
      : { label: labels.carbohydrate, value: formatAmount(nutrition.carbohydrateG, 'g') },
    nutrition.fructoseG === null
      ? null
      : { label: labels.fructose, value: formatAmount(nutrition.fructoseG, 'g'), part: true },
    nutrition.sodiumMg === null
      ? null
      : { label: labels.sodium, value: formatAmount(nutrition.sodiumMg, 'mg') },
    nutrition.potassiumMg === null
      ? null
      : { label: labels.potassium, value: formatAmount(nutrition.potassiumMg, 'mg') },
    nutrition.caffeineMg === null
      ? null
      : { label: labels.caffeine, value: formatAmount(nutrition.caffeineMg, 'mg') },
    nutrition.fluidMl === null ? null : { label: labels.fluid, value: formatAmount(nutrition.fluidMl, 'ml') },
  ];
  return rows.filter((row): row is NutritionRow => row !== null);
}

/**
 * schema.org NutritionInformation for the product's JSON-LD: the serving size and the amounts it has
 * properties for (carbohydrate, sodium); caffeine, potassium, fructose and fluid have none. Null when
 * none of those is stated.
 */
export function nutritionJsonLd(nutrition: Nutrition | null): Record<string, string> | null {
  if (!nutrition) return null;
  const facts = {
    ...(nutrition.servingSize
      ? { servingSize: `${nutrition.servingSize.amount} ${nutrition.servingSize.unit}` }
      : {}),
    ...(nutrition.carbohydrateG === null ? {} : { carbohydrateContent: `${nutrition.carbohydrateG} g` }),
    ...(nutrition.sodiumMg === null ? {} : { sodiumContent: `${nutrition.sodiumMg} mg` }),
  };
  return Object.keys(facts).length === 0 ? null : { '@type': 'NutritionInformation', ...facts };
}

import type { Photo } from '@shop/shared/media';
import { type Discount, toEuros } from '@shop/shared/money';
import type { Nutrition } from '@shop/shared/nutrition';
import type { PriceChangeEntry, Product } from '@shop/shared/product';
import type { NutritionColumns } from '../../db/schema/products.ts';
import type { PriceChangeRow, ProductListRow } from './products.repository.ts';

/** A product row's discount as the rules read it (the database keeps type and value both set or both empty). */
export function discountOf(
  row: Pick<ProductListRow, 'discountType' | 'discountValueHundredths'>,
): Discount | null {
  return row.discountType && row.discountValueHundredths !== null
    ? { type: row.discountType, value: row.discountValueHundredths / 100 }
    : null;
}

/** A row's nutrition per serving (decision 061); null when not one of its fields is filled in. */
export function nutritionOf(row: NutritionColumns): Nutrition | null {
  const grams = (tenths: number | null) => (tenths === null ? null : tenths / 10);
  const nutrition: Nutrition = {
    form: row.nutritionForm,
    servingSize:
      row.servingSizeTenths === null || row.servingUnit === null
        ? null
        : { amount: row.servingSizeTenths / 10, unit: row.servingUnit },
    servingsPerPackage: row.servingsPerPackage,
    carbohydrateG: grams(row.carbohydrateDecigrams),
    fructoseG: grams(row.fructoseDecigrams),
    sodiumMg: row.sodiumMg,
    potassiumMg: row.potassiumMg,
    caffeineMg: row.caffeineMg,
    fluidMl: row.fluidMl,
  };
  return Object.values(nutrition).every((value) => value === null) ? null : nutrition;
}

/** A product row with its photos (decision 067) as the API answers it. */
export function toProduct(row: ProductListRow, photos: Photo[]): Product {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    photos,
    contents: row.contents,
    price: toEuros(row.priceCents),
    stock: row.stock,
    maxPerOrder: row.maxPerOrder,
    discount: discountOf(row),
    referencePrice: row.referencePriceCents === null ? null : toEuros(row.referencePriceCents),
    category: row.category,
    brand: row.brand,
    shelfLife: row.shelfLife,
    vatClass: row.vatClass,
    nutrition: nutritionOf(row),
    isPublished: row.isPublished,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPriceChange(row: PriceChangeRow): PriceChangeEntry {
  return {
    at: row.at.toISOString(),
    price: toEuros(row.priceCents),
    discount: discountOf(row),
    effectivePrice: toEuros(row.effectivePriceCents),
  };
}

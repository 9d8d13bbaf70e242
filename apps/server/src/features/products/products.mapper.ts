import { type Discount, toEuros } from '@shop/shared/money';
import type { PriceChangeEntry, Product } from '@shop/shared/product';
import type { PriceChangeRow, ProductListRow } from './products.repository.ts';

/** A product row's discount as the rules read it (the database keeps type and value both set or both empty). */
export function discountOf(
  row: Pick<ProductListRow, 'discountType' | 'discountValueHundredths'>,
): Discount | null {
  return row.discountType && row.discountValueHundredths !== null
    ? { type: row.discountType, value: row.discountValueHundredths / 100 }
    : null;
}

export function toProduct(row: ProductListRow): Product {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
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

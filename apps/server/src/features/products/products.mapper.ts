import { toEuros } from '@shop/shared/money';
import type { Product } from '@shop/shared/product';
import type { ProductListRow } from './products.repository.ts';

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
    discount:
      row.discountType && row.discountValueHundredths !== null
        ? { type: row.discountType, value: row.discountValueHundredths / 100 }
        : null,
    category: row.category,
    brand: row.brand,
    shelfLife: row.shelfLife,
    isPublished: row.isPublished,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

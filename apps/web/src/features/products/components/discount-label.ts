import { type Discount, formatEuro, hasDiscount } from '@shop/shared/money';

/** '20%' or '€ 2,00'; undefined when no discount applies. */
export function discountLabel(discount: Discount | null): string | undefined {
  if (!hasDiscount(discount)) return undefined;
  return discount.type === 'percentage' ? `${discount.value}%` : formatEuro(discount.value);
}

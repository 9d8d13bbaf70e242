import { discountedPriceCents, formatCents, formatEuro, hasDiscount, toCents } from '@shop/shared/money';
import type { Product } from '@shop/shared/product';
import { productPageMessages } from '../messages.ts';

/** The price; with a discount the old price struck through and the discounted price in red. */
export function ProductPrice({
  product,
  className = '',
}: {
  product: Pick<Product, 'price' | 'discount'>;
  className?: string;
}) {
  if (!hasDiscount(product.discount)) {
    return <p className={`font-bold text-ink ${className}`}>{formatEuro(product.price)}</p>;
  }
  const discounted = discountedPriceCents(toCents(product.price), product.discount);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 font-bold ${className}`}>
      <span className="sr-only">{productPageMessages.oldPrice}</span>
      <del className="text-sm font-normal text-stone-600">{formatEuro(product.price)}</del>
      <span className="sr-only">{productPageMessages.newPrice}</span>
      <span className="text-red-700">{formatCents(discounted)}</span>
    </p>
  );
}

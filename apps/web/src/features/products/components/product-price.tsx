import { discountedPriceCents, formatCents, formatEuro, toCents } from '@shop/shared/money';
import type { Product } from '@shop/shared/product';
import { productPageMessages } from '../messages.ts';

/**
 * The price a buyer pays (after any discount). Beside it, struck through, only the reference price
 * the server found in the price history (decision 050), with the price in red; never the list price
 * merely because a discount exists. A discount without a reference shows its price as any price.
 */
export function ProductPrice({
  product,
  className = '',
}: {
  product: Pick<Product, 'price' | 'discount' | 'referencePrice'>;
  className?: string;
}) {
  const price = formatCents(discountedPriceCents(toCents(product.price), product.discount));
  if (product.referencePrice === null) {
    return <p className={`font-bold text-ink ${className}`}>{price}</p>;
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 font-bold ${className}`}>
      <span className="sr-only">{productPageMessages.referencePrice}</span>
      <del className="text-sm font-normal text-stone-600">{formatEuro(product.referencePrice)}</del>
      <span className="sr-only">{productPageMessages.newPrice}</span>
      <span className="text-red-700">{price}</span>
    </p>
  );
}

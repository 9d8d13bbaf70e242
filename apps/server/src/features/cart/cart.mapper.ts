import { type CartItem, maxPerOrderOf } from '@shop/shared/cart';
import { type Photo, thumbnailUrl } from '@shop/shared/media';
import { discountedPriceCents, toEuros } from '@shop/shared/money';
import { toProduct } from '../products/products.mapper.ts';
import type { CartLine } from './cart.repository.ts';

/**
 * A line of the cart as its owner sees it: a hidden product only as unavailable, else at today's
 * price, with its first photo's thumbnail when it has photos.
 */
export function toCartItem({ product: row, quantity }: CartLine, photos: Photo[]): CartItem {
  if (!row.isPublished) return { _id: row.id, quantity, available: false };
  const product = toProduct(row, photos);
  const [cover] = photos;
  return {
    _id: product._id,
    slug: product.slug,
    title: product.title,
    image: cover ? thumbnailUrl(cover.media) : product.image,
    price: toEuros(discountedPriceCents(row.priceCents, product.discount)),
    originalPrice: product.price,
    discount: product.discount,
    stock: Math.max(0, row.stock - row.reservedStock),
    maxPerOrder: maxPerOrderOf(row),
    quantity,
    available: true,
  };
}

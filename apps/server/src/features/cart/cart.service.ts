import type { CartItem, CartSave } from '@shop/shared/cart';
import { discountedPriceCents, toEuros } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import { toProduct } from '../products/products.mapper.ts';
import * as repository from './cart.repository.ts';

export function toCartItem({ product: row, quantity }: repository.CartLine): CartItem {
  const product = toProduct(row);
  return {
    _id: product._id,
    slug: product.slug,
    title: product.title,
    image: product.image,
    price: toEuros(discountedPriceCents(row.priceCents, product.discount)),
    originalPrice: product.price,
    discount: product.discount,
    stock: Math.max(0, row.stock - row.reservedStock),
    quantity,
    available: product.isPublished,
  };
}

export function createCartService(db: Database) {
  return {
    async get(userId: string): Promise<CartItem[]> {
      return (await repository.cartLines(db, userId)).map(toCartItem);
    },

    /** Saves product ids and quantities only; the same product twice counts once with the summed quantity. */
    async save(userId: string, { items }: CartSave): Promise<CartItem[]> {
      const quantities = new Map<string, number>();
      for (const item of items)
        quantities.set(item._id, Math.min(99, (quantities.get(item._id) ?? 0) + item.quantity));
      await db.transaction((tx) =>
        repository.replaceCart(
          tx,
          userId,
          [...quantities].map(([productId, quantity]) => ({ productId, quantity })),
        ),
      );
      return this.get(userId);
    },

    async clear(userId: string): Promise<void> {
      await repository.clearCart(db, userId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;

import {
  type CartItem,
  type CartSave,
  cartLimitMessages,
  MAX_CART_QUANTITY,
  maxPerOrderOf,
} from '@shop/shared/cart';
import type { Database, Queryable } from '../../db/types.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { photosOf } from '../products/product-photos.repository.ts';
import { toCartItem } from './cart.mapper.ts';
import * as repository from './cart.repository.ts';

/** A cart line with its product as stored: what checkout builds an order from. */
export type CartLine = repository.CartLine;

/** 400 naming the first line that holds more than its product allows in one order (decision 035). */
export function assertWithinMaxPerOrder(lines: readonly CartLine[]): void {
  const over = lines.find(({ product, quantity }) => quantity > maxPerOrderOf(product));
  if (over)
    throw badRequest(cartLimitMessages.overMaxPerOrder(over.product.title, maxPerOrderOf(over.product)));
}

export function createCartService(db: Database) {
  async function get(userId: string): Promise<CartItem[]> {
    const lines = await repository.cartLines(db, userId);
    const photos = await photosOf(
      db,
      lines.map((line) => line.product.id),
    );
    return lines.map((line) => toCartItem(line, photos.get(line.product.id) ?? []));
  }

  return {
    get,

    /**
     * Saves product ids and quantities only; the same product twice counts once with the summed
     * quantity. A line above its product's maximum per order is refused (400) and nothing is saved.
     */
    async save(userId: string, { items }: CartSave): Promise<CartItem[]> {
      const quantities = new Map<string, number>();
      for (const item of items)
        quantities.set(
          item._id,
          Math.min(MAX_CART_QUANTITY, (quantities.get(item._id) ?? 0) + item.quantity),
        );
      await db.transaction(async (tx) => {
        await repository.replaceCart(
          tx,
          userId,
          [...quantities].map(([productId, quantity]) => ({ productId, quantity })),
        );
        assertWithinMaxPerOrder(await repository.cartLines(tx, userId));
      });
      return get(userId);
    },

    /** The user's lines with their products as stored, oldest first. */
    lines: (userId: string): Promise<CartLine[]> => repository.cartLines(db, userId),

    /** The coupon code kept with the user's cart (normalised, as applied), or null. */
    couponCode: (userId: string): Promise<string | null> => repository.keptCouponCode(db, userId),

    /** Keeps a code with the cart, replacing the one kept before. */
    keepCouponCode: (userId: string, code: string): Promise<void> =>
      repository.keepCouponCode(db, userId, code),

    /**
     * Takes the kept code out of the cart; with `code`, only if it is still that one (an order paid
     * with it, while the buyer may have applied another meanwhile). Takes the caller's transaction.
     */
    forgetCouponCode: (userId: string, code?: string, tx: Queryable = db): Promise<void> =>
      repository.forgetCouponCode(tx, userId, code),

    /**
     * Empties the cart, or takes only `productIds` out of it; pass the caller's transaction to
     * make it part of a larger change (an order being paid).
     */
    async clear(userId: string, productIds?: string[], tx: Queryable = db): Promise<void> {
      await repository.clearCart(tx, userId, productIds);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

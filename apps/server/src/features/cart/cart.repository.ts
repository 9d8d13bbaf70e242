import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cartItems, products } from '../../db/schema/products.ts';

export async function cartLines(db: Queryable, userId: string) {
  return db
    .select({ quantity: cartItems.quantity, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(products.title));
}
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/** Replaces the user's cart; unknown product ids are skipped. */
export async function replaceCart(
  db: Queryable,
  userId: string,
  items: { productId: string; quantity: number }[],
) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  if (items.length === 0) return;
  const known = await db
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        items.map((item) => item.productId),
      ),
    );
  const knownIds = new Set(known.map((row) => row.id));
  const rows = items.filter((item) => knownIds.has(item.productId)).map((item) => ({ userId, ...item }));
  if (rows.length > 0) await db.insert(cartItems).values(rows);
}

export async function clearCart(db: Queryable, userId: string, productIds?: string[]) {
  await db
    .delete(cartItems)
    .where(
      and(eq(cartItems.userId, userId), productIds ? inArray(cartItems.productId, productIds) : undefined),
    );
}

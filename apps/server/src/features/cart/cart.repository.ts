import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { cartCoupons, cartItems } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';

export async function cartLines(db: Queryable, userId: string) {
  return db
    .select({ quantity: cartItems.quantity, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(products.title));
}
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * Replaces the user's cart. Unknown product ids are skipped, and so are hidden products that were
 * not in the cart already: a hidden product can stay in a cart, never come into one. The owner's
 * account row is locked first, so one user's saves run one after the other, each replacing what
 * the one before it left (decision 032).
 */
export async function replaceCart(
  db: Queryable,
  userId: string,
  items: { productId: string; quantity: number }[],
) {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
  const allowed = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          items.map((item) => item.productId),
        ),
        or(
          eq(products.isPublished, true),
          inArray(
            products.id,
            db.select({ id: cartItems.productId }).from(cartItems).where(eq(cartItems.userId, userId)),
          ),
        ),
      ),
    );
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  const allowedIds = new Set(allowed.map((row) => row.id));
  const rows = items.filter((item) => allowedIds.has(item.productId)).map((item) => ({ userId, ...item }));
  if (rows.length > 0) await db.insert(cartItems).values(rows);
}

export async function clearCart(db: Queryable, userId: string, productIds?: string[]) {
  await db
    .delete(cartItems)
    .where(
      and(eq(cartItems.userId, userId), productIds ? inArray(cartItems.productId, productIds) : undefined),
    );
}

export async function keptCouponCode(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: cartCoupons.code })
    .from(cartCoupons)
    .where(eq(cartCoupons.userId, userId));
  return row?.code ?? null;
}

/** Keeps `code` with the user's cart, in place of any code kept before. */
export async function keepCouponCode(db: Queryable, userId: string, code: string): Promise<void> {
  await db
    .insert(cartCoupons)
    .values({ userId, code })
    .onConflictDoUpdate({ target: cartCoupons.userId, set: { code, updatedAt: new Date() } });
}

/** Takes the kept code out of the cart; with `code`, only when that is the one kept. */
export async function forgetCouponCode(db: Queryable, userId: string, code?: string): Promise<void> {
  await db
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.userId, userId), code === undefined ? undefined : eq(cartCoupons.code, code)));
}

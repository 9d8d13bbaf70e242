import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/products.ts';
import type { Queryable } from '../../db/types.ts';

/** A quantity of one product, as an order line holds it (its product may since have been deleted). */
export interface StockLine {
  productId: string | null;
  quantity: number;
}

/** Orders stock lines by product id: the one order in which stock rows are ever locked. */
// Stryker disable all: the order decides only which transaction waits for which; a deadlock an
// other order causes is retried (db/conflict-retry.ts), so every result is the same.
const byProductId = (a: StockLine, b: StockLine) => {
  const [left, right] = [a.productId ?? '', b.productId ?? ''];
  return left < right ? -1 : left > right ? 1 : 0;
};
// Stryker restore all

/**
 * Takes `quantity` of the product's free stock for a pending order. False when there is not
 * enough: the conditional update is what keeps two buyers from both getting the last item.
 */
export async function reserveStock(db: Queryable, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ reservedStock: sql`${products.reservedStock} + ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.isPublished, true),
        sql`${products.stock} - ${products.reservedStock} >= ${quantity}`,
      ),
    )
    .returning({ id: products.id });
  return rows.length === 1;
}

/**
 * Reserved stock leaves the shelf (sold) or goes back to it (released). The products are updated in
 * one order (by id), whatever the order's lines say, so two orders sharing products never lock
 * them the other way round (decision 032).
 */
export async function settleReservedStock(db: Queryable, lines: StockLine[], outcome: 'sold' | 'released') {
  // Stryker disable next-line MethodExpression: the order only decides who waits (see byProductId)
  for (const line of [...lines].sort(byProductId)) {
    // Stryker disable next-line ConditionalExpression: a line without product (deleted) would update no row either
    if (!line.productId) continue;
    await db
      .update(products)
      .set({
        reservedStock: sql`greatest(${products.reservedStock} - ${line.quantity}, 0)`,
        ...(outcome === 'sold' ? { stock: sql`greatest(${products.stock} - ${line.quantity}, 0)` } : {}),
      })
      .where(eq(products.id, line.productId));
  }
}

/**
 * Sold goods that came back (a refund with its goods returned, a cancelled order) go back on the
 * shelf; the reserved stock is not touched. In the same order by id as every stock change.
 */
export async function returnStock(db: Queryable, lines: StockLine[]) {
  // Stryker disable next-line MethodExpression: the order only decides who waits (see byProductId)
  for (const line of [...lines].sort(byProductId)) {
    // Stryker disable next-line ConditionalExpression: a line without product (deleted) would update no row either
    if (!line.productId) continue;
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

import type { CouponData } from '@shop/shared/coupon';
import { toCents } from '@shop/shared/money';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { type PageRequest, readPage } from '../../db/paging.ts';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Queryable } from '../../db/types.ts';
import { escapeLike } from '../../lib/db-errors.ts';

export type CouponRow = typeof coupons.$inferSelect;
/** A code with the number of orders that hold it. */
export type CouponWithUses = CouponRow & { timesUsed: number };

/** The columns a coupon's input sets, its amounts in cents. */
function couponValues(data: CouponData) {
  return {
    code: data.code,
    kind: data.kind,
    percentOff: data.percentOff,
    amountOffCents: data.amountOff === null ? null : toCents(data.amountOff),
    validFrom: data.validFrom,
    validTo: data.validTo,
    minimumOrderCents: data.minimumOrder === null ? null : toCents(data.minimumOrder),
    usageLimit: data.usageLimit,
    perCustomerLimit: data.perCustomerLimit,
    firstOrderOnly: data.firstOrderOnly,
    isActive: data.isActive,
  };
}

// Spelled out: inside a select list Drizzle writes a column without its table, which a subquery
// would read as its own table's column.
const timesUsed = sql<number>`(select count(*)::int from "coupon_redemptions" as "uses" where "uses"."coupon_id" = "coupons"."id")`;

const withUses = { ...getTableColumns(coupons), timesUsed };

/** A page of the codes, those containing `code` when given, alphabetical. */
export function pageOfCoupons(db: Queryable, code: string | undefined, request: PageRequest) {
  const query = db
    .select(withUses)
    .from(coupons)
    .where(code ? sql`${coupons.code} like ${`%${escapeLike(code.toUpperCase())}%`}` : undefined)
    .$dynamic();
  return readPage(db, query, [asc(coupons.code), asc(coupons.id)], request);
}

export async function findByCode(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/**
 * The code's row, locked until the transaction ends: every redemption of one code, in any process,
 * counts and records one after the other.
 */
export async function lockByCode(tx: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
  return row;
}

export async function insertCoupon(db: Queryable, data: CouponData): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(couponValues(data)).returning();
  return row!;
}

export async function updateCoupon(
  db: Queryable,
  id: string,
  data: CouponData,
): Promise<CouponRow | undefined> {
  const [row] = await db.update(coupons).set(couponValues(data)).where(eq(coupons.id, id)).returning();
  return row;
}

export async function deleteCoupon(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length === 1;
}

/**
 * How many orders hold the code, everyone's and this customer's. With `skipOwnPending`, the
 * customer's own orders still waiting for payment are left out: a checkout begun again replaces
 * them, and gives their uses back first.
 */
export async function countUses(
  db: Queryable,
  couponId: string,
  userId: string | null,
  { skipOwnPending = false } = {},
): Promise<{ total: number; customer: number }> {
  const [row] = await db
    .select({
      total: count(),
      customer: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int`,
    })
    .from(couponRedemptions)
    .leftJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        skipOwnPending && userId
          ? sql`not (${couponRedemptions.userId} is not distinct from ${userId} and ${orders.status} is not distinct from 'pending')`
          : undefined,
      ),
    );
  return { total: row?.total ?? 0, customer: row?.customer ?? 0 };
}

export async function insertRedemption(
  tx: Queryable,
  redemption: { couponId: string; orderId: string; userId: string | null },
): Promise<void> {
  await tx.insert(couponRedemptions).values(redemption);
}

/** Gives the order's use back; false when it held none. */
export async function deleteRedemptionOf(tx: Queryable, orderId: string): Promise<boolean> {
  const rows = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ id: couponRedemptions.id });
  return rows.length > 0;
}

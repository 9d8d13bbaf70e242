import { toCents } from '@shop/shared/money';
import type { ShippingCountry, ShippingMethodData } from '@shop/shared/shipping';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { shippingMethods } from '../../db/schema/shipping.ts';
import type { Queryable } from '../../db/types.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** The columns a method's input sets, its amounts in cents. */
function shippingMethodValues(data: ShippingMethodData) {
  return {
    name: data.name,
    carrier: data.carrier,
    countries: data.countries,
    priceCents: toCents(data.price),
    freeAboveCents: data.freeAbove === null ? null : toCents(data.freeAbove),
    maxOrderCents: data.maxOrder === null ? null : toCents(data.maxOrder),
    deliveryEstimate: data.deliveryEstimate,
    isActive: data.isActive,
  };
}

/** Cheapest first, then by name: the order the cart's rule breaks a tie in. */
function listMethods(db: Queryable, where?: SQL): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(where)
    .orderBy(asc(shippingMethods.priceCents), asc(shippingMethods.name), asc(shippingMethods.id));
}

/** Every method, active or not (the admin's list). */
export const allMethods = (db: Queryable) => listMethods(db);

/** The active methods, only those to `country` when it is given. */
export const activeMethods = (db: Queryable, country?: ShippingCountry) =>
  listMethods(
    db,
    and(
      eq(shippingMethods.isActive, true),
      country === undefined ? undefined : sql`${country} = any(${shippingMethods.countries})`,
    ),
  );

export async function findMethod(db: Queryable, id: string): Promise<ShippingMethodRow | undefined> {
  const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  return row;
}

export async function insertMethod(db: Queryable, data: ShippingMethodData): Promise<ShippingMethodRow> {
  const [row] = await db.insert(shippingMethods).values(shippingMethodValues(data)).returning();
  return row!;
}

export async function updateMethod(
  db: Queryable,
  id: string,
  data: ShippingMethodData,
): Promise<ShippingMethodRow | undefined> {
  const [row] = await db
    .update(shippingMethods)
    .set(shippingMethodValues(data))
    .where(eq(shippingMethods.id, id))
    .returning();
  return row;
}

export async function deleteMethod(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .delete(shippingMethods)
    .where(eq(shippingMethods.id, id))
    .returning({ id: shippingMethods.id });
  return rows.length === 1;
}

import { and, asc, eq } from 'drizzle-orm';
import { addresses, users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';

export type AddressRow = typeof addresses.$inferSelect;

export async function addressesOf(db: Queryable, userId: string) {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt));
}

export async function updateUser(db: Queryable, id: string, values: Partial<typeof users.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(users).set(values).where(eq(users.id, id));
}

type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export async function insertAddress(db: Queryable, userId: string, values: AddressValues) {
  await db.insert(addresses).values({ ...values, userId });
}

/** Changes an address only when it belongs to the user; false otherwise. */
export async function updateAddress(db: Queryable, userId: string, id: string, values: AddressValues) {
  const rows = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length === 1;
}

export async function deleteAddress(db: Queryable, userId: string, id: string) {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length === 1;
}

import { desc, eq, gt, isNull, or } from 'drizzle-orm';
import { routeLocks } from '../../db/schema/route-locks.ts';
import type { Queryable } from '../../db/types.ts';

export type RouteLockRow = typeof routeLocks.$inferSelect;
export type NewRouteLock = typeof routeLocks.$inferInsert;

/** Locks without an end or ending later than now, newest first. */
export function activeLocks(db: Queryable, now = new Date()): Promise<RouteLockRow[]> {
  return db
    .select()
    .from(routeLocks)
    .where(or(isNull(routeLocks.until), gt(routeLocks.until, now)))
    .orderBy(desc(routeLocks.createdAt), desc(routeLocks.id));
}

export async function insertLock(db: Queryable, lock: NewRouteLock): Promise<RouteLockRow> {
  const [row] = await db.insert(routeLocks).values(lock).returning();
  return row!;
}

export async function deleteLock(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(routeLocks).where(eq(routeLocks.id, id)).returning({ id: routeLocks.id });
  return rows.length === 1;
}

export async function deleteAll(db: Queryable): Promise<number> {
  return (await db.delete(routeLocks).returning({ id: routeLocks.id })).length;
}

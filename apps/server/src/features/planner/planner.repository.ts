import { and, desc, eq } from 'drizzle-orm';
import { savedFuelPlans } from '../../db/schema/fuel-plans.ts';
import type { Queryable } from '../../db/types.ts';

export type SavedPlanRow = typeof savedFuelPlans.$inferSelect;
export type NewSavedPlan = Pick<SavedPlanRow, 'userId' | 'name' | 'request' | 'result' | 'shareToken'>;

export async function insertPlan(db: Queryable, plan: NewSavedPlan): Promise<SavedPlanRow> {
  const [row] = await db.insert(savedFuelPlans).values(plan).returning();
  return row!;
}

/** The owner's plans, the newest first (a runner keeps a handful; no paging). */
export function plansOf(db: Queryable, userId: string): Promise<SavedPlanRow[]> {
  return db
    .select()
    .from(savedFuelPlans)
    .where(eq(savedFuelPlans.userId, userId))
    .orderBy(desc(savedFuelPlans.createdAt), desc(savedFuelPlans.id))
    .limit(200);
}

export async function ownPlan(db: Queryable, userId: string, id: string): Promise<SavedPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(savedFuelPlans)
    .where(and(eq(savedFuelPlans.id, id), eq(savedFuelPlans.userId, userId)));
  return row;
}

export async function sharedPlan(db: Queryable, shareToken: string): Promise<SavedPlanRow | undefined> {
  const [row] = await db.select().from(savedFuelPlans).where(eq(savedFuelPlans.shareToken, shareToken));
  return row;
}

export async function deleteOwnPlan(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedFuelPlans)
    .where(and(eq(savedFuelPlans.id, id), eq(savedFuelPlans.userId, userId)))
    .returning({ id: savedFuelPlans.id });
  return rows.length > 0;
}

export async function setCheckIn(
  db: Queryable,
  userId: string,
  id: string,
  checkIn: NonNullable<SavedPlanRow['checkIn']>,
): Promise<SavedPlanRow | undefined> {
  const [row] = await db
    .update(savedFuelPlans)
    .set({ checkIn })
    .where(and(eq(savedFuelPlans.id, id), eq(savedFuelPlans.userId, userId)))
    .returning();
  return row;
}

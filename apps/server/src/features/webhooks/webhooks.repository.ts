import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { webhookEvents } from '../../db/schema/webhooks.ts';
import type { Queryable } from '../../db/types.ts';
import { endOfRange } from '../../lib/date-range.ts';

export async function recordEvent(db: Queryable, event: typeof webhookEvents.$inferInsert) {
  const [inserted] = await db.insert(webhookEvents).values(event).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.stripeEventId, event.stripeEventId));
  return existing!;
}

export async function markProcessed(db: Queryable, id: string) {
  await db.update(webhookEvents).set({ processedAt: new Date() }).where(eq(webhookEvents.id, id));
}

export async function findEvents(
  db: Queryable,
  filters: { userId?: string; session?: string; from?: Date; to?: Date },
) {
  const where: (SQL | undefined)[] = [
    filters.userId ? eq(webhookEvents.userId, filters.userId) : undefined,
    filters.session ? eq(webhookEvents.paymentGroupId, filters.session) : undefined,
    filters.from ? gte(webhookEvents.createdAt, filters.from) : undefined,
    filters.to ? lt(webhookEvents.createdAt, endOfRange(filters.to)) : undefined,
  ];
  return db
    .select()
    .from(webhookEvents)
    .where(and(...where))
    .orderBy(asc(webhookEvents.createdAt))
    .limit(2000);
}

export async function deleteEvent(db: Queryable, id: string) {
  const rows = await db
    .delete(webhookEvents)
    .where(eq(webhookEvents.id, id))
    .returning({ id: webhookEvents.id });
  return rows.length === 1;
}

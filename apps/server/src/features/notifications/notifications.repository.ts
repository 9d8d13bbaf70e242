import type { NotificationIcon } from '@shop/shared/notification';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  icon: NotificationIcon;
  link?: string | null;
}

export async function insertNotification(db: Queryable, notification: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ ...notification, link: notification.link ?? null })
    .returning();
  return row!;
}

export async function notificationsOf(db: Queryable, userId: string, limit = 100) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Marks one of the user's notifications read; false when it is not theirs. */
export async function markRead(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}

export async function markAllRead(db: Queryable, userId: string): Promise<void> {
  await db.update(notifications).set({ isRead: true }).where(eq(notifications.userId, userId));
}

export async function deleteNotification(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}

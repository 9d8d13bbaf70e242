import type { NotificationIcon } from '@shop/shared/notification';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  icon: NotificationIcon;
  link?: string | null;
  /** Set when the notification must exist once: a second one with the same key is not made. */
  dedupeKey?: string;
}

/** Undefined when one with the same `dedupeKey` exists already for the user. */
export async function insertNotification(db: Queryable, notification: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ ...notification, link: notification.link ?? null, dedupeKey: notification.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * One notification for each of the users (or every user), in one statement however many there
 * are; returns how many were made.
 */
export async function insertForUsers(
  db: Queryable,
  recipients: { everyone: true } | { userIds: string[] },
  content: Pick<NewNotification, 'title' | 'message' | 'icon' | 'link'>,
): Promise<number> {
  const chosen = 'userIds' in recipients ? inArray(users.id, recipients.userIds) : undefined;
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, title, message, icon, link)
    select ${users.id}, ${content.title}, ${content.message}, ${content.icon}, ${content.link ?? null}
    from ${users} ${chosen ? sql`where ${chosen}` : sql``}`);
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

/**
 * The user's notifications after `afterSeq`, and those of the last minute whatever their number:
 * numbers are handed out when a row is inserted, but transactions commit in their own order, so a
 * lower one can become visible after a higher one was seen. Oldest first.
 */
export async function notificationsSince(db: Queryable, userId: string, afterSeq: number, limit = 200) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        or(gt(notifications.seq, afterSeq), sql`${notifications.createdAt} > now() - interval '1 minute'`),
      ),
    )
    .orderBy(asc(notifications.seq))
    .limit(limit);
}

/** The newest sequence number of the user's notifications (0: none yet). */
export async function latestSeq(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${notifications.seq}), 0)::bigint` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.seq ?? 0);
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

export async function notificationsOf(db: Queryable, userId: string, limit = 100) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/**
 * Marks one of the user's notifications read: 'marked', 'unchanged' when it was read already (the
 * row is then not touched, so parallel calls do not queue for it), 'missing' when it is not theirs.
 */
export async function markRead(
  db: Queryable,
  userId: string,
  id: string,
): Promise<'marked' | 'unchanged' | 'missing'> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine, eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  if (rows.length === 1) return 'marked';
  const [existing] = await db.select({ id: notifications.id }).from(notifications).where(mine);
  return existing ? 'unchanged' : 'missing';
}

/**
 * Marks the user's unread notifications read; returns how many changed. The rows are locked in one
 * order (by id), and a row another transaction holds is skipped: the only changes made to a
 * notification are marking it read and deleting it, and either leaves it as this call wants it.
 * So parallel calls never wait for each other and never deadlock (decision 032).
 */
export async function markAllRead(db: Queryable, userId: string): Promise<number> {
  const unread = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .orderBy(asc(notifications.id))
    .for('update', { skipLocked: true });
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(inArray(notifications.id, unread))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}

export async function deleteAll(db: Queryable): Promise<number> {
  return (await db.delete(notifications).returning({ id: notifications.id })).length;
}

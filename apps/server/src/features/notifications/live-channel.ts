import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/types.ts';

/** The database channel that wakes the live streams of every server process. */
export const NOTIFICATIONS_CHANNEL = 'shop_notifications';

/** Whose notifications changed (new, read, deleted): one user's, or anyone's (a broadcast). */
export type Wakeup = { userId: string } | { everyone: true };

/** Sent in the caller's transaction, a wakeup reaches the listeners when (and only if) it commits. */
export async function announce(db: Queryable, wakeup: Wakeup): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(wakeup)})`);
}

export function parseWakeup(payload: string): Wakeup | undefined {
  try {
    const value = JSON.parse(payload) as Partial<{ userId: unknown; everyone: unknown }>;
    if (value.everyone === true) return { everyone: true };
    return typeof value.userId === 'string' ? { userId: value.userId } : undefined;
  } catch {
    return undefined;
  }
}

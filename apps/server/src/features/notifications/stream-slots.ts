import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { notificationStreams } from '../../db/schema/notifications.ts';
import type { Database } from '../../db/types.ts';

/** How long a stream counts after its process last said it is open: three missed marks. */
export const STREAM_SLOT_TTL_SECONDS = 90;
/** How often a process marks its streams as still open. */
export const STREAM_SLOT_REFRESH_MS = 30_000;

export interface StreamCaps {
  perUser: number;
  perClient: number;
}

/**
 * The caps on open notification streams, counted across every process on the database
 * (decision 070). A slot is taken under two advisory locks (the user's, then the client's, always
 * in that order), so two processes never both take a user's or a client's last slot.
 */
export function createStreamSlots(db: Database, caps: StreamCaps) {
  const alive = sql`${notificationStreams.seenAt} > now() - make_interval(secs => ${STREAM_SLOT_TTL_SECONDS})`;
  return {
    /** A slot for a stream of `userId` from `client`, or which cap is full. */
    take(userId: string, client: string): Promise<{ slot: string } | { tooMany: 'user' | 'client' }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stream-user:${userId}`}, 0))`);
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`stream-client:${client}`}, 0))`,
        );
        const [counts] = await tx
          .select({
            ofUser: sql<number>`count(*) filter (where ${notificationStreams.userId} = ${userId})::int`,
            ofClient: sql<number>`count(*) filter (where ${notificationStreams.client} = ${client})::int`,
          })
          .from(notificationStreams)
          .where(
            and(or(eq(notificationStreams.userId, userId), eq(notificationStreams.client, client)), alive),
          );
        if ((counts?.ofUser ?? 0) >= caps.perUser) return { tooMany: 'user' as const };
        if ((counts?.ofClient ?? 0) >= caps.perClient) return { tooMany: 'client' as const };
        const [row] = await tx
          .insert(notificationStreams)
          .values({ userId, client })
          .returning({ id: notificationStreams.id });
        return { slot: row!.id };
      });
    },

    /** The stream ended: its slot is free. */
    async release(slot: string): Promise<void> {
      await db.delete(notificationStreams).where(eq(notificationStreams.id, slot));
    },

    /** This process's streams are still open; slots whose process stopped marking them go. */
    async refresh(slots: readonly string[]): Promise<void> {
      if (slots.length > 0)
        await db
          .update(notificationStreams)
          .set({ seenAt: sql`now()` })
          .where(inArray(notificationStreams.id, [...slots]));
      await db
        .delete(notificationStreams)
        .where(
          lt(notificationStreams.seenAt, sql`now() - make_interval(secs => ${STREAM_SLOT_TTL_SECONDS})`),
        );
    },
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;

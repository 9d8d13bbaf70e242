import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createAnnouncedCache } from '../db/announced-cache.ts';
import { refreshTokens } from '../db/schema/auth.ts';
import type { Database, DatabaseHandle, Queryable } from '../db/types.ts';

/** The channel on which an ended session reaches every server process. */
const SESSIONS_CHANNEL = 'shop_sessions';

/**
 * Whether a login (a session: one refresh-token family, named in its access tokens as `sid`) is
 * still open, from a short-lived cache in memory. Logout and a detected stolen refresh token end
 * the session in a transaction that announces it, which drops it from every process's cache, so
 * its access tokens are refused at once and its open streams end. Deleting the account ends its
 * sessions too (its tokens go with it, and the account is announced).
 */
export function createSessions({ db, database }: { db: Database; database: DatabaseHandle }) {
  const cache = createAnnouncedCache<boolean>({
    database,
    channel: SESSIONS_CHANNEL,
    load: (sessionId) => isSessionOpen(db, sessionId),
  });

  return {
    start: cache.start,
    stop: cache.stop,

    /** Whether the session still has a refresh token that is neither revoked nor expired. */
    isOpen: (sessionId: string): Promise<boolean> => cache.get(sessionId),

    /** In the transaction that revokes the session's refresh tokens. */
    ended: (tx: Queryable, sessionId: string): Promise<void> => cache.announce(tx, sessionId),

    /** Called with the id of each ended session, or with null when any may have ended. */
    onEnd: cache.onChange,
  };
}

export type SessionsService = ReturnType<typeof createSessions>;

/** A session is open while one of its refresh tokens is neither revoked nor expired. */
async function isSessionOpen(db: Queryable, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

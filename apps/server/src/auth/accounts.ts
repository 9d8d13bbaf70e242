import type { Role } from '@shop/shared/auth-constants';
import { eq } from 'drizzle-orm';
import { createAnnouncedCache } from '../db/announced-cache.ts';
import { users } from '../db/schema/users.ts';
import type { Database, DatabaseHandle, Queryable } from '../db/types.ts';

/** The channel on which a changed or deleted account reaches every server process. */
const ACCOUNTS_CHANNEL = 'shop_accounts';

export interface Account {
  role: Role;
  email: string;
}

/**
 * Who an access token's subject is now: its role and whether it still exists, from a short-lived
 * cache in memory. A role change or a deletion is announced in its transaction and drops the
 * account from every process's cache, so a demoted admin or a deleted user is refused at once,
 * not when their 15-minute token runs out.
 */
export function createAccounts({ db, database }: { db: Database; database: DatabaseHandle }) {
  const cache = createAnnouncedCache<Account | null>({
    database,
    channel: ACCOUNTS_CHANNEL,
    load: async (userId) => {
      const [row] = await db
        .select({ role: users.role, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  });

  return {
    start: cache.start,
    stop: cache.stop,

    /** The account behind a token, or null when it no longer exists. */
    current: (userId: string): Promise<Account | null> => cache.get(userId),

    /** The account read now, past the cache: after a sign that it may be gone. */
    fresh: (userId: string): Promise<Account | null> => cache.fresh(userId),

    /** In the transaction that changes the account's role or deletes it. */
    changed: (tx: Queryable, userId: string): Promise<void> => cache.announce(tx, userId),

    /** In the transaction that deletes or changes many accounts at once (a wipe). */
    changedAll: (tx: Queryable): Promise<void> => cache.announce(tx, null),

    /**
     * Called with the user's id whenever an account changes (e.g. to end their open streams), or
     * with null when any account may have.
     */
    onChange: cache.onChange,
  };
}

export type AccountsService = ReturnType<typeof createAccounts>;

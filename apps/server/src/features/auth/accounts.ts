import type { Role } from '@shop/shared/auth-constants';
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** The channel on which a changed or deleted account reaches every server process. */
const ACCOUNTS_CHANNEL = 'shop_accounts';
/** How long an account's role is trusted from memory when no change was announced. */
const TTL_MS = 60_000;
const MAX_CACHED = 10_000;

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
  const cache = new Map<string, { account: Account | null; until: number }>();
  const listeners = new Set<(userId: string) => void>();
  let unlisten: (() => Promise<void>) | undefined;

  const forget = (userId: string) => {
    cache.delete(userId);
    for (const listener of listeners) listener(userId);
  };

  return {
    async start(): Promise<void> {
      unlisten = await database.listen(ACCOUNTS_CHANNEL, forget, () => cache.clear());
    },

    async stop(): Promise<void> {
      await unlisten?.();
    },

    /** The account behind a token, or null when it no longer exists. */
    async current(userId: string): Promise<Account | null> {
      const cached = cache.get(userId);
      if (cached && cached.until > Date.now()) return cached.account;
      const [row] = await db
        .select({ role: users.role, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(userId, { account: row ?? null, until: Date.now() + TTL_MS });
      return row ?? null;
    },

    /** In the transaction that changes the account's role or deletes it. */
    async changed(tx: Queryable, userId: string): Promise<void> {
      cache.delete(userId);
      await tx.execute(sql`select pg_notify(${ACCOUNTS_CHANNEL}, ${userId})`);
    },

    /** Called with the user's id whenever an account changes (e.g. to end their open streams). */
    onChange(listener: (userId: string) => void): void {
      listeners.add(listener);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccounts>;

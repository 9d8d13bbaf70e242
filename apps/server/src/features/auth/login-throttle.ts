import { and, eq, sql } from 'drizzle-orm';
import { loginThrottles } from '../../db/schema/auth.ts';
import type { Database } from '../../db/types.ts';
import { clientKey } from '../../lib/client-address.ts';

/** Failed logins in a row one client may make on an account before its logins there have to wait. */
export const FREE_LOGIN_FAILURES = 5;
/** The first wait; each further failure doubles it, up to `MAX_LOGIN_WAIT_SECONDS`. */
const FIRST_WAIT_SECONDS = 2;
export const MAX_LOGIN_WAIT_SECONDS = 15 * 60;
/** A day without a failure and the count starts again. */
const FORGET_AFTER = sql`interval '1 day'`;

/** How long a client waits after its `failures`-th failure in a row on one account. */
export function loginWaitSeconds(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(MAX_LOGIN_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_LOGIN_FAILURES));
}

/**
 * The per-account side of login throttling, beside the per-address rate limit: failures are
 * counted per account and client (`clientKey`: an IPv4 address, an IPv6 /64) in the database, so
 * every server process counts alike and unknown e-mail addresses alike, telling nobody which
 * accounts exist. A client that keeps guessing waits longer and longer; the owner, from any other
 * client, is not held up by it: no count is kept for the account as a whole, which anyone could
 * spend to lock its owner out.
 */
export function createLoginThrottle(db: Database) {
  const keyOf = (email: string, address: string) => ({
    email: email.trim().toLowerCase(),
    client: clientKey(address),
  });
  const where = (key: { email: string; client: string }) =>
    and(eq(loginThrottles.email, key.email), eq(loginThrottles.client, key.client));
  return {
    /** Seconds until this client may try this account again; 0 when it may now. */
    async secondsToWait(email: string, address: string): Promise<number> {
      const [row] = await db
        .select({ wait: sql<number>`ceil(extract(epoch from ${loginThrottles.blockedUntil} - now()))::int` })
        .from(loginThrottles)
        .where(where(keyOf(email, address)));
      return Math.max(0, row?.wait ?? 0);
    },

    /** Counts a failure; returns how long this client now waits for this account. */
    async failed(email: string, address: string): Promise<number> {
      const key = keyOf(email, address);
      const [row] = await db
        .insert(loginThrottles)
        .values({ ...key, failures: 1 })
        .onConflictDoUpdate({
          target: [loginThrottles.email, loginThrottles.client],
          set: {
            failures: sql`case when ${loginThrottles.updatedAt} < now() - ${FORGET_AFTER} then 1
              else ${loginThrottles.failures} + 1 end`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ failures: loginThrottles.failures });
      const wait = loginWaitSeconds(row?.failures ?? 1);
      if (wait > 0) {
        await db
          .update(loginThrottles)
          .set({ blockedUntil: sql`now() + make_interval(secs => ${wait})` })
          .where(where(key));
      }
      return wait;
    },

    /** A successful login forgets this client's failures on the account. */
    async succeeded(email: string, address: string): Promise<void> {
      await db.delete(loginThrottles).where(where(keyOf(email, address)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

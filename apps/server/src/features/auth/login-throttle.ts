import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/users.ts';

/** Failed logins in a row an account allows before its login has to wait. */
export const FREE_LOGIN_FAILURES = 5;
/** The first wait; each further failure doubles it, up to `MAX_LOGIN_WAIT_SECONDS`. */
const FIRST_WAIT_SECONDS = 2;
export const MAX_LOGIN_WAIT_SECONDS = 15 * 60;
/** A day without a failure and the count starts again. */
const FORGET_AFTER = sql`interval '1 day'`;

/** How long an account waits after its `failures`-th failure in a row. */
export function loginWaitSeconds(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(MAX_LOGIN_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_LOGIN_FAILURES));
}

/**
 * The per-account side of login throttling, beside the per-address rate limit: failures are
 * counted per e-mail address in the database (so every server process and every client address
 * counts alike, and unknown addresses alike, telling nobody which accounts exist).
 */
export function createLoginThrottle(db: Database) {
  const key = (email: string) => email.trim().toLowerCase();
  return {
    /** Seconds until this account may try again; 0 when it may now. */
    async secondsToWait(email: string): Promise<number> {
      const [row] = await db
        .select({ wait: sql<number>`ceil(extract(epoch from ${loginThrottles.blockedUntil} - now()))::int` })
        .from(loginThrottles)
        .where(eq(loginThrottles.email, key(email)));
      return Math.max(0, row?.wait ?? 0);
    },

    /** Counts a failure; returns how long the account now waits. */
    async failed(email: string): Promise<number> {
      const [row] = await db
        .insert(loginThrottles)
        .values({ email: key(email), failures: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.email,
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
          .where(eq(loginThrottles.email, key(email)));
      }
      return wait;
    },

    /** A successful login forgets the failures. */
    async succeeded(email: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.email, key(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

import { type AccountTokenPurpose, accountTokenPurposes } from '@shop/shared/account';
import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Stores a link's token by its hash; it works for `ttlSeconds` from now on the database's clock. */
export async function insertAccountToken(
  db: Queryable,
  values: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    newEmail?: string;
    ttlSeconds: number;
  },
): Promise<AccountTokenRow> {
  const { ttlSeconds, ...rest } = values;
  const [row] = await db
    .insert(accountTokens)
    .values({ ...rest, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning();
  return row!;
}

const open = (tokenHash: string, purpose: AccountTokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** The link of this hash, while it is unused and unexpired, with its account's current address. */
export async function findOpenToken(db: Queryable, tokenHash: string, purpose: AccountTokenPurpose) {
  const [row] = await db
    .select({
      id: accountTokens.id,
      userId: accountTokens.userId,
      newEmail: accountTokens.newEmail,
      email: users.email,
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(open(tokenHash, purpose));
  return row;
}

/**
 * Uses the link once: marks it used if it is still open, in one statement, so two requests with the
 * same link never both succeed. Undefined when it was used, expired or never existed.
 */
export async function useToken(db: Queryable, tokenHash: string, purpose: AccountTokenPurpose) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(open(tokenHash, purpose))
    .returning({ id: accountTokens.id, userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row;
}

/** Every still open link of the user (of the given purposes) stops working. */
export async function voidTokens(
  db: Queryable,
  userId: string,
  purposes: readonly AccountTokenPurpose[] = accountTokenPurposes,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** How many links of this purpose the user was sent since `since`. */
export async function countTokensSince(
  db: Queryable,
  userId: string,
  purpose: AccountTokenPurpose,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gte(accountTokens.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** Holds the user's row until the transaction ends: one count and the link it allows are one step. */
export async function lockUser(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length === 1;
}

export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function updateEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

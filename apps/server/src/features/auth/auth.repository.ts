import type { Role } from '@shop/shared/auth-constants';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Queryable, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function insertUser(
  db: Queryable,
  values: {
    email: string;
    passwordHash: string;
    role?: Role;
    firstName?: string;
    lastName?: string;
  },
) {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

export async function insertRefreshToken(
  db: Queryable,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks one token used; false when another request rotated it first. */
export async function revokeRefreshToken(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshTokenFamily(db: Queryable, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes every open refresh token of the user, but those of the login `except` (when given);
 * answers the logins (families) that had one.
 */
export async function revokeUserRefreshTokens(
  db: Queryable,
  userId: string,
  except?: string,
): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        except ? ne(refreshTokens.familyId, except) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

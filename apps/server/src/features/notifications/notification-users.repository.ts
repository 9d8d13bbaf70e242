import type { NotificationUser } from '@shop/shared/notification';
import { asc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';
import { escapeLike } from '../../lib/db-errors.ts';

const emailContains = (email: string | undefined) =>
  email ? sql`${users.email} ilike ${`%${escapeLike(email)}%`}` : undefined;

const columns = {
  _id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

export async function countUsers(db: Queryable, email: string | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(emailContains(email));
  return row?.count ?? 0;
}

export function listUsers(
  db: Queryable,
  email: string | undefined,
  limit: number,
  offset: number,
): Promise<NotificationUser[]> {
  return db
    .select(columns)
    .from(users)
    .where(emailContains(email))
    .orderBy(asc(users.email))
    .limit(limit)
    .offset(offset);
}

export async function findUser(db: Queryable, id: string): Promise<NotificationUser | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row;
}

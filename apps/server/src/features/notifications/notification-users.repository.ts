import type { NotificationUser } from '@shop/shared/notification';
import { asc, eq, sql } from 'drizzle-orm';
import { type PageRequest, readPage } from '../../db/paging.ts';
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

/** A page of the users whose address contains `email` (all without it), by address. */
export function pageOfUsers(db: Queryable, email: string | undefined, request: PageRequest) {
  const query = db.select(columns).from(users).where(emailContains(email)).$dynamic();
  return readPage(db, query, [asc(users.email)], request);
}

export async function findUser(db: Queryable, id: string): Promise<NotificationUser | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row;
}

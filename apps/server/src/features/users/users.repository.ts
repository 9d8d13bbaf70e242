import type { Paged } from '@shop/shared/api';
import type { UserListQuery } from '@shop/shared/user';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { keptTotal, onlyFilter } from '../../db/list-counts.ts';
import { type PageRequest, readSelectedPage } from '../../db/paging.ts';
import { addresses, users } from '../../db/schema/users.ts';
import type { Queryable, Transaction } from '../../db/types.ts';
import { escapeLike } from '../../lib/db-errors.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Queryable, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

const contains = (column: PgColumn, text: string) => sql`${column} ilike ${`%${escapeLike(text)}%`}`;

/** The admin's user filters, in SQL: text filters match a part, city and country any address. */
export function userFilters(query: Omit<UserListQuery, 'page' | 'limit'>): SQL | undefined {
  const address = (column: PgColumn, text: string) =>
    sql`exists (select 1 from ${addresses} where ${addresses.userId} = ${users.id} and ${contains(column, text)})`;
  return and(
    query.id ? sql`${users.id}::text ilike ${`${escapeLike(query.id)}%`}` : undefined,
    query.firstName ? contains(users.firstName, query.firstName) : undefined,
    query.lastName ? contains(users.lastName, query.lastName) : undefined,
    query.email ? contains(users.email, query.email) : undefined,
    query.phone ? contains(users.phone, query.phone) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.country ? address(addresses.country, query.country) : undefined,
    // A city names a few in a hundred addresses (its trigram index finds them): their owners are
    // looked up by id. As `exists`, PostgreSQL would rather read every user and match them up.
    query.city
      ? sql`${users.id} = any(array(select ${addresses.userId} from ${addresses} where ${contains(addresses.city, query.city)}))`
      : undefined,
    query.discipline ? eq(users.sportDiscipline, query.discipline) : undefined,
    query.level ? eq(users.sportLevel, query.level) : undefined,
  );
}

/** The filters that match a part of a text: each is checked on every row it may select. */
const partFilters = ['id', 'firstName', 'lastName', 'email', 'phone', 'country', 'city'] as const;

/**
 * A page of the users the admin's filters select, by address (case-insensitive), with their
 * number, as `readPage` answers it (the page clamped to the pages there are), in one statement:
 * the count, and the ids of the page (a page deep in the list skips index entries, not rows) with
 * their rows. Only a page beyond the last is read again, as the last one.
 *
 * A filter that matches a part of a text reads every row it may select to check it: the users it
 * selects (their ids and lower-cased addresses) are then gathered once, and the count and the
 * page both come from that set. Without one, the count and the page each read an index instead.
 */
export async function pageOfUsers(
  db: Queryable,
  query: Omit<UserListQuery, 'page' | 'limit'>,
  request: PageRequest,
): Promise<Paged<UserRow>> {
  const selected = db
    .select({ id: users.id, sortKey: sql<string>`lower(${users.email})`.as('sort_key') })
    .from(users)
    .where(userFilters(query));
  return readSelectedPage(
    db,
    {
      table: users,
      selected,
      descending: false,
      rowOrder: [asc(sql`lower(${users.email})`), asc(users.id)],
      gathered: partFilters.some((filter) => query[filter] !== undefined),
      totals: onlyFilter(query, 'role') ? keptTotal(db, 'users', query.role) : undefined,
    },
    request,
  );
}

/**
 * Locks every admin row until the transaction ends and returns their ids: two admins demoting
 * or deleting each other at once are taken one after the other, so one admin always remains.
 */
export async function lockAdmins(tx: Transaction): Promise<string[]> {
  // In one order (by id), so two admins' changes never lock the same rows the other way round.
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateUser(db: Queryable, id: string, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length === 1;
}

import type { UserListQuery } from '@shop/shared/user';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type PageRequest, readPage } from '../../db/paging.ts';
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
    query.city ? address(addresses.city, query.city) : undefined,
    query.discipline ? eq(users.sportDiscipline, query.discipline) : undefined,
    query.level ? eq(users.sportLevel, query.level) : undefined,
  );
}

/** A page of the users `where` selects, by address (case-insensitive). */
export function pageOfUsers(db: Queryable, where: SQL | undefined, request: PageRequest) {
  return readPage(
    db,
    db.select().from(users).where(where).$dynamic(),
    [asc(sql`lower(${users.email})`), asc(users.id)],
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

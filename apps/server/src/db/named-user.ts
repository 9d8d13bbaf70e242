import type { PgColumn } from 'drizzle-orm/pg-core';

type NamingColumns = Record<'id' | 'email' | 'firstName' | 'lastName', PgColumn>;

/**
 * The columns that name a user (their names and address, decision 036), of the users table or an
 * alias of it, to select as one nested object: where a left join finds no user, it is null.
 */
export function namedUserColumns<Users extends NamingColumns>(
  users: Users,
): Pick<Users, keyof NamingColumns> {
  return { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };
}

import { roles } from '@shop/shared/auth-constants';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const roleEnum = pgEnum('role', roles);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default('user'),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text().notNull().default(''),
    sportDiscipline: text(),
    sportLevel: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_last_name_idx').on(sql`lower(${t.lastName})`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    street: text().notNull().default(''),
    number: text().notNull().default(''),
    zip: text().notNull().default(''),
    city: text().notNull().default(''),
    country: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), index('addresses_city_idx').on(sql`lower(${t.city})`)],
);

/**
 * Refresh tokens are stored as SHA-256 hashes. Every login starts a family; each refresh rotates
 * the token inside its family. Presenting a rotated (revoked) token again revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique('refresh_tokens_hash_unique'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Key/value facts about this installation (e.g. when the demo content was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Failed logins per account and client (an IPv4 address, or an IPv6 /64): after a few in a row
 * that client's logins to that account wait, longer after each further failure
 * (features/auth/login-throttle.ts). Other clients of the same account are not held up.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    email: text().notNull(),
    client: text().notNull(),
    failures: integer().notNull(),
    blockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);

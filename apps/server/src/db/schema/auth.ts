import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

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

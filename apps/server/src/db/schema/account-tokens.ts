import { accountTokenPurposes } from '@shop/shared/account';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', accountTokenPurposes);

/**
 * The links the shop mails for a customer's credentials (decision 060): a new password after a
 * forgotten one, and the confirmation of a new e-mail address. Only the SHA-256 hash of a link's
 * token is kept, never the token; a link works once (`used_at`) and until `expires_at`.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum().notNull(),
    tokenHash: text().notNull().unique('account_tokens_hash_unique'),
    /** The address the account moves to once the link is opened (an e-mail change only). */
    newEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

import { bigint, boolean, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /** Increases with every notification: the live stream's event id, from which a reconnect resumes. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull().default(''),
    message: text().notNull().default(''),
    icon: text().notNull().default('bell'),
    link: text(),
    isRead: boolean().notNull().default(false),
    /** What the notification is about when it must exist once (one like per liker and comment). */
    dedupeKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.isRead, t.createdAt),
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    unique('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
);

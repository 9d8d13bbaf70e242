import { bigint, boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The open live-notification streams of every process (decision 070): what the caps per user and
 * per client address count, whichever process holds a stream. A process marks its own as still
 * open every half minute; a row not marked for 90 s (its process died) no longer counts.
 */
export const notificationStreams = pgTable(
  'notification_streams',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_streams_user_idx').on(t.userId),
    index('notification_streams_client_idx').on(t.client),
    index('notification_streams_seen_idx').on(t.seenAt),
  ],
);

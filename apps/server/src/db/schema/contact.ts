import { contactPriorities, contactStatuses } from '@shop/shared/contact';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const contactStatusEnum = pgEnum('contact_status', contactStatuses);
export const contactPriorityEnum = pgEnum('contact_priority', contactPriorities);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    priority: contactPriorityEnum().notNull().default('normaal'),
    status: contactStatusEnum().notNull().default('nieuw'),
    parentId: uuid().references((): AnyPgColumn => contactMessages.id, { onDelete: 'set null' }),
    /** The order the message is about (a withdrawal request, decision 057). */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    slaDueAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contact_messages_user_idx').on(t.userId, t.createdAt),
    index('contact_messages_status_idx').on(t.status),
    index('contact_messages_priority_idx').on(t.priority),
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_tags_idx').using('gin', t.tags),
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: uuid()
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    /** Absent when the message's owner wrote the reply. */
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    readByUser: boolean().notNull().default(false),
    sentAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.sentAt)],
);

export const contactNotes = pgTable(
  'contact_notes',
  {
    id: id(),
    messageId: uuid()
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    note: text().notNull(),
    addedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [index('contact_notes_message_idx').on(t.messageId, t.addedAt)],
);

import { mailStatuses } from '@shop/shared/mail';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailAttachmentReference } from '../../lib/mailer.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const mailStatusEnum = pgEnum('mail_status', mailStatuses);

/**
 * Every e-mail the shop sends, written in the same transaction as the change that causes it and
 * delivered afterwards by the job queue's worker.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: id(),
    /** What the mail is about, e.g. `order-confirmation:<order id>`: one mail per key. */
    key: text().notNull().unique('outgoing_mails_key_unique'),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** What to attach, made when the mail is sent (an invoice's PDF), not stored with the mail. */
    attachments: jsonb().$type<MailAttachmentReference[]>().notNull().default([]),
    /** The Message-ID header, the same on every attempt, so a receiver can drop a duplicate. */
    messageId: text().notNull(),
    status: mailStatusEnum().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('outgoing_mails_status_idx').on(t.status, t.createdAt),
    index('outgoing_mails_created_idx').on(t.createdAt),
  ],
);

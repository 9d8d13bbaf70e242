import type { OutgoingMail } from '@shop/shared/mail';
import type { MailRow } from './mail.repository.ts';

/** A mail as the admin's list of outgoing mail shows it. */
export function toOutgoingMail(row: MailRow): OutgoingMail {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

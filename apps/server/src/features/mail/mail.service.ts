import { randomUUID } from 'node:crypto';
import type { Paged } from '@shop/shared/api';
import { type MailListQuery, mailMessages, type OutgoingMail } from '@shop/shared/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, JobRun } from '../../db/job-queue.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { Mail, MailAttachment, MailAttachmentReference, Mailer } from '../../lib/mailer.ts';
import { toOutgoingMail } from './mail.mapper.ts';
import * as repository from './mail.repository.ts';

export const MAIL_QUEUE = 'mail-delivery';

interface Dependencies {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Makes the file a queued mail names, when the mail is sent. */
  renderAttachment: (reference: MailAttachmentReference) => Promise<MailAttachment>;
}

/**
 * Outgoing e-mail that survives faults: a mail is recorded together with the change that causes
 * it and delivered afterwards by the job queue, retried with back-off until it is sent or its
 * attempts run out.
 */
export function createMailService({ db, mailer, jobs, log, renderAttachment }: Dependencies) {
  /**
   * Records `mail` in the caller's transaction and queues its delivery there too: both exist
   * exactly when the change does. One mail per `key` (what it is about); a second is ignored, as is
   * a mail without an address.
   */
  async function queue(mail: Mail, key: string, tx: Queryable): Promise<void> {
    // An order whose buyer removed their account has no address left (decision 063): nobody to tell.
    if (mail.to.trim() === '') return;
    const row = await repository.insertMail(tx, {
      key,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ?? [],
      messageId: `<${randomUUID()}@loopvoeding.nl>`,
    });
    if (row) await jobs.enqueue(MAIL_QUEUE, { mailId: row.id }, { key: row.id, tx });
  }

  return {
    queue,

    /**
     * Queues `mail` (as `queue` does) unless `max` mails whose key starts with `keyPrefix` went to
     * its address in the last `perMs` milliseconds: true when it was queued. Counted from the
     * stored mails under a lock on the address, so it holds across processes and at the same moment.
     */
    async queueWithinLimit(
      mail: Mail,
      key: string,
      { keyPrefix, max, perMs }: { keyPrefix: string; max: number; perMs: number },
      tx: Queryable,
    ): Promise<boolean> {
      await repository.lockRecipient(tx, mail.to);
      const since = new Date(Date.now() - perMs);
      if ((await repository.countRecent(tx, { to: mail.to, keyPrefix, since })) >= max) return false;
      await queue(mail, key, tx);
      return true;
    },

    /** The queue's worker: sends one mail. A failure is recorded and thrown, so the job retries. */
    async deliver({ data, isLastAttempt }: JobRun<{ mailId: string }>): Promise<void> {
      const mail = await repository.findMail(db, data.mailId);
      if (mail?.status !== 'queued') return;
      try {
        // Made on every attempt, inside it: a file that cannot be made fails the attempt, which is retried.
        const attachments = await Promise.all(mail.attachments.map(renderAttachment));
        await mailer.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repository.recordFailure(db, mail.id, message, isLastAttempt ? 'failed' : 'queued');
        log.warn({ err: error, mailId: mail.id, final: isLastAttempt }, 'e-mail delivery failed');
        throw error;
      }
      await repository.markSent(db, mail.id);
    },

    async list(query: MailListQuery): Promise<Paged<OutgoingMail>> {
      const { page, limit, ...filters } = query;
      const rows = await repository.pageOfMails(db, repository.mailFilters(filters), { page, limit });
      return { ...rows, data: rows.data.map(toOutgoingMail) };
    },

    /** How many mails failed and wait for an admin to send them again. */
    failedCount: () => repository.countFailed(db),

    /** A failed mail gets a new round of attempts. */
    async retry(id: string): Promise<OutgoingMail> {
      const requeued = await db.transaction(async (tx) => {
        if (!(await repository.requeue(tx, id))) return false;
        await jobs.enqueue(MAIL_QUEUE, { mailId: id }, { key: id, tx });
        return true;
      });
      const mail = await repository.findMail(db, id);
      if (!mail) throw notFound(mailMessages.notFound);
      if (!requeued) throw conflict(mailMessages.notFailed);
      return toOutgoingMail(mail);
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

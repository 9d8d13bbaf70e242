import type { MailListQuery, MailStatus } from '@shop/shared/mail';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type PageRequest, readPage } from '../../db/paging.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import type { Queryable } from '../../db/types.ts';
import { endOfRange } from '../../lib/date-range.ts';
import { escapeLike } from '../../lib/db-errors.ts';

export type MailRow = typeof outgoingMails.$inferSelect;
export type NewMail = Pick<MailRow, 'key' | 'to' | 'subject' | 'text' | 'html' | 'messageId'> &
  Partial<Pick<MailRow, 'attachments'>>;

/** Records a mail; undefined when one with this key exists already (it is then left as it is). */
export async function insertMail(db: Queryable, mail: NewMail): Promise<MailRow | undefined> {
  const [row] = await db.insert(outgoingMails).values(mail).onConflictDoNothing().returning();
  return row;
}

/**
 * Waits for any other transaction that is counting mails to this address, until this one ends:
 * a count and the mail it allows are then one step, in every process.
 */
export async function lockRecipient(db: Queryable, to: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-to:${to.toLowerCase()}`}))`);
}

/** How many mails whose key starts with `keyPrefix` went to this address (any case) since `since`. */
export async function countRecent(
  db: Queryable,
  { to, keyPrefix, since }: { to: string; keyPrefix: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outgoingMails)
    .where(
      and(
        gte(outgoingMails.createdAt, since),
        sql`${outgoingMails.key} like ${`${escapeLike(keyPrefix)}%`}`,
        sql`lower(${outgoingMails.to}) = ${to.toLowerCase()}`,
      ),
    );
  return row?.count ?? 0;
}

export async function findMail(db: Queryable, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
  return row;
}

export async function markSent(db: Queryable, id: string) {
  await db
    .update(outgoingMails)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: sql`${outgoingMails.attempts} + 1`,
      lastError: null,
    })
    .where(eq(outgoingMails.id, id));
}

export async function recordFailure(db: Queryable, id: string, error: string, status: MailStatus) {
  await db
    .update(outgoingMails)
    .set({ status, lastError: error, attempts: sql`${outgoingMails.attempts} + 1` })
    .where(eq(outgoingMails.id, id));
}

/** Mails that gave up after their last attempt and were not sent again since. */
export async function countFailed(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outgoingMails)
    .where(eq(outgoingMails.status, 'failed'));
  return row?.count ?? 0;
}

/** A failed mail back in the queue; false when the mail is not (or no longer) failed. */
export async function requeue(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .update(outgoingMails)
    .set({ status: 'queued' })
    .where(and(eq(outgoingMails.id, id), eq(outgoingMails.status, 'failed')))
    .returning({ id: outgoingMails.id });
  return rows.length === 1;
}

const contains = (column: PgColumn, text: string) => sql`${column} ilike ${`%${escapeLike(text)}%`}`;

export function mailFilters(query: Omit<MailListQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    query.status ? eq(outgoingMails.status, query.status) : undefined,
    query.recipient ? contains(outgoingMails.to, query.recipient) : undefined,
    query.subject ? contains(outgoingMails.subject, query.subject) : undefined,
    query.from ? gte(outgoingMails.createdAt, query.from) : undefined,
    query.to ? lt(outgoingMails.createdAt, endOfRange(query.to)) : undefined,
  );
}

/** A page of the mails `where` selects, the newest first. */
export function pageOfMails(db: Queryable, where: SQL | undefined, request: PageRequest) {
  const query = db.select().from(outgoingMails).where(where).$dynamic();
  return readPage(db, query, [desc(outgoingMails.createdAt), desc(outgoingMails.id)], request);
}

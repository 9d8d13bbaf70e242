import type { Paged } from '@shop/shared/api';
import {
  type AdminContactQuery,
  type ContactPriority,
  type ContactStatus,
  type MyContactQuery,
  openContactStatuses,
} from '@shop/shared/contact';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { namedUserColumns } from '../../db/named-user.ts';
import { type PageOrder, type PageRequest, readPage } from '../../db/paging.ts';
import { contactMessages, contactNotes, contactReplies } from '../../db/schema/contact.ts';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../db/types.ts';
import { endOfRange } from '../../lib/date-range.ts';
import { escapeLike } from '../../lib/db-errors.ts';
import type { NamedUser } from '../../lib/person.ts';

export type MessageRow = typeof contactMessages.$inferSelect;
export type NewMessage = Pick<
  MessageRow,
  'email' | 'subject' | 'message' | 'tags' | 'priority' | 'slaDueAt' | 'createdAt'
> &
  Partial<Pick<MessageRow, 'userId' | 'parentId' | 'orderId'>>;

const parent = alias(contactMessages, 'parent');
const sender = alias(users, 'sender');
/** The address to answer: the account's, or the one a guest gave. */
const senderEmail = sql<string>`coalesce(${sender.email}, ${contactMessages.email})`;

/** A message with the account that sent it and the subject of the one it follows up. */
export interface MessageView {
  message: MessageRow;
  user: NamedUser | null;
  parentSubject: string | null;
  senderEmail: string;
}

function selectMessages(db: Queryable) {
  return db
    .select({
      message: contactMessages,
      user: namedUserColumns(sender),
      parentSubject: parent.subject,
      senderEmail,
    })
    .from(contactMessages)
    .leftJoin(sender, eq(sender.id, contactMessages.userId))
    .leftJoin(parent, eq(parent.id, contactMessages.parentId));
}

/** Open messages (nieuw, in behandeling) whose SLA deadline passed before `now`: the desk's 'Te laat'. */
export async function countOverdue(db: Queryable, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(inArray(contactMessages.status, [...openContactStatuses]), lt(contactMessages.slaDueAt, now)));
  return row?.count ?? 0;
}

export async function insertMessage(db: Queryable, message: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row!;
}

/** One message; with `ownerId` only when that user owns it. */
export async function findMessage(
  db: Queryable,
  id: string,
  ownerId?: string,
): Promise<MessageView | undefined> {
  const [row] = await selectMessages(db).where(
    and(eq(contactMessages.id, id), ownerId ? eq(contactMessages.userId, ownerId) : undefined),
  );
  return row;
}

const contains = (column: SQL | typeof contactMessages.subject, text: string) =>
  sql`${column} ilike ${`%${escapeLike(text)}%`}`;

export function ownFilters(userId: string, query: Omit<MyContactQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    eq(contactMessages.userId, userId),
    query.subject ? contains(contactMessages.subject, query.subject) : undefined,
    query.status ? eq(contactMessages.status, query.status) : undefined,
    query.priority ? eq(contactMessages.priority, query.priority) : undefined,
  );
}

export function adminFilters(query: Omit<AdminContactQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    query.subject ? contains(contactMessages.subject, query.subject) : undefined,
    query.email ? contains(senderEmail, query.email) : undefined,
    query.tag.length > 0
      ? sql`${contactMessages.tags} @> array[${sql.join(
          query.tag.map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    query.status ? eq(contactMessages.status, query.status) : undefined,
    query.priority ? eq(contactMessages.priority, query.priority) : undefined,
    query.from ? gte(contactMessages.createdAt, query.from) : undefined,
    query.to ? lt(contactMessages.createdAt, endOfRange(query.to)) : undefined,
  );
}

const isOpen = inArray(contactMessages.status, [...openContactStatuses]);

/**
 * A page of messages. `urgentFirst` (the support desk): open work on top, the nearest deadline
 * first (overdue ones lead); then the handled ones, newest first. Otherwise newest first.
 */
export function pageOfMessages(
  db: Queryable,
  where: SQL | undefined,
  request: PageRequest & { urgentFirst?: boolean },
): Promise<Paged<MessageView>> {
  const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)] as const;
  const order: PageOrder = request.urgentFirst
    ? [
        desc(isOpen),
        sql`case when ${isOpen} then ${contactMessages.slaDueAt} end asc nulls last`,
        ...newestFirst,
      ]
    : [...newestFirst];
  return readPage(db, selectMessages(db).where(where).$dynamic(), order, request);
}

export interface ReplyView {
  id: string;
  messageId: string;
  message: string;
  sentAt: Date;
  admin: NamedUser | null;
  readByUser: boolean;
}

/** The replies of these messages, oldest first, with the answering admin's names and address. */
export async function repliesOf(db: Queryable, messageIds: string[]): Promise<ReplyView[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .select({ reply: contactReplies, admin: namedUserColumns(users) })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.adminId))
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
  return rows.map(({ reply, admin }) => ({
    id: reply.id,
    messageId: reply.messageId,
    message: reply.message,
    sentAt: reply.sentAt,
    // Null for an admin whose account was deleted: they still answered as support.
    admin,
    readByUser: reply.readByUser || !reply.adminId,
  }));
}

/** An internal note and the admin who added it (null once their account is deleted). */
export interface NoteView {
  note: typeof contactNotes.$inferSelect;
  author: NamedUser | null;
}

export async function notesOf(db: Queryable, messageId: string): Promise<NoteView[]> {
  return db
    .select({ note: contactNotes, author: namedUserColumns(users) })
    .from(contactNotes)
    .leftJoin(users, eq(users.id, contactNotes.addedById))
    .where(eq(contactNotes.messageId, messageId))
    .orderBy(asc(contactNotes.addedAt), asc(contactNotes.id));
}

export async function insertReply(
  db: Queryable,
  reply: { messageId: string; message: string; adminId: string | null },
) {
  const [row] = await db.insert(contactReplies).values(reply).returning();
  return row!;
}

export async function insertNote(
  db: Queryable,
  note: { messageId: string; note: string; addedById: string },
) {
  await db.insert(contactNotes).values(note);
}

/**
 * Marks the admin replies of a message read by its owner. The unread ones are locked in one order
 * (by id), and one another call holds is skipped: that call is marking it read too, the only
 * change a reply ever gets. So parallel calls neither wait nor deadlock (decision 032).
 */
export async function markRepliesRead(db: Queryable, messageId: string): Promise<void> {
  const unread = db
    .select({ id: contactReplies.id })
    .from(contactReplies)
    .where(
      and(
        eq(contactReplies.messageId, messageId),
        eq(contactReplies.readByUser, false),
        sql`${contactReplies.adminId} is not null`,
      ),
    )
    .orderBy(asc(contactReplies.id))
    .for('update', { skipLocked: true });
  await db.update(contactReplies).set({ readByUser: true }).where(inArray(contactReplies.id, unread));
}

export async function updateMessage(
  db: Queryable,
  id: string,
  changes: Partial<{ status: ContactStatus; priority: ContactPriority; slaDueAt: Date | null }>,
): Promise<void> {
  await db
    .update(contactMessages)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(contactMessages.id, id));
}

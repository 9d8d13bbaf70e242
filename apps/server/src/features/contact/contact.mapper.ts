import {
  type AdminContactListItem,
  type AdminContactMessage,
  type ContactMessage,
  isOverdue,
} from '@shop/shared/contact';
import { type NamedUser, toPerson } from '../../lib/person.ts';
import type { MessageView, NoteView, ReplyView } from './contact.repository.ts';

/** Who reads a thread: its owner (support's replies by name only) or the support desk (with addresses). */
export type Reader = 'owner' | 'desk';
const deskViewer = { id: '', role: 'admin' } as const;
const personFor = (user: NamedUser, reader: Reader) => toPerson(user, reader === 'desk' ? deskViewer : null);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What every view of a message shows of it, the owner's and the desk's list alike. */
function messageFields({ message, senderEmail }: MessageView) {
  const { id, subject, tags, priority, status, parentId, createdAt } = message;
  return {
    _id: id,
    subject,
    email: senderEmail,
    tags,
    priority,
    status,
    parentId,
    createdAt: createdAt.toISOString(),
  };
}

function toReply(reply: ReplyView, reader: Reader) {
  return {
    _id: reply.id,
    message: reply.message,
    sentAt: reply.sentAt.toISOString(),
    admin: reply.admin && personFor(reply.admin, reader),
    readByUser: reply.readByUser,
  };
}

/** A message as its owner sees it: no internal notes, no SLA. */
export function toContactMessage(view: MessageView, replies: ReplyView[], reader: Reader): ContactMessage {
  return {
    ...messageFields(view),
    message: view.message.message,
    parentSubject: view.parentSubject,
    orderId: view.message.orderId,
    responses: replies.map((reply) => toReply(reply, reader)),
    unreadReplies: replies.filter((reply) => !reply.readByUser).length,
  };
}

/** A message as the support desk sees it: with the sender's account, the SLA and the internal notes. */
export function toAdminContactMessage(
  view: MessageView,
  replies: ReplyView[],
  notes: NoteView[],
): AdminContactMessage {
  const slaDueAt = iso(view.message.slaDueAt);
  return {
    ...toContactMessage(view, replies, 'desk'),
    user: view.user && personFor(view.user, 'desk'),
    slaDueAt,
    overdue: isOverdue({ status: view.message.status, slaDueAt }),
    internalNotes: notes.map(({ note, author }) => ({
      _id: note.id,
      note: note.note,
      addedAt: note.addedAt.toISOString(),
      addedBy: author && personFor(author, 'desk'),
    })),
  };
}

/** A line of the support desk's list. */
export function toListItem(view: MessageView, now: Date): AdminContactListItem {
  const slaDueAt = iso(view.message.slaDueAt);
  return {
    ...messageFields(view),
    slaDueAt,
    overdue: isOverdue({ status: view.message.status, slaDueAt }, now),
  };
}

import type { Paged } from '@shop/shared/api';
import {
  type AdminContactListItem,
  type AdminContactMessage,
  type AdminContactQuery,
  type ContactMessage,
  type ContactPriority,
  type ContactStatus,
  type contactInputSchema,
  contactMessages,
  contactNotificationMessages,
  contactNotificationTitles,
  type MyContactQuery,
  slaDeadline,
} from '@shop/shared/contact';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/types.ts';
import type { AuthUser } from '../../lib/access-token.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { type Reader, toAdminContactMessage, toContactMessage, toListItem } from './contact.mapper.ts';
import * as repository from './contact.repository.ts';
import { messageReceivedMail, supportReplyMail } from './contact-mails.ts';

type ContactInput = z.output<typeof contactInputSchema>;

interface Dependencies {
  db: Database;
  mail: MailService;
  notifications: NotificationsService;
  publicUrl: string;
}

const noAccess = () => notFound(contactMessages.notFound);

/** At most this many message confirmations go to one address in a day, whoever writes (decision 036). */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The conversation between the shop and its customers. Customers see only their own messages and
 * never the internal notes; the support desk (admin routes) sees everything. Every e-mail goes
 * through the mail queue in the same transaction as the change that causes it.
 */
export function createContactService({ db, mail, notifications, publicUrl }: Dependencies) {
  const withReplies = async (views: repository.MessageView[], reader: Reader, tx: Queryable = db) => {
    const replies = await repository.repliesOf(
      tx,
      views.map((view) => view.message.id),
    );
    return views.map((view) =>
      toContactMessage(
        view,
        replies.filter((reply) => reply.messageId === view.message.id),
        reader,
      ),
    );
  };

  async function own(userId: string, id: string, tx: Queryable = db): Promise<repository.MessageView> {
    const view = await repository.findMessage(tx, id, userId);
    if (!view) throw noAccess();
    return view;
  }

  async function ownMessage(userId: string, id: string): Promise<ContactMessage> {
    const [message] = await withReplies([await own(userId, id)], 'owner');
    return message!;
  }

  async function adminMessage(id: string, tx: Queryable = db): Promise<AdminContactMessage> {
    const view = await repository.findMessage(tx, id);
    if (!view) throw noAccess();
    const replies = await repository.repliesOf(tx, [id]);
    return toAdminContactMessage(view, replies, await repository.notesOf(tx, id));
  }

  return {
    /**
     * A new message from a guest (with their e-mail) or a logged-in user (their account's
     * address); a follow-up names one of the user's own messages as parent. The sender gets a
     * confirmation by e-mail, at most a few a day per address; the message is kept either way.
     */
    async create(input: ContactInput, caller: AuthUser | null): Promise<ContactMessage> {
      const email = caller?.email ?? input.email;
      if (!email) throw badRequest(contactMessages.emailRequired, { email: [contactMessages.emailRequired] });
      const id = await db.transaction(async (tx) => {
        if (input.parentId && (!caller || !(await repository.findMessage(tx, input.parentId, caller.id)))) {
          throw noAccess();
        }
        const created = new Date();
        const row = await repository.insertMessage(tx, {
          userId: caller?.id ?? null,
          email,
          subject: input.subject,
          message: input.message,
          tags: [...new Set(input.tags)],
          priority: input.priority,
          parentId: input.parentId ?? null,
          createdAt: created,
          slaDueAt: slaDeadline(input.priority, created),
        });
        await mail.queueWithinLimit(
          messageReceivedMail(row, { ownAccount: caller !== null, publicUrl }),
          `contact-received:${row.id}`,
          { keyPrefix: 'contact-received:', max: CONFIRMATIONS_PER_ADDRESS_PER_DAY, perMs: DAY_MS },
          tx,
        );
        return row.id;
      });
      const [message] = await withReplies([(await repository.findMessage(db, id))!], 'owner');
      return message!;
    },

    /**
     * A thread the customer opens about one of their orders (a withdrawal, decision 057), in the
     * caller's transaction: from their account, with the order linked for the support desk and the
     * usual confirmation by e-mail.
     */
    async openAboutOrder(
      input: {
        user: Pick<AuthUser, 'id' | 'email'>;
        orderId: string;
        subject: string;
        message: string;
        tags: string[];
      },
      tx: Queryable,
    ) {
      const created = new Date();
      const priority: ContactPriority = 'hoog';
      const row = await repository.insertMessage(tx, {
        userId: input.user.id,
        email: input.user.email,
        subject: input.subject,
        message: input.message,
        tags: input.tags,
        priority,
        orderId: input.orderId,
        createdAt: created,
        slaDueAt: slaDeadline(priority, created),
      });
      await mail.queueWithinLimit(
        messageReceivedMail(row, { ownAccount: true, publicUrl }),
        `contact-received:${row.id}`,
        { keyPrefix: 'contact-received:', max: CONFIRMATIONS_PER_ADDRESS_PER_DAY, perMs: DAY_MS },
        tx,
      );
      return row;
    },

    async mine(userId: string, query: MyContactQuery): Promise<Paged<ContactMessage>> {
      const { page, limit, ...filters } = query;
      const views = await repository.pageOfMessages(db, repository.ownFilters(userId, filters), {
        page,
        limit,
      });
      return { ...views, data: await withReplies(views.data, 'owner') };
    },

    one: ownMessage,

    /** The owner has opened the message: support's replies count as read. */
    async markRead(userId: string, id: string): Promise<ContactMessage> {
      await own(userId, id);
      await repository.markRepliesRead(db, id);
      return ownMessage(userId, id);
    },

    /** The owner writes in the thread; a thread that was answered or closed is open work again. */
    async replyAsOwner(userId: string, id: string, text: string): Promise<ContactMessage> {
      await db.transaction(async (tx) => {
        const { message } = await own(userId, id, tx);
        await repository.insertReply(tx, { messageId: id, message: text, adminId: null });
        if (message.status === 'beantwoord' || message.status === 'gesloten') {
          await repository.updateMessage(tx, id, { status: 'in_behandeling' });
        }
      });
      return ownMessage(userId, id);
    },

    async list(query: AdminContactQuery): Promise<Paged<AdminContactListItem>> {
      const { page, limit, ...filters } = query;
      const views = await repository.pageOfMessages(db, repository.adminFilters(filters), {
        page,
        limit,
        urgentFirst: true,
      });
      const now = new Date();
      return { ...views, data: views.data.map((view) => toListItem(view, now)) };
    },

    get: (id: string) => adminMessage(id),

    /** How many open messages are past their SLA deadline now, as the desk marks them 'Te laat'. */
    overdueCount: (now: Date = new Date()) => repository.countOverdue(db, now),

    async setStatus(id: string, status: ContactStatus): Promise<AdminContactMessage> {
      await adminMessage(id);
      await repository.updateMessage(db, id, { status });
      return adminMessage(id);
    },

    /** A new priority moves the SLA deadline: counted from when the customer wrote. */
    async setPriority(id: string, priority: ContactPriority): Promise<AdminContactMessage> {
      const { createdAt } = await adminMessage(id);
      await repository.updateMessage(db, id, {
        priority,
        slaDueAt: slaDeadline(priority, new Date(createdAt)),
      });
      return adminMessage(id);
    },

    /** Support answers: the thread is answered, the customer gets an e-mail and, with an account, a notification. */
    async reply(adminId: string, id: string, text: string): Promise<AdminContactMessage> {
      return db.transaction(async (tx) => {
        const view = await repository.findMessage(tx, id);
        if (!view) throw noAccess();
        const reply = await repository.insertReply(tx, { messageId: id, message: text, adminId });
        await repository.updateMessage(tx, id, { status: 'beantwoord' });
        const { message } = view;
        await mail.queue(
          supportReplyMail(message, view.senderEmail, text, { hasAccount: view.user !== null, publicUrl }),
          `contact-reply:${reply.id}`,
          tx,
        );
        if (view.user) {
          await notifications.notify(
            {
              userId: view.user.id,
              title: contactNotificationTitles.reply,
              message: contactNotificationMessages.reply(message.subject),
              icon: 'mail',
              link: `/mijn-berichten/${message.id}`,
            },
            tx,
          );
        }
        return adminMessage(id, tx);
      });
    },

    async addNote(adminId: string, id: string, note: string): Promise<AdminContactMessage> {
      await adminMessage(id);
      await repository.insertNote(db, { messageId: id, note, addedById: adminId });
      return adminMessage(id);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

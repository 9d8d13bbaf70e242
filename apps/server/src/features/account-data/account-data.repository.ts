import type { OrderStatus } from '@shop/shared/order';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { loginThrottles } from '../../db/schema/auth.ts';
import { blogPostLikes, blogPosts } from '../../db/schema/blog.ts';
import { comments } from '../../db/schema/comments.ts';
import { contactMessages, contactReplies } from '../../db/schema/contact.ts';
import { savedFuelPlans } from '../../db/schema/fuel-plans.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { addresses, users } from '../../db/schema/users.ts';
import type { Queryable, Transaction } from '../../db/types.ts';

/** The rows of `column` that name one of `emails`, whatever their case. */
const toAnyOf = (column: PgColumn, emails: readonly string[]): SQL =>
  inArray(
    sql`lower(${column})`,
    emails.map((email) => email.toLowerCase()),
  );

/** The support messages that are a user's: sent while logged in, or as a guest from their address. */
const ownMessages = (userId: string, email: string): SQL =>
  or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = lower(${email})`)!;

export async function findAccount(db: Queryable, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The account, locked until the transaction ends: nothing changes it while it is removed. */
export async function lockAccount(tx: Transaction, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Everything the shop keeps about a user, each kind oldest first, for their download. */
export async function readAccountData(db: Queryable, userId: string, email: string) {
  const [addressRows, orderRows, commentRows, likedRows, messageRows, notificationRows, planRows] =
    await Promise.all([
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt)),
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
      db
        .select({
          post: blogPosts.title,
          content: comments.content,
          deleted: comments.deleted,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .innerJoin(blogPosts, eq(blogPosts.id, comments.postId))
        .where(eq(comments.userId, userId))
        .orderBy(asc(comments.createdAt)),
      db
        .select({ title: blogPosts.title })
        .from(blogPostLikes)
        .innerJoin(blogPosts, eq(blogPosts.id, blogPostLikes.postId))
        .where(eq(blogPostLikes.userId, userId))
        .orderBy(asc(blogPosts.title)),
      db
        .select()
        .from(contactMessages)
        .where(ownMessages(userId, email))
        .orderBy(asc(contactMessages.createdAt)),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
      db
        .select({ name: savedFuelPlans.name, createdAt: savedFuelPlans.createdAt })
        .from(savedFuelPlans)
        .where(eq(savedFuelPlans.userId, userId))
        .orderBy(asc(savedFuelPlans.createdAt)),
    ]);
  const orderIds = orderRows.map((order) => order.id);
  const messageIds = messageRows.map((message) => message.id);
  const [lineRows, replyRows] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.position)),
    messageIds.length === 0
      ? []
      : db
          .select()
          .from(contactReplies)
          .where(inArray(contactReplies.messageId, messageIds))
          .orderBy(asc(contactReplies.sentAt)),
  ]);
  return {
    addresses: addressRows,
    orders: orderRows.map((order) => ({
      ...order,
      lines: lineRows.filter((line) => line.orderId === order.id),
    })),
    comments: commentRows,
    likedPosts: likedRows.map((row) => row.title),
    messages: messageRows.map((message) => ({
      ...message,
      replies: replyRows.filter((reply) => reply.messageId === message.id),
    })),
    notifications: notificationRows,
    fuelPlans: planRows,
  };
}

/** Whether the user has an order that still needs them: paying, paid and not sent, or on its way. */
export async function hasOpenOrder(
  tx: Queryable,
  userId: string,
  statuses: readonly OrderStatus[],
): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...statuses])))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes a user's personal data (decision 063), in the caller's transaction: their orders stay
 * for the tax rules without the buyer's name, address or e-mail address (the country stays: it
 * decides the VAT); their support messages, the mails kept for them and their login throttles go;
 * then the account itself, whose addresses, cart, likes, notifications, saved plans and sessions go
 * with it, while comments stay without it.
 */
export async function removeAccount(tx: Transaction, user: { id: string; email: string }): Promise<void> {
  // The addresses its mails went to: the account's, and any other an order was placed with.
  const orderEmails = await tx
    .selectDistinct({ email: orders.addressEmail })
    .from(orders)
    .where(and(eq(orders.userId, user.id), sql`${orders.addressEmail} <> ''`));
  const mailedTo = [user.email, ...orderEmails.map((row) => row.email)];
  await tx
    .update(orders)
    .set({
      userEmail: '',
      addressFirstName: '',
      addressLastName: '',
      addressEmail: '',
      addressStreet: '',
      addressNumber: '',
      addressZip: '',
      addressCity: '',
    })
    .where(eq(orders.userId, user.id));
  await tx.delete(contactMessages).where(ownMessages(user.id, user.email));
  await tx.delete(outgoingMails).where(toAnyOf(outgoingMails.to, mailedTo));
  await tx.delete(loginThrottles).where(toAnyOf(loginThrottles.email, [user.email]));
  await tx.delete(users).where(eq(users.id, user.id));
}

import type { Paged } from '@shop/shared/api';
import type {
  BroadcastInput,
  broadcastInputSchema,
  Notification,
  NotificationUser,
  NotificationUserQuery,
} from '@shop/shared/notification';
import { notificationErrorMessages } from '@shop/shared/notification';
import { userMessages } from '@shop/shared/user';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/types.ts';
import { notFound } from '../../lib/http-errors.ts';
import { announce } from './live-channel.ts';
import * as users from './notification-users.repository.ts';
import { toNotification } from './notifications.mapper.ts';
import * as repository from './notifications.repository.ts';

export type { NewNotification } from './notifications.repository.ts';
export type { BroadcastInput };

/**
 * A user's notifications: only ever the owner's, whoever asks. Every change is announced on the
 * database's notification channel in its own transaction, so open streams in any process hear it.
 */
export function createNotificationsService(db: Database) {
  return {
    mine: async (userId: string): Promise<Notification[]> =>
      (await repository.notificationsOf(db, userId)).map(toNotification),

    /** Idempotent: what was read already is not touched, and nothing changed is not announced. */
    async markAllRead(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if ((await repository.markAllRead(tx, userId)) > 0) await announce(tx, { userId });
      });
    },

    async markRead(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const outcome = await repository.markRead(tx, userId, id);
        if (outcome === 'missing') throw notFound(notificationErrorMessages.notFound);
        if (outcome === 'marked') await announce(tx, { userId });
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repository.deleteNotification(tx, userId, id)))
          throw notFound(notificationErrorMessages.notFound);
        await announce(tx, { userId });
      });
    },

    /**
     * Tells a user something happened. Pass the caller's transaction so the notification exists
     * exactly when the change it reports does. With a `dedupeKey` it is made once; undefined then
     * means it existed already.
     */
    async notify(
      notification: repository.NewNotification,
      tx: Queryable = db,
    ): Promise<Notification | undefined> {
      const row = await repository.insertNotification(tx, notification);
      if (!row) return undefined;
      await announce(tx, { userId: row.userId });
      return toNotification(row);
    },

    /** One notification for each chosen user, or for everyone: one statement, one wakeup. */
    async broadcast(input: z.output<typeof broadcastInputSchema>): Promise<{ created: number }> {
      return db.transaction(async (tx) => {
        const created = await repository.insertForUsers(
          tx,
          input.everyone ? { everyone: true } : { userIds: input.userIds },
          { title: input.title, message: input.message, icon: input.icon, link: input.link ?? null },
        );
        await announce(tx, { everyone: true });
        return { created };
      });
    },

    /** Deletes every notification (a wipe, in its transaction); open pages hear of it. */
    async removeAll(tx: Queryable): Promise<number> {
      const count = await repository.deleteAll(tx);
      await announce(tx, { everyone: true });
      return count;
    },

    async findUsers(query: NotificationUserQuery): Promise<Paged<NotificationUser>> {
      const { page, limit, email } = query;
      return users.pageOfUsers(db, email, { page, limit });
    },

    /** An admin looks at a user's notifications. */
    async ofUser(userId: string): Promise<{ user: NotificationUser; data: Notification[] }> {
      const user = await users.findUser(db, userId);
      if (!user) throw notFound(userMessages.notFound);
      return { user, data: (await repository.notificationsOf(db, userId)).map(toNotification) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

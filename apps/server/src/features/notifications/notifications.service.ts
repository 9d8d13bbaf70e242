import type { Notification } from '@shop/shared/notification';
import type { Database, Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toNotification } from './notifications.mapper.ts';
import * as repository from './notifications.repository.ts';

export type { NewNotification } from './notifications.repository.ts';

const notFoundMessage = 'Notificatie niet gevonden.';

/** A user's notifications: only ever the owner's, whoever asks. */
export function createNotificationsService(db: Database) {
  return {
    mine: async (userId: string): Promise<Notification[]> =>
      (await repository.notificationsOf(db, userId)).map(toNotification),

    markAllRead: (userId: string) => repository.markAllRead(db, userId),

    async markRead(userId: string, id: string): Promise<void> {
      if (!(await repository.markRead(db, userId, id))) throw notFound(notFoundMessage);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteNotification(db, userId, id))) throw notFound(notFoundMessage);
    },

    /**
     * Tells a user something happened. Pass the caller's transaction so the notification exists
     * exactly when the change it reports does.
     */
    notify: async (notification: repository.NewNotification, tx: Queryable = db): Promise<Notification> =>
      toNotification(await repository.insertNotification(tx, notification)),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

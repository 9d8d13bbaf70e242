import { type Notification, notificationSchema } from '@shop/shared/notification';
import { idParamsSchema } from '@shop/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import * as repository from './notifications.repository.ts';

const notFoundMessage = 'Notificatie niet gevonden.';

export function toNotification(
  row: Awaited<ReturnType<typeof repository.notificationsOf>>[number],
): Notification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    icon: row.icon,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** /api/notifications: the caller's own notifications only. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get('/my', { schema: { response: { 200: z.array(notificationSchema) } } }, async (request) =>
    (await repository.notificationsOf(app.db, currentUser(request).id)).map(toNotification),
  );

  app.post('/read-all', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await repository.markAllRead(app.db, currentUser(request).id);
    return reply.status(204).send(null);
  });

  app.post(
    '/:id/read',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await repository.markRead(app.db, currentUser(request).id, request.params.id)))
        throw notFound(notFoundMessage);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await repository.deleteNotification(app.db, currentUser(request).id, request.params.id))) {
        throw notFound(notFoundMessage);
      }
      return reply.status(204).send(null);
    },
  );
};

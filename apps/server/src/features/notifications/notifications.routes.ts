import { idParamsSchema } from '@shop/shared/api';
import { notificationSchema } from '@shop/shared/notification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

/** /api/notifications: the caller's own notifications only. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.addHook('onRequest', requireUser);

  app.get('/my', { schema: { response: { 200: z.array(notificationSchema) } } }, async (request) =>
    notifications.mine(currentUser(request).id),
  );

  app.post('/read-all', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await notifications.markAllRead(currentUser(request).id);
    return reply.status(204).send(null);
  });

  app.post(
    '/:id/read',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await notifications.markRead(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await notifications.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import { idParamsSchema } from '@shop/shared/api';
import {
  broadcastInputSchema,
  broadcastResultSchema,
  notificationUserQuerySchema,
  notificationUserSchema,
  userNotificationsSchema,
} from '@shop/shared/notification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListSchema } from '../../lib/route-shapes.ts';
import type { NotificationsService } from './notifications.service.ts';

/** /api/admin/notifications: find users, read a user's notifications, broadcast. Admins only. */
export const notificationsAdminRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  app.get(
    '/users',
    {
      schema: pagedListSchema(notificationUserQuerySchema, notificationUserSchema),
    },
    async (request) => notifications.findUsers(request.query),
  );

  app.get(
    '/user/:id',
    { schema: { params: idParamsSchema, response: { 200: userNotificationsSchema } } },
    async (request) => notifications.ofUser(request.params.id),
  );

  app.post(
    '/broadcast',
    { schema: { body: broadcastInputSchema, response: { 201: broadcastResultSchema } } },
    async (request, reply) => reply.status(201).send(await notifications.broadcast(request.body)),
  );
};

import { idParamsSchema, pagedSchema } from '@shop/shared/api';
import { adminUserSchema, userListQuerySchema, userSchema, userUpdateSchema } from '@shop/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UsersService } from './users.service.ts';

/** /api/user — admin only (the user's own profile routes come with the profile feature). */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/',
    { schema: { querystring: userListQuerySchema, response: { 200: pagedSchema(userSchema) } } },
    async (request) => users.list(request.query),
  );

  app.get(
    '/:id',
    { schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => users.detail(request.params.id),
  );

  app.put(
    '/:id',
    { schema: { params: idParamsSchema, body: userUpdateSchema, response: { 200: userSchema } } },
    async (request) => users.update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await users.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};

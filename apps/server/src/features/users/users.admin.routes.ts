import { idParamsSchema } from '@shop/shared/api';
import { adminUserSchema, userListQuerySchema, userSchema, userUpdateSchema } from '@shop/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteById, pagedListSchema } from '../../lib/route-shapes.ts';
import { keptAnswers } from '../../plugins/stored-body.ts';
import type { UsersService } from './users.service.ts';

/** /api/user — admin only (the user's own profile routes come with the profile feature). */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  // A page the service keeps (until the accounts change, decision 094) is serialized and
  // compressed once; the accounts' details in it are for this admin's screen only.
  const sendAnswer = keptAnswers();
  app.get('/', { schema: pagedListSchema(userListQuerySchema, userSchema) }, async (request, reply) =>
    sendAnswer(request, reply.header('cache-control', 'private, no-store'), await users.list(request.query)),
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

  deleteById(app, (id) => users.remove(id));
};

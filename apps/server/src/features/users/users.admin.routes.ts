import { idParamsSchema } from '@shop/shared/api';
import { userSchema } from '@shop/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

/** /api/user — admin only (the user's own profile routes come with the profile feature). */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: userSchema } } }, async (request) =>
    users.byId(request.params.id),
  );
};

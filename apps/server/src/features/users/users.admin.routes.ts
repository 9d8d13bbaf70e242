import { idParamsSchema, userMessages, userSchema } from '@shop/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { toUser } from './users.mapper.ts';
import { findUser } from './users.repository.ts';

/** /api/user — admin only (the user's own profile routes come with the profile feature). */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: userSchema } } }, async (request) => {
    const user = await findUser(app.db, request.params.id);
    if (!user) throw notFound(userMessages.notFound);
    return toUser(user);
  });
};

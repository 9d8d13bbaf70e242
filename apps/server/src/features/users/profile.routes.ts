import { idParamsSchema } from '@shop/shared/api';
import { addressInputSchema, addressSchema, profileSchema, profileUpdateSchema } from '@shop/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';

const addressListSchema = z.array(addressSchema);

/** /api/user/profile and /api/user/addresses: always the caller's own data. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.addHook('onRequest', requireUser);

  app.get('/profile', { schema: { response: { 200: profileSchema } } }, async (request) =>
    profile.get(currentUser(request).id),
  );

  app.put(
    '/profile',
    { schema: { body: profileUpdateSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await profile.update(currentUser(request).id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/addresses',
    { schema: { body: addressInputSchema, response: { 201: addressListSchema } } },
    async (request, reply) =>
      reply.status(201).send(await profile.addAddress(currentUser(request).id, request.body)),
  );

  app.put(
    '/addresses/:id',
    { schema: { params: idParamsSchema, body: addressInputSchema, response: { 200: addressListSchema } } },
    async (request) => profile.updateAddress(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/addresses/:id',
    { schema: { params: idParamsSchema, response: { 200: addressListSchema } } },
    async (request) => profile.removeAddress(currentUser(request).id, request.params.id),
  );
};

import {
  type Address,
  addressInputSchema,
  addressSchema,
  idParamsSchema,
  profileMessages,
  profileSchema,
  profileUpdateSchema,
  userMessages,
} from '@shop/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import * as profile from './profile.repository.ts';
import { toUser } from './users.mapper.ts';
import { findUser } from './users.repository.ts';

async function addressList(db: Queryable, userId: string): Promise<Address[]> {
  return (await profile.addressesOf(db, userId)).map(
    ({ id, userId: _owner, createdAt: _created, ...fields }) => ({
      _id: id,
      ...fields,
    }),
  );
}

/** /api/user/profile and /api/user/addresses: always the caller's own data. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const addressListSchema = z.array(addressSchema);

  app.get('/profile', { schema: { response: { 200: profileSchema } } }, async (request) => {
    const { id } = currentUser(request);
    const user = await findUser(app.db, id);
    if (!user) throw notFound(userMessages.notFound);
    const { _id, firstName, lastName, email, phone, role, sport } = toUser(user);
    return { _id, firstName, lastName, email, phone, role, sport, addresses: await addressList(app.db, id) };
  });

  app.put(
    '/profile',
    { schema: { body: profileUpdateSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { sport, ...names } = request.body;
      await profile.updateUser(app.db, currentUser(request).id, {
        ...names,
        ...(sport?.discipline !== undefined ? { sportDiscipline: sport.discipline } : {}),
        ...(sport?.level !== undefined ? { sportLevel: sport.level } : {}),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/addresses',
    { schema: { body: addressInputSchema, response: { 201: addressListSchema } } },
    async (request, reply) => {
      const { id } = currentUser(request);
      await profile.insertAddress(app.db, id, request.body);
      return reply.status(201).send(await addressList(app.db, id));
    },
  );

  app.put(
    '/addresses/:id',
    { schema: { params: idParamsSchema, body: addressInputSchema, response: { 200: addressListSchema } } },
    async (request) => {
      const user = currentUser(request);
      if (!(await profile.updateAddress(app.db, user.id, request.params.id, request.body))) {
        throw notFound(profileMessages.addressNotFound);
      }
      return addressList(app.db, user.id);
    },
  );

  app.delete(
    '/addresses/:id',
    { schema: { params: idParamsSchema, response: { 200: addressListSchema } } },
    async (request) => {
      const user = currentUser(request);
      if (!(await profile.deleteAddress(app.db, user.id, request.params.id)))
        throw notFound(profileMessages.addressNotFound);
      return addressList(app.db, user.id);
    },
  );
};

import { idParamsSchema } from '@shop/shared/api';
import {
  contactInputSchema,
  contactMessageSchema,
  contactReplyInputSchema,
  myContactQuerySchema,
} from '@shop/shared/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListSchema } from '../../lib/route-shapes.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { ContactService } from './contact.service.ts';

/** /api/contact: anyone may write; a logged-in user reads and answers only their own threads. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; rateLimitMax: number }> = async (
  app,
  { contact, rateLimitMax },
) => {
  app.post(
    '/',
    {
      config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
      schema: { body: contactInputSchema, response: { 201: contactMessageSchema } },
    },
    async (request, reply) => reply.status(201).send(await contact.create(request.body, request.user)),
  );

  app.get(
    '/my',
    {
      onRequest: requireUser,
      schema: pagedListSchema(myContactQuerySchema, contactMessageSchema),
    },
    async (request) => contact.mine(currentUser(request).id, request.query),
  );

  app.get(
    '/my/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: contactMessageSchema } } },
    async (request) => contact.one(currentUser(request).id, request.params.id),
  );

  app.post(
    '/my/:id/read',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: contactMessageSchema } } },
    async (request) => contact.markRead(currentUser(request).id, request.params.id),
  );

  app.post(
    '/my/:id/replies',
    {
      onRequest: requireUser,
      config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        params: idParamsSchema,
        body: contactReplyInputSchema,
        response: { 200: contactMessageSchema },
      },
    },
    async (request) => contact.replyAsOwner(currentUser(request).id, request.params.id, request.body.message),
  );
};

import { idParamsSchema, pagedSchema } from '@shop/shared/api';
import { mailListQuerySchema, outgoingMailSchema } from '@shop/shared/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailService } from './mail.service.ts';

/** /api/admin/mail: the outgoing mails, admins only. */
export const mailAdminRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    '/',
    { schema: { querystring: mailListQuerySchema, response: { 200: pagedSchema(outgoingMailSchema) } } },
    async (request) => mail.list(request.query),
  );

  app.post(
    '/:id/retry',
    { schema: { params: idParamsSchema, response: { 200: outgoingMailSchema } } },
    async (request) => mail.retry(request.params.id),
  );
};

import { idParamsSchema } from '@shop/shared/api';
import { mailListQuerySchema, outgoingMailSchema } from '@shop/shared/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListSchema } from '../../lib/route-shapes.ts';
import type { MailService } from './mail.service.ts';

/** /api/admin/mail: the outgoing mails, admins only. */
export const mailAdminRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get('/', { schema: pagedListSchema(mailListQuerySchema, outgoingMailSchema) }, async (request) =>
    mail.list(request.query),
  );

  app.post(
    '/:id/retry',
    { schema: { params: idParamsSchema, response: { 200: outgoingMailSchema } } },
    async (request) => mail.retry(request.params.id),
  );
};

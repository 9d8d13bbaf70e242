import { idParamsSchema } from '@shop/shared/api';
import { webhookErrorMessages, webhookGroupSchema, webhookQuerySchema } from '@shop/shared/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** /api/admin/webhooks: the event log grouped per payment. */
export const webhooksAdminRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.get(
    '/',
    { schema: { querystring: webhookQuerySchema, response: { 200: z.array(webhookGroupSchema) } } },
    async (request) => webhooks.groups(request.query),
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await webhooks.remove(request.params.id))) throw notFound(webhookErrorMessages.notFound);
      return reply.status(204).send(null);
    },
  );
};

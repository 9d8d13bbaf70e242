import { idParamsSchema } from '@shop/shared/api';
import {
  adminContactListItemSchema,
  adminContactMessageSchema,
  adminContactQuerySchema,
  contactNoteInputSchema,
  contactPriorityInputSchema,
  contactReplyInputSchema,
  contactStatusInputSchema,
} from '@shop/shared/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListSchema } from '../../lib/route-shapes.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ContactService } from './contact.service.ts';

/** /api/admin/contact: the support desk, admins only. The only routes that answer internal notes. */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  const detail = { params: idParamsSchema, response: { 200: adminContactMessageSchema } };

  app.get(
    '/',
    {
      schema: pagedListSchema(adminContactQuerySchema, adminContactListItemSchema),
    },
    async (request) => contact.list(request.query),
  );

  app.get('/:id', { schema: detail }, async (request) => contact.get(request.params.id));

  app.put('/:id/status', { schema: { ...detail, body: contactStatusInputSchema } }, async (request) =>
    contact.setStatus(request.params.id, request.body.status),
  );

  app.put('/:id/priority', { schema: { ...detail, body: contactPriorityInputSchema } }, async (request) =>
    contact.setPriority(request.params.id, request.body.priority),
  );

  app.post('/:id/replies', { schema: { ...detail, body: contactReplyInputSchema } }, async (request) =>
    contact.reply(currentUser(request).id, request.params.id, request.body.message),
  );

  app.post('/:id/notes', { schema: { ...detail, body: contactNoteInputSchema } }, async (request) =>
    contact.addNote(currentUser(request).id, request.params.id, request.body.note),
  );
};

import { wipeInputSchema, wipeResultSchema } from '@shop/shared/wipe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { WipeService } from './wipe.service.ts';

/** POST /api/admin/wipe { entity, confirm: "WIPE" }: admins only. */
export const wipeAdminRoutes: FastifyPluginAsyncZod<{ wipe: WipeService }> = async (app, { wipe }) => {
  app.post('/', { schema: { body: wipeInputSchema, response: { 200: wipeResultSchema } } }, async (request) =>
    wipe.wipe(request.body.entity, currentUser(request)),
  );
};

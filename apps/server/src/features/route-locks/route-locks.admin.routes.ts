import { routeLockInputSchema, routeLockSchema } from '@shop/shared/route-lock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteById } from '../../lib/route-shapes.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { RouteLocksService } from './route-locks.service.ts';

/** /api/admin/route-locks: the active locks, create and delete. Admins only (and never locked). */
export const routeLocksAdminRoutes: FastifyPluginAsyncZod<{ routeLocks: RouteLocksService }> = async (
  app,
  { routeLocks },
) => {
  app.get('/', { schema: { response: { 200: z.array(routeLockSchema) } } }, async () => routeLocks.list());

  app.post(
    '/',
    { schema: { body: routeLockInputSchema, response: { 201: routeLockSchema } } },
    async (request, reply) =>
      reply.status(201).send(await routeLocks.create(request.body, currentUser(request).id)),
  );

  deleteById(app, (id) => routeLocks.remove(id));
};

import { idParamsSchema } from '@shop/shared/api';
import { blogInputSchema, blogPostSchema, blogStatsSchema } from '@shop/shared/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteById } from '../../lib/route-shapes.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { BlogService } from './blog.service.ts';

export const blogAdminRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.post(
    '/',
    { schema: { body: blogInputSchema, response: { 201: blogPostSchema } } },
    async (request, reply) => reply.status(201).send(await blog.create(request.body, currentUser(request))),
  );

  app.put(
    '/:id',
    { schema: { params: idParamsSchema, body: blogInputSchema, response: { 200: blogPostSchema } } },
    async (request) => blog.update(request.params.id, request.body, currentUser(request)),
  );

  deleteById(app, (id) => blog.remove(id));

  app.get(
    '/:id/stats',
    { schema: { params: idParamsSchema, response: { 200: blogStatsSchema } } },
    async (request) => blog.stats(request.params.id),
  );
};

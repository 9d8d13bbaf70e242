import { blogListQuerySchema, blogPostSchema, likeToggleResponseSchema } from '@shop/shared/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptQuery } from '../../lib/kept-queries.ts';
import { pagedListSchema } from '../../lib/route-shapes.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { keptAnswers } from '../../plugins/stored-body.ts';
import type { BlogService } from './blog.service.ts';

const slugOrIdParams = z.object({ slugOrId: z.string().min(1).max(200) });

export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  // A guest's listing the service keeps (until the blog changes) is serialized and compressed once.
  const sendAnswer = keptAnswers();
  app.get(
    '/',
    {
      config: { etag: true },
      schema: pagedListSchema(keptQuery(blogListQuerySchema), blogPostSchema),
    },
    async (request, reply) => sendAnswer(request, reply, await blog.list(request.query, request.user)),
  );

  app.get(
    '/:slugOrId',
    { config: { etag: true }, schema: { params: slugOrIdParams, response: { 200: blogPostSchema } } },
    async (request) => blog.get(request.params.slugOrId, request.user),
  );

  app.post(
    '/:slugOrId/like',
    {
      onRequest: requireUser,
      schema: { params: slugOrIdParams, response: { 200: likeToggleResponseSchema } },
    },
    async (request) => blog.toggleLike(request.params.slugOrId, currentUser(request)),
  );
};

import { idParamsSchema } from '@shop/shared/api';
import { likeToggleResponseSchema } from '@shop/shared/blog';
import { commentInputSchema, commentSchema, commentUpdateSchema } from '@shop/shared/comment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { CommentsService } from './comments.service.ts';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Mounted under /api/blog. */
export const commentsRoutes: FastifyPluginAsyncZod<{
  comments: CommentsService;
  rateLimitMax: number;
}> = async (app, { comments, rateLimitMax }) => {
  app.get(
    '/:slug/comments',
    { schema: { params: slugParams, response: { 200: z.array(commentSchema) } } },
    async (request) => comments.list(request.params.slug, request.user),
  );

  app.post(
    '/:slug/comments',
    {
      onRequest: requireUser,
      config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        params: slugParams,
        body: commentInputSchema,
        response: { 201: z.object({ _id: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await comments.create(request.params.slug, request.body, currentUser(request))),
  );

  app.put(
    '/comments/:id',
    {
      onRequest: requireUser,
      schema: { params: idParamsSchema, body: commentUpdateSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await comments.update(request.params.id, request.body.content, currentUser(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/comments/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await comments.remove(request.params.id, currentUser(request));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/comments/:id/like',
    {
      onRequest: requireUser,
      schema: { params: idParamsSchema, response: { 200: likeToggleResponseSchema } },
    },
    async (request) => comments.toggleLike(request.params.id, currentUser(request)),
  );
};

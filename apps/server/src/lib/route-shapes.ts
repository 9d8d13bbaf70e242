import { idParamsSchema, pagedSchema } from '@shop/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The app a route plugin registers its routes on. */
type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** The schema of a paged list: its query (filters, page and page size) and a page of `item`s. */
export function pagedListSchema<Query extends z.ZodType, Item extends z.ZodType>(
  querystring: Query,
  item: Item,
) {
  return { querystring, response: { 200: pagedSchema(item) } };
}

/** DELETE /:id: `remove` deletes it (or throws: 404, 409), and the answer is 204 without a body. */
export function deleteById(app: RouteApp, remove: (id: string) => Promise<unknown>): void {
  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
}

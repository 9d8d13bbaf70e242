import { Readable } from 'node:stream';
import { idParamsSchema, pagedSchema } from '@shop/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The app a route plugin registers its routes on. */
type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A 200 answer that is a file to save (a PDF, a CSV, a page): its media type and what it is, for the API
 * document. Fastify sends the bytes or the stream as they are, without serializing them.
 */
export function fileResponse(mediaType: 'application/pdf' | 'text/csv' | 'text/html', description: string) {
  const file = z
    .custom<Buffer | Readable>((sent) => Buffer.isBuffer(sent) || sent instanceof Readable)
    .meta({ type: 'string', contentMediaType: mediaType });
  return { 200: { description, content: { [mediaType]: { schema: file } } } };
}

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

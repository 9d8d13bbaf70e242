import { mediaContentTypes, mediaFileNamePattern } from '@shop/shared/media-urls';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';
import type { MediaStore } from './media-store.ts';

/**
 * GET /media/<hash>-<width>.<format>: a processed photo's file (decision 065). Its name is its
 * content, so it is cached for a year as it is; only names of that form reach the disk.
 */
export const mediaFilesRoutes: FastifyPluginAsync<{ store: MediaStore }> = async (app, { store }) => {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const match = mediaFileNamePattern.exec(request.params.file);
    const format = match?.[3] as keyof typeof mediaContentTypes | undefined;
    const opened = format ? await store.open(request.params.file) : null;
    if (!format || !opened) throw notFound();
    return reply
      .type(mediaContentTypes[format])
      .header('content-length', opened.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(opened.stream);
  });
};

import { mediaFileNamePattern } from '@shop/shared/media';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';
import type { MediaStore } from './media-store.ts';

const contentTypes = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * GET /media/<hash>-<width>.<format>: a processed photo's file (decision 065). Its name is its
 * content, so it is cached for a year as it is; only names of that form reach the disk.
 */
export const mediaFilesRoutes: FastifyPluginAsync<{ store: MediaStore }> = async (app, { store }) => {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const match = mediaFileNamePattern.exec(request.params.file);
    const format = match?.[3] as keyof typeof contentTypes | undefined;
    const opened = format ? await store.open(request.params.file) : null;
    if (!format || !opened) throw notFound();
    return reply
      .type(contentTypes[format])
      .header('content-length', opened.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(opened.stream);
  });
};

import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, mediaMessages, mediaSchema } from '@shop/shared/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, payloadTooLarge } from '../../lib/http-errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MediaService } from './media.service.ts';

/** The error @fastify/multipart throws when a file passes its size limit. */
const isTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * POST /api/admin/media: one photo as `multipart/form-data` (field `file`), checked and processed
 * (decision 065); 201 with its files' addresses. Larger than the limit is a 413, anything but a
 * photo a 400, whatever its name or stated type.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post('/', { schema: { response: { 201: mediaSchema } } }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(mediaMessages.noFile);
    let bytes: Buffer | undefined;
    try {
      const file = await request.file();
      bytes = await file?.toBuffer();
    } catch (error) {
      if (isTooLarge(error)) throw payloadTooLarge(mediaMessages.tooLarge);
      throw error;
    }
    if (!bytes || bytes.length === 0) throw badRequest(mediaMessages.noFile);
    return reply.status(201).send(await media.upload(bytes, currentUser(request).id));
  });
};

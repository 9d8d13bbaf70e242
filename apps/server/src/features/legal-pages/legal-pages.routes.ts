import { legalPageParamsSchema, legalPageSchema } from '@shop/shared/legal-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LegalPagesService } from './legal-pages.service.ts';

/** /api/pages: a legal page for anyone (the shop's /voorwaarden, /privacy and /herroepingsrecht). */
export const legalPagesRoutes: FastifyPluginAsyncZod<{ legalPages: LegalPagesService }> = async (
  app,
  { legalPages },
) => {
  app.get(
    '/:slug',
    {
      config: { etag: true },
      schema: { params: legalPageParamsSchema, response: { 200: legalPageSchema } },
    },
    async (request) => legalPages.page(request.params.slug),
  );
};

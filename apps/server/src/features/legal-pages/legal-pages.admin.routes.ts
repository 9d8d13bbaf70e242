import { legalPageInputSchema, legalPageParamsSchema, legalPageSchema } from '@shop/shared/legal-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LegalPagesService } from './legal-pages.service.ts';

/** /api/admin/pages: every legal page, and changing one's title and text. Admins only. */
export const legalPagesAdminRoutes: FastifyPluginAsyncZod<{ legalPages: LegalPagesService }> = async (
  app,
  { legalPages },
) => {
  app.get('/', { schema: { response: { 200: z.array(legalPageSchema) } } }, async () => legalPages.list());

  app.put(
    '/:slug',
    {
      schema: {
        params: legalPageParamsSchema,
        body: legalPageInputSchema,
        response: { 200: legalPageSchema },
      },
    },
    async (request) => legalPages.update(request.params.slug, request.body),
  );
};

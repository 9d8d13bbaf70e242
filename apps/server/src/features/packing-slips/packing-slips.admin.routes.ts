import { idParamsSchema } from '@shop/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../lib/route-shapes.ts';
import type { PackingSlipsService } from './packing-slips.service.ts';

/** /api/orders/:id/packing-slip: any order's packing slip as a PDF to save, for the admin. */
export const packingSlipsAdminRoutes: FastifyPluginAsyncZod<{ packingSlips: PackingSlipsService }> = async (
  app,
  { packingSlips },
) => {
  const response = fileResponse('application/pdf', 'What goes into the parcel, without prices, as a PDF.');
  app.get('/:id/packing-slip', { schema: { params: idParamsSchema, response } }, async (request, reply) => {
    const { filename, pdf } = await packingSlips.download(request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

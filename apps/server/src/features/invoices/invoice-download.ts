import { idParamsSchema } from '@shop/shared/api';
import { type InvoiceKind, invoiceKinds, invoicePaths } from '@shop/shared/invoice';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../lib/route-shapes.ts';
import type { InvoiceFile } from './invoices.service.ts';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `GET <prefix>/:id/invoice` and `GET <prefix>/:id/credit-invoice`: the order's invoice as a PDF
 * to save (`attachment`, named after its number), or 404 when `find` finds none.
 */
export function invoiceDownloads(
  app: RouteApp,
  prefix: string,
  find: (orderId: string, kind: InvoiceKind, request: FastifyRequest) => Promise<InvoiceFile>,
): void {
  for (const kind of invoiceKinds) {
    app.get(
      `${prefix}/:id/${invoicePaths[kind]}`,
      {
        schema: {
          params: idParamsSchema,
          response: fileResponse(
            'application/pdf',
            `The ${kind === 'credit' ? 'credit invoice' : 'invoice'} as a PDF to save, named after its number.`,
          ),
        },
      },
      async (request, reply) => {
        const { filename, pdf } = await find(request.params.id, kind, request);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
}

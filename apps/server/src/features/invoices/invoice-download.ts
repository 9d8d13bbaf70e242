import { idParamsSchema } from '@shop/shared/api';
import { type InvoiceKind, invoiceKinds, invoicePaths } from '@shop/shared/invoice';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse } from '../../lib/route-shapes.ts';
import type { InvoiceFile } from './invoices.service.ts';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

const numberParamsSchema = idParamsSchema.extend({
  number: z.string().regex(/^\d{4}-\d{6,7}$/, { message: 'Ongeldig factuurnummer.' }),
});

function send(reply: FastifyReply, { filename, pdf }: InvoiceFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * `GET <prefix>/:id/invoice` and `GET <prefix>/:id/credit-invoice`: the order's invoice (or its first
 * credit invoice) as a PDF to save (`attachment`, named after its number), and `GET
 * <prefix>/:id/invoices/:number` for any of them (an order refunded in parts has a credit invoice
 * per refund); 404 when `find` finds none.
 */
export function invoiceDownloads(
  app: RouteApp,
  prefix: string,
  find: (orderId: string, kind: InvoiceKind, request: FastifyRequest) => Promise<InvoiceFile>,
  findNumber: (orderId: string, number: string, request: FastifyRequest) => Promise<InvoiceFile>,
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
      async (request, reply) => send(reply, await find(request.params.id, kind, request)),
    );
  }
  app.get(
    `${prefix}/:id/invoices/:number`,
    {
      schema: {
        params: numberParamsSchema,
        response: fileResponse(
          'application/pdf',
          'The invoice or credit invoice of that number as a PDF to save.',
        ),
      },
    },
    async (request, reply) =>
      send(reply, await findNumber(request.params.id, request.params.number, request)),
  );
}

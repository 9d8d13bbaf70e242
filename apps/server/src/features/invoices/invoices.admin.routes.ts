import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceDownloads } from './invoice-download.ts';
import type { InvoicesService } from './invoices.service.ts';

/** /api/orders/:id/invoice and …/credit-invoice: any order's invoices, for the admin. */
export const invoicesAdminRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  invoiceDownloads(
    app,
    '',
    (orderId, kind) => invoices.download(orderId, kind),
    (orderId, number) => invoices.downloadNumber(orderId, number),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { invoiceDownloads } from './invoice-download.ts';
import type { InvoicesService } from './invoices.service.ts';

/** /api/orders/my/:id/invoice and …/credit-invoice: a buyer's own invoices; another's order is 404. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.addHook('onRequest', requireUser);
  invoiceDownloads(
    app,
    '/my',
    (orderId, kind, request) => invoices.download(orderId, kind, currentUser(request).id),
    (orderId, number, request) => invoices.downloadNumber(orderId, number, currentUser(request).id),
  );
};

import { idParamsSchema } from '@shop/shared/api';
import {
  orderExportColumns,
  orderExportFileName,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderSchema,
  orderStatusUpdateSchema,
} from '@shop/shared/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { shopDayOf } from '../../lib/date-range.ts';
import { deleteById, fileResponse, pagedListSchema } from '../../lib/route-shapes.ts';
import { keptAnswers } from '../../plugins/stored-body.ts';
import type { OrdersService } from './orders.service.ts';

export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  // A page the service keeps (until the sales change, decision 093) is serialized and compressed
  // once; the customers' details in it are for this admin's screen only, never a cache's.
  const sendAnswer = keptAnswers();
  app.get('/', { schema: pagedListSchema(orderListQuerySchema, orderSchema) }, async (request, reply) =>
    sendAnswer(request, reply.header('cache-control', 'private, no-store'), await orders.list(request.query)),
  );

  /** Every order the list's filters select, as a CSV file for a spreadsheet, streamed as it is read. */
  const csvFile = fileResponse(
    'text/csv',
    'The orders as a CSV file for a spreadsheet (UTF-8 with BOM, `;`).',
  );
  app.get(
    '/export.csv',
    { schema: { querystring: orderExportQuerySchema, response: csvFile } },
    async (request, reply) => {
      const fileName = orderExportFileName(shopDayOf(new Date()));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(spreadsheetCsv(orderExportColumns, orders.exportRecords(request.query)));
    },
  );

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: orderSchema } } }, async (request) =>
    orders.one(request.params.id),
  );

  app.put(
    '/:id/status',
    { schema: { params: idParamsSchema, body: orderStatusUpdateSchema, response: { 200: orderSchema } } },
    async (request) => orders.changeStatus(request.params.id, request.body),
  );

  deleteById(app, (id) => orders.remove(id));
};

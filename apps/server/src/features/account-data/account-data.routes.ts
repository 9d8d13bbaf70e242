import { accountDeleteSchema, accountExportFileName, accountExportSchema } from '@shop/shared/account-data';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse } from '../../lib/route-shapes.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { AccountDataService } from './account-data.service.ts';
import { renderAccountExportPage } from './account-export-page.tsx';

/** A download of the caller's own data: saved under its name, never kept by a cache. */
const asDownload = (reply: FastifyReply, filename: string) =>
  reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store');

/**
 * Under /api/user, the caller's own data (decision 063): `GET /data` as JSON, `GET /data/readable`
 * as a page to read or print, and `DELETE /account` with the password.
 */
export const accountDataRoutes: FastifyPluginAsyncZod<{
  accountData: AccountDataService;
  rateLimitMax: number;
}> = async (app, { accountData, rateLimitMax }) => {
  app.addHook('onRequest', requireUser);
  // Each export reads everything the account has; each removal checks a password.
  const rateLimit = { max: rateLimitMax, timeWindow: '1 minute' };

  app.get(
    '/data',
    { config: { rateLimit }, schema: { response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const data = await accountData.export(currentUser(request));
      asDownload(reply, accountExportFileName(data.exportedAt.slice(0, 10), 'json'));
      return data;
    },
  );

  app.get(
    '/data/readable',
    {
      config: { rateLimit },
      schema: {
        response: fileResponse('text/html', 'Everything the shop keeps about the caller, as a page'),
      },
    },
    async (request, reply) => {
      const data = await accountData.export(currentUser(request));
      asDownload(reply, accountExportFileName(data.exportedAt.slice(0, 10), 'html'));
      return reply.type('text/html; charset=utf-8').send(Buffer.from(renderAccountExportPage(data)));
    },
  );

  app.delete(
    '/account',
    { config: { rateLimit }, schema: { body: accountDeleteSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await accountData.remove(currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  );
};

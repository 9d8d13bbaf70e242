import { idParamsSchema } from '@shop/shared/api';
import { notificationMessages, notificationSchema } from '@shop/shared/notification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { clientKey } from '../../lib/client-address.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { NotificationHub } from './notification-hub.ts';
import type { NotificationsService } from './notifications.service.ts';

const HEARTBEAT_MS = 25_000;

/** A Last-Event-ID as this stream sends them: a notification's sequence number. */
function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** /api/notifications: the caller's own notifications only. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  hub: NotificationHub;
}> = async (app, { notifications, hub }) => {
  app.addHook('onRequest', requireUser);

  /**
   * Server-sent events: `notification` (id = its sequence number) and `unread`. The stream ends
   * when its login ends (logout, on any process) or the access token that opened it expires; the browser reconnects with a fresh one and
   * its Last-Event-ID, and misses nothing.
   */
  app.get(
    '/stream',
    {
      schema: {
        headers: z.looseObject({
          'last-event-id': z
            .string()
            .optional()
            .meta({ description: 'The id of the last event received: a reconnect resumes after it.' }),
        }),
        response: {
          200: {
            description:
              'Server-sent events: `notification` (its id the sequence number, its data a notification) and ' +
              '`unread` (`{ unread }`); a comment every 25 s keeps the connection open. 429 when the user or ' +
              'the client address has too many streams open.',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = request.headers.authorization?.split(' ')[1] ?? '';
      const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      const raw = reply.raw;
      const write = (chunk: string) => {
        if (!raw.headersSent) {
          raw.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            connection: 'keep-alive',
            'x-accel-buffering': 'no',
          });
          raw.write('retry: 3000\n\n');
        }
        raw.write(chunk);
      };
      const stream = await hub.open(
        { userId: user.id, sessionId: user.sessionId, client: clientKey(request.ip) },
        { write, end: () => raw.end() },
        lastEventId(request.headers['last-event-id']),
      );
      if ('tooMany' in stream) {
        throw tooManyRequests(
          stream.tooMany === 'user'
            ? notificationMessages.tooManyStreams
            : notificationMessages.tooManyStreamsFromAddress,
        );
      }
      reply.hijack();
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(() => stream.close(), Math.max(0, expiresAt - Date.now()));
      heartbeat.unref();
      expiry.unref();
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        stream.close();
      });
    },
  );

  app.get('/my', { schema: { response: { 200: z.array(notificationSchema) } } }, async (request) =>
    notifications.mine(currentUser(request).id),
  );

  app.post('/read-all', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await notifications.markAllRead(currentUser(request).id);
    return reply.status(204).send(null);
  });

  app.post(
    '/:id/read',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await notifications.markRead(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await notifications.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const READY_DEADLINE_MS = 1_000;

/**
 * Probes that a load balancer or monitor asks many times a second. Their answers are some 20 to 60
 * bytes, far below the compression threshold, so they skip the compression plugin's hooks, which
 * would only find that out on every request.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { compress: false, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      compress: false,
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      // Within a second whatever the database does: a ping that does not come back in time is a no.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer within 1 s')), READY_DEADLINE_MS);
      });
      try {
        await Promise.race([app.database.ping(), late]);
        return { status: 'ready' as const, database: app.database.driver };
      } catch {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable' as const, database: app.database.driver });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

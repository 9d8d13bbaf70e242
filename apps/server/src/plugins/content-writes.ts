import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentVersionsService } from '../db/content-versions.ts';
import { readsOnly, routeReadsOnly } from '../lib/read-methods.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This write never changes public content (a page view, a cart): its answer need not wait
     * until this process has heard of its changes.
     */
    changesNoContent?: boolean;
  }
}

/**
 * A writer reads its own write (decision 073): what this process keeps of the public content
 * (pages, listings) is current while the database has announced no change, and an announcement
 * arrives a moment after its commit. So the answer to a write that succeeded waits until this
 * process has heard every change committed before it (`settle`): the writer's next request, to
 * this process, never gets what the write replaced. Other processes hear it within milliseconds.
 */
export const contentWritesPlugin = fp(
  async (
    app: FastifyInstance,
    { contentVersions }: { contentVersions: Pick<ContentVersionsService, 'settle'> },
  ) => {
    const settleFirst: onSendHookHandler = (request, reply, payload, done) => {
      const settles =
        !readsOnly(request.method) && reply.statusCode < 400 && !request.routeOptions.config.changesNoContent;
      if (!settles) return done(null, payload);
      void contentVersions.settle().then(() => done(null, payload));
    };
    // On the routes that write only: a read has nothing to wait for, and is spared the hook.
    app.addHook('onRoute', (route) => {
      if (routeReadsOnly(route.method)) return;
      route.onSend = [...[route.onSend ?? []].flat(), settleFirst];
    });
  },
);

import type { FastifyPluginAsync } from 'fastify';
import type { FeedsService } from './feeds.service.ts';

/** /sitemap.xml and the blog's RSS 2.0 feed at /blog/rss.xml. */
export const feedsRoutes: FastifyPluginAsync<{ feeds: FeedsService }> = async (app, { feeds }) => {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await feeds.sitemap()),
  );

  app.get('/blog/rss.xml', async (_request, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(await feeds.rss()),
  );
};

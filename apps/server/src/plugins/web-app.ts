import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-errors.ts';
import { injectPageMeta, type PageMetaResolver } from '../lib/page-meta.ts';
import { sendCompressed } from './compression.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API call and not a file gets index.html, so client routes (and the 404 page) work on reload.
 * The build writes a brotli and a gzip copy beside each text file; the one the client accepts is
 * sent as it is, with `Vary: Accept-Encoding` (decision 028).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { pageMeta }: { pageMeta: PageMetaResolver[] }) => {
    const root = app.config.webDistDir;
    const indexFile = root ? path.join(root, 'index.html') : undefined;
    const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

    if (root && indexHtml) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The compressed copies are encodings of their file, not addresses of their own.
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    async function pageHtml(html: string, pathname: string): Promise<string> {
      for (const resolve of pageMeta) {
        const meta = await resolve(pathname);
        if (meta) return injectPageMeta(html, meta, app.config.publicUrl);
      }
      return html;
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
      const isPageRequest =
        request.method === 'GET' && !pathname.startsWith('/api/') && pathname !== '/api' && !looksLikeFile;
      if (!isPageRequest || !indexHtml) throw notFound();
      // wildcard:false registers only files that existed at start; anything else is a client route.
      const html = await pageHtml(indexHtml, decodeURIComponent(pathname));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return sendCompressed(request, reply, html);
    });
  },
);

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-errors.ts';
import { isApiRequest, pageUrl, routedSegments } from '../lib/request-path.ts';
import { sendCompressed, sendCompressedStream } from './compression.ts';

/** What the web app's server rendering bundle (apps/web/src/entry-server.tsx) exports. */
interface ServerRenderer {
  renderPage(
    request: Request,
    options: {
      template: string;
      transport: (url: string, init: RequestInit) => Promise<Response>;
      origin: string;
      onError?: (error: unknown) => void;
    },
  ): Promise<
    { kind: 'page'; status: number; html: Readable; retryAfterSeconds?: number } | { kind: 'client' }
  >;
}

/** The server rendering bundle beside the browser build (`vite build --ssr` writes dist-ssr). */
async function loadRenderer(webDistDir: string): Promise<ServerRenderer | undefined> {
  const entry = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API call and not a file is a page: rendered on the server with its data when the server
 * rendering bundle is there (decision 029), otherwise index.html, which the browser renders.
 * The build writes a brotli and a gzip copy beside each text file; the one the client accepts is
 * sent as it is, with `Vary: Accept-Encoding` (decision 028).
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir;
  const indexFile = root ? path.join(root, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const renderer = root && indexHtml ? await loadRenderer(root) : undefined;

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

  /**
   * The page's API calls, answered by the app itself: the visitor's address goes along (per-address
   * limits count the visitor, not the server), never their cookies (the page is rendered as a guest).
   */
  const transportFor =
    (request: FastifyRequest) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        remoteAddress: request.ip,
        headers: { accept: 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
      });
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  app.setNotFoundHandler(async (request, reply) => {
    // Decided on the path the router read, as every decision by path is (decision 033).
    const segments = routedSegments(request);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(segments.at(-1) ?? '');
    // HEAD is answered as GET; Node sends no body with it.
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request) && !looksLikeFile;
    if (!isPageRequest || !indexHtml) throw notFound();
    // wildcard:false registers only files that existed at start; anything else is a client route.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!renderer) return sendCompressed(request, reply, indexHtml);

    const page = await renderer.renderPage(new Request(pageUrl(request, app.config.publicUrl)), {
      template: indexHtml,
      transport: transportFor(request),
      origin: app.config.publicUrl,
      onError: (error) => request.log.error({ err: error }, 'server rendering failed'),
    });
    if (page.kind === 'client') return sendCompressed(request, reply, indexHtml);
    reply.status(page.status);
    // The database is away: the page says when to try again, and so does the header.
    if (page.retryAfterSeconds) reply.header('retry-after', String(page.retryAfterSeconds));
    return sendCompressedStream(request, reply, page.html);
  });
});

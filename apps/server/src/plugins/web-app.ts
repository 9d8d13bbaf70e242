import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentTopic, ContentVersionsService } from '../db/content-versions.ts';
import { notFound } from '../lib/http-errors.ts';
import { isApiRequest, pageUrl, routedSegments } from '../lib/request-path.ts';
import { sendCompressed } from './compression.ts';
import { createPageCache, type RenderedPage } from './page-cache.ts';
import { readWebBuild, serveWebBuild } from './static-files.ts';
import { sendStored, storeBody } from './stored-body.ts';

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

/**
 * The topics of content each API call a page makes shows (db/content-versions.ts). A page that
 * calls anything else is rendered for each request, never kept: what it shows is not known to
 * change only with these.
 */
const topicsOfApiCalls: [path: string, topics: ContentTopic[]][] = [
  ['/api/products', ['catalogue', 'stock']],
  ['/api/blog', ['blog']],
  ['/api/pages', ['site']],
  ['/api/shipping', ['site']],
  ['/api/planner/shared', ['plans', 'catalogue', 'stock']],
];

function topicsOfApiCall(url: string): ContentTopic[] | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return topicsOfApiCalls.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];
}

/** The server rendering bundle beside the browser build (`vite build --ssr` writes dist-ssr). */
async function loadRenderer(webDistDir: string): Promise<ServerRenderer | undefined> {
  const entry = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

/**
 * Serves the built web app. Its files are read once and answered from memory (static-files.ts);
 * every other GET that is not an API call and not a file is a page: rendered on the server with
 * its data when the server rendering bundle is there (decision 029), otherwise index.html, which
 * the browser renders.
 * The build writes a brotli and a gzip copy beside each text file; the one the client accepts is
 * sent as it is, with `Vary: Accept-Encoding` (decision 028). A rendered page is kept in memory,
 * compressed, until what it shows changes (page-cache.ts, decision 072); so is the HTML shell.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { contentVersions }: { contentVersions: ContentVersionsService }) => {
    const root = app.config.webDistDir;
    const indexFile = root ? path.join(root, 'index.html') : undefined;
    const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    const renderer = root && indexHtml ? await loadRenderer(root) : undefined;
    const shell = indexHtml ? storeBody(indexHtml) : undefined;
    const pages = createPageCache({ versions: contentVersions });

    if (root && indexHtml) serveWebBuild(app, readWebBuild(root));

    /**
     * The page's API calls, answered by the app itself: the visitor's address goes along (per-address
     * limits count the visitor, not the server), never their cookies (the page is rendered as a guest).
     * `topics` gathers what the calls showed; null once one is not known.
     */
    const transportFor =
      (request: FastifyRequest, shown: { topics: Set<ContentTopic> | null }) =>
      async (url: string, init: RequestInit): Promise<Response> => {
        const topics = topicsOfApiCall(url);
        if (!topics || (init.method ?? 'GET') !== 'GET') shown.topics = null;
        else for (const topic of topics) shown.topics?.add(topic);
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

    /** Renders the page at `url`; every page depends on the route locks. */
    async function render(request: FastifyRequest, url: URL): Promise<RenderedPage> {
      const shown: { topics: Set<ContentTopic> | null } = { topics: new Set(['locks']) };
      const page = await renderer!.renderPage(new Request(url), {
        template: indexHtml!,
        transport: transportFor(request, shown),
        origin: app.config.publicUrl,
        onError: (error) => request.log.error({ err: error }, 'server rendering failed'),
      });
      if (page.kind === 'client') return { status: 200, html: '', shell: true, topics: null };
      const html = await text(page.html);
      return { status: page.status, html, retryAfterSeconds: page.retryAfterSeconds, topics: shown.topics };
    }

    app.setNotFoundHandler(async (request, reply) => {
      // Decided on the path the router read, as every decision by path is (decision 033).
      const segments = routedSegments(request);
      const looksLikeFile = /\.[a-z0-9]+$/i.test(segments.at(-1) ?? '');
      // HEAD is answered as GET; Node sends no body with it.
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request) && !looksLikeFile;
      if (!isPageRequest || !indexHtml) throw notFound();
      // Only the files there at the start have routes; anything else is a client route.
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!renderer) return sendStored(request, reply, shell!);

      // Kept per address as sent: the address to render is worked out only for a render.
      const answer = await pages.page(request.url, () =>
        render(request, pageUrl(request, app.config.publicUrl)),
      );
      if (answer.kind === 'stored') {
        reply.header('x-page-cache', answer.hit ? 'hit' : 'miss');
        return sendStored(request, reply, answer.body);
      }
      const { page } = answer;
      // Pages the browser renders itself (the cart, the forms) are one and the same shell.
      if (page.shell) return sendStored(request, reply, shell!);
      reply.status(page.status);
      // The database is away: the page says when to try again, and so does the header.
      if (page.retryAfterSeconds) reply.header('retry-after', String(page.retryAfterSeconds));
      return sendCompressed(request, reply, page.html);
    });
  },
);

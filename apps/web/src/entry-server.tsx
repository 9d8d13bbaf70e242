import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, Readable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes, createRoutes, type RouteHandle } from './app/router.tsx';
import { loadMarkdownRenderer } from './components/ui/markdown.tsx';
import { type ApiTransport, setApiTransport } from './lib/api-client.ts';
import { dehydrateWithLocks, keepLockedQueries } from './lib/locked-queries.ts';
import { documentTitle, injectPageMeta, scriptJson } from './lib/page-meta.ts';
import { NOT_FOUND } from './lib/prefetch.ts';
import { createQueryClient } from './lib/query-client.ts';
import { unavailableMessages } from './lib/unavailable-messages.ts';

/**
 * The server side of the one rendering path (decision 029): the same routes as the browser, their
 * page data fetched through the app itself, streamed into index.html with the head from the
 * page's own meta. The browser entry (main.tsx) hydrates it from the two JSON scripts.
 */

/** Each request's way to the API, so concurrent renders never share one. */
const requestTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = requestTransport.getStore();
  if (!transport) throw new Error('API call outside a server render');
  return transport(url, init);
});

export const ROOT_MARKER = '<div id="root"></div>';

export interface RenderOptions {
  /** The built index.html, with an empty `<div id="root"></div>`. */
  template: string;
  /** Answers `/api/...` requests as the API would (on the server: the app itself, no network). */
  transport: ApiTransport;
  /** The shop's public address, for canonical and Open Graph URLs. */
  origin: string;
  onError?: (error: unknown) => void;
}

export type RenderedPage =
  /** `retryAfterSeconds`: the page could not be made now (503); for the Retry-After header. */
  | { kind: 'page'; status: number; html: Readable; retryAfterSeconds?: number }
  /** Not a public page: index.html as it is, rendered in the browser. */
  | { kind: 'client' };

/**
 * Renders a page. A page whose data the API answered 404 (an unknown product or post) answers 404
 * itself, as does an unknown address, each with its page's own message. A page whose data the API
 * could not give because the database is away (503) answers 503 with a page saying so.
 */
export function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage> {
  const answered = new Set<number>();
  const transport: ApiTransport = async (url, init) => {
    const response = await options.transport(url, init);
    answered.add(response.status);
    return response;
  };
  return requestTransport.run(transport, () => render(request, options, answered));
}

async function render(
  request: Request,
  { template, origin, onError }: RenderOptions,
  answered: ReadonlySet<number>,
): Promise<RenderedPage> {
  const url = new URL(request.url);
  const routes = createRoutes();
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const deepest = matches.at(-1);
  const handle = deepest?.route.handle as RouteHandle | undefined;
  if (!handle?.serverRendered || !deepest) return { kind: 'client' };

  // The page's chunk and its data, before rendering: nothing suspends, nothing is fetched twice.
  const queryClient = createQueryClient();
  // Tried once: the browser fetches again what failed, and retries against a database that is
  // away would hold the page for seconds.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const [page] = await Promise.all([handle.page?.(), loadMarkdownRenderer()]);
  const found = await page?.prefetch?.(queryClient, { params: deepest.params, request });
  if (answered.has(503)) return unavailablePage(template, url.pathname + url.search);
  keepLockedQueries(queryClient);
  const meta = page?.meta?.(queryClient, deepest.params, origin);
  const notFound = deepest.route.path === '*' || answered.has(404) || found === NOT_FOUND;
  const status = notFound ? 404 : 200;

  // What succeeded goes along, and what a route lock refused (its reason shows, decision 037):
  // another failed query is fetched again in the browser.
  const queryState = dehydrateWithLocks((dehydrateOptions) => dehydrate(queryClient, dehydrateOptions));
  const head = meta ? injectPageMeta(template, meta, origin) : template;
  const at = head.indexOf(ROOT_MARKER);
  const before = `${head.slice(0, at)}<div id="root">`;
  const after = [
    '</div>',
    `<script type="application/json" id="query-state">${scriptJson(queryState)}</script>`,
    head.slice(at + ROOT_MARKER.length),
  ].join('');

  return new Promise((resolve, reject) => {
    const html = new PassThrough();
    const body = new PassThrough();
    body.on('data', (chunk) => html.write(chunk));
    body.on('end', () => html.end(after));
    const stream = renderToPipeableStream(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </Providers>
      </StrictMode>,
      {
        // React streams a large finished boundary (a long article) after its fallback, swapped in
        // by an inline script, which the Content Security Policy refuses. Everything here is ready
        // when rendering starts, so every boundary goes out in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          html.write(before);
          stream.pipe(body);
          resolve({ kind: 'page', status, html });
        },
        onShellError: reject,
        onError(error) {
          onError?.(error);
        },
      },
    );
  });
}

/**
 * The database is away: a page of its own saying so, in Dutch, without the app's scripts (the app
 * could show no more than this), and a link that asks for the same address again.
 */
function unavailablePage(template: string, address: string): RenderedPage {
  const body = renderToStaticMarkup(
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl sm:text-3xl">{unavailableMessages.title}</h1>
      <p className="mt-3 text-stone-700">{unavailableMessages.body}</p>
      <p className="mt-8">
        <a href={address} className="font-semibold text-accent-700 underline">
          {unavailableMessages.retry}
        </a>
      </p>
    </section>,
  );
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${documentTitle(unavailableMessages.title)}</title>`)
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(ROOT_MARKER, () => `<div id="root">${body}</div>`);
  return {
    kind: 'page',
    status: 503,
    html: Readable.from([html]),
    retryAfterSeconds: unavailableMessages.retryAfterSeconds,
  };
}

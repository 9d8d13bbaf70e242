import type { FastifyRequest } from 'fastify';

/**
 * The one reading of a request's path that decides anything by path (decision 033): the path the
 * router matched, not the address as the client wrote it. The router decodes `%61pi` to `api`,
 * ignores a trailing slash, takes the path out of an absolute address (`http://host/api/…`) and
 * ends it at `?` or `#`; a check on the raw address that does not do exactly the same can be
 * walked around. So the segments are read off the route the router chose, each parameter filled in
 * with the value the handler will get (decoded, and one segment even when it holds an encoded `/`).
 *
 * A request no route matched goes to the not-found handler, whose route is `/*`: its segments are
 * the router's decoded path.
 */
export function routedSegments(request: FastifyRequest): readonly string[] {
  // Read once per request: the auth, the route locks, the metrics and the pages all ask.
  const held = request as FastifyRequest & { [routedSegmentsOf]?: readonly string[] };
  held[routedSegmentsOf] ??= readRoutedSegments(request);
  return held[routedSegmentsOf];
}

const routedSegmentsOf = Symbol('routed segments');

/**
 * Each route pattern's segments (`/api/products/` as `/api/products`: ignoreTrailingSlash makes
 * them one route), worked out once, and whether it has parameters to fill in: every request asks,
 * and the patterns are the routes', so their number is bounded.
 */
const patterns = new Map<string, { segments: readonly string[]; fixed: boolean }>();
function patternOf(url: string): { segments: readonly string[]; fixed: boolean } {
  let pattern = patterns.get(url);
  if (!pattern) {
    const segments = url.split('/').slice(1);
    if (segments.at(-1) === '') segments.pop();
    pattern = {
      segments: Object.freeze(segments),
      fixed: !segments.some((segment) => segment === '*' || segment.startsWith(':')),
    };
    patterns.set(url, pattern);
  }
  return pattern;
}

function readRoutedSegments(request: FastifyRequest): readonly string[] {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const url = request.is404 ? undefined : request.routeOptions.url;
  if (url === undefined) return (params['*'] ?? '').split('/');
  const { segments, fixed } = patternOf(url);
  // A pattern without parameters is its own answer, shared by its requests (read only).
  if (fixed) return segments;
  return segments.flatMap((segment) => {
    if (segment === '*') return (params['*'] ?? '').split('/');
    if (segment.startsWith(':')) return [params[segment.slice(1)] ?? ''];
    return [segment];
  });
}

/** The segments of an API call after `/api` (`[]` for `/api` itself); undefined outside the API. */
export function apiSegments(request: FastifyRequest): readonly string[] | undefined {
  const [first, ...rest] = routedSegments(request);
  return first === 'api' ? rest : undefined;
}

/** Whether the router took the request for an API call. */
export const isApiRequest = (request: FastifyRequest): boolean => apiSegments(request) !== undefined;

/**
 * The address to render a page for: the shop's own origin with the request's path and query as
 * sent (an absolute address reduced to them), so a path such as `//shop` never names a host.
 */
export function pageUrl(request: FastifyRequest, origin: string): URL {
  const raw = request.url.startsWith('/') ? request.url : absolutePathOf(request.url);
  const url = new URL(origin);
  const queryAt = raw.search(/[?#]/);
  url.pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
  url.search = queryAt === -1 || raw[queryAt] === '#' ? '' : raw.slice(queryAt);
  return url;
}

function absolutePathOf(target: string): string {
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return '/';
  }
}

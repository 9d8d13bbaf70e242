import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { RouteEntry } from './route-table.ts';

let app: TestApp;
let document: OpenApiDocument;

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => app.close());

/** The document and its reference page themselves. */
const isDocumentation = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

const apiRoutes = (): RouteEntry[] =>
  app.routeTable.filter(({ url }) => url.startsWith('/api/') && !isDocumentation(url));

/** `/api/orders/:id/invoice` as the document writes it: `/api/orders/{id}/invoice`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const operationOf = ({ method, url }: RouteEntry) =>
  document.paths[documentPath(url)]?.[method.toLowerCase()];
const label = ({ method, url }: RouteEntry) => `${method} ${url}`;

describe('the API document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Loopvoeding API');
  });

  it('has every /api route, in a group of the document', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const groups = document.tags.map((tag) => tag.name);
    for (const route of routes) {
      const operation = operationOf(route);
      expect(operation, label(route)).toBeDefined();
      expect(operation?.tags?.length, label(route)).toBe(1);
      expect(groups, label(route)).toContain(operation?.tags?.[0]);
    }
  });

  it('has nothing but /api routes: no page, file, feed or payment emulator', () => {
    const documented = Object.keys(document.paths);
    expect(documented.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(documented.filter(isDocumentation)).toEqual([]);
    for (const hidden of ['/sitemap.xml', '/blog/rss.xml', '/v1/checkout/sessions', '/betalen/{id}'])
      expect(documented).not.toContain(hidden);
  });

  it('knows every route by its schema: what it reads, and what it answers on success', () => {
    for (const route of apiRoutes()) {
      const { schema = {}, handler } = route;
      const source = handler.toString();
      if (route.url.includes(':')) expect(schema.params, `${label(route)}: params`).toBeDefined();
      if (/\.params\b/.test(source)) expect(schema.params, `${label(route)}: params`).toBeDefined();
      if (/\.query\b/.test(source)) expect(schema.querystring, `${label(route)}: query`).toBeDefined();
      if (/\.body\b/.test(source)) expect(schema.body, `${label(route)}: body`).toBeDefined();
      const success = Object.keys((schema.response ?? {}) as object).filter((status) =>
        /^2\d\d$/.test(status),
      );
      expect(success, `${label(route)}: response`).not.toEqual([]);
    }
  });

  it('describes each answer with content, except one without a body (204)', () => {
    for (const route of apiRoutes()) {
      const responses = operationOf(route)?.responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (status === '204') expect(response.content, label(route)).toBeUndefined();
        else expect(Object.keys(response.content ?? {}).length, `${label(route)} ${status}`).toBe(1);
      }
    }
  });
});

/** A path of the document with its parameters filled in: an id that exists nowhere, or a word. */
const filled = (url: string) =>
  url.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    /id$/i.test(name) && name !== 'slugOrId' ? '00000000-0000-4000-8000-000000000000' : 'onbekend',
  );

describe('who may call an operation', () => {
  it('is what the document says: a login it requires is asked of a guest (401), one it does not is not', async () => {
    for (const route of apiRoutes()) {
      const security = operationOf(route)?.security ?? [];
      const open =
        security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const response = await app.inject({
        method: route.method as 'GET',
        url: filled(route.url),
        ...(hasBody ? { payload: {} } : {}),
      });
      const said = `${label(route)} (${open ? 'open' : 'login'}): ${response.statusCode} ${response.body}`;
      if (open) expect(response.statusCode, said).not.toBe(401);
      else expect(response.statusCode, said).toBe(401);
    }
  });

  it('names the refresh cookie where the login is the cookie’s', () => {
    const refresh = document.paths['/api/auth/refresh']?.post;
    expect(refresh?.security).toEqual([{ refreshCookie: [] }]);
  });
});

describe('the reference page', () => {
  it('is served from the shop itself, under the site’s own Content-Security-Policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const site = await app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toBe(site.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    // Every script is a file of its own: no inline script the policy would have to allow.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(inline?.trim()).toBe('');
    }
    for (const [, source] of page.body.matchAll(/src="([^"]+)"/g)) {
      const url = new URL(source!, 'http://localhost/api/docs').pathname;
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('reads the same document', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });
});

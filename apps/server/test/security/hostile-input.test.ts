// Attack class: hostile input. Every route the app registers is sent what the database refuses
// (a NUL byte in the path, the query or the body) as an admin, so no permission check stands in
// front of the validation; every list filter gets numbers and dates no one means. The answer is
// always 400 with the error body, never a 500. A new route is covered without editing this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import type { Actor } from '../factories.ts';
import { openShop } from '../shop.ts';

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(() => app.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The app's routes with their parameters filled in, `value` for the one under attack. */
function routes(paramValue = SOME_ID) {
  return app.routeTable
    .filter(({ url }) => url.startsWith('/api/'))
    .map(({ method, url }) => ({ method, url: url.replace(/:[A-Za-z]+/g, paramValue).replace('*', 'x') }));
}

async function send(method: string, url: string, payload?: unknown) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: admin.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.body };
}

describe('a NUL byte', () => {
  it('in a path parameter is refused with 400 on every route that has one', async () => {
    const withParams = app.routeTable.filter(({ url }) => url.startsWith('/api/') && url.includes(':'));
    expect(withParams.length).toBeGreaterThan(20);
    for (const { method, url } of routes('a%00b').filter((route) => route.url.includes('%00'))) {
      const { status, body } = await send(method, url);
      expect(status, `${method} ${url}: ${body}`).toBe(400);
      expect(JSON.parse(body).error.message).toBe('Ongeldige tekens in de invoer.');
    }
  });

  it('in the query string is refused with 400 on every route', async () => {
    for (const { method, url } of routes()) {
      const { status, body } = await send(method, `${url}?title=a%00b&q=%00`);
      expect(status, `${method} ${url}: ${body}`).toBe(400);
    }
  });

  it('in any string or key of a body, however deep, is refused with 400 on every route that takes one', async () => {
    const bodies = [
      { title: 'Gel\u0000', message: 'x', email: 'a@example.nl' },
      // A lone surrogate is no text either: the payment SDK failed on one in a checkout name.
      { firstName: '\ud800', title: 'x\udc00y', lastName: 'de Vries' },
      { lines: [{ note: ['ok', 'n\u0000'] }] },
      { 'sleutel\u0000': 1 },
    ];
    for (const { method, url } of routes().filter(
      (route) => ['POST', 'PUT'].includes(route.method) && !route.url.startsWith('/api/webhooks/'),
    )) {
      for (const payload of bodies) {
        const { status, body } = await send(method, url, payload);
        expect(status, `${method} ${url} ${JSON.stringify(payload)}: ${body}`).toBe(400);
      }
    }
  });
});

describe('numbers and dates no one means', () => {
  /** The lists with a `from`/`to` date filter. */
  const dated = [
    '/api/blog',
    '/api/orders',
    '/api/orders/my',
    '/api/admin/contact',
    '/api/admin/analytics/visits',
    '/api/admin/analytics/summary',
    '/api/admin/mail',
    '/api/admin/webhooks',
  ];

  it('a number filter of ±1e308, Infinity, NaN or text is refused with 400', async () => {
    for (const value of ['1e308', '-1e308', 'Infinity', 'NaN', 'veel', '1000000001']) {
      for (const filter of ['priceMin', 'priceMax', 'discountMin', 'discountMax', 'stockMin', 'stockMax']) {
        const { status, body } = await send('GET', `/api/products?${filter}=${value}`);
        expect(status, `${filter}=${value}: ${body}`).toBe(400);
      }
    }
    expect((await send('GET', '/api/products?priceMin=0.5&stockMax=1000000000')).status).toBe(200);
  });

  it('a date filter in the year 300000, before 1900 or not a date is refused with 400 on every dated list', async () => {
    for (const url of dated) {
      for (const value of ['300000-01-01', '+275760-09-13', '1066-10-14', 'gisteren']) {
        for (const filter of ['from', 'to']) {
          const { status, body } = await send('GET', `${url}?${filter}=${value}`);
          expect(status, `${url}?${filter}=${value}: ${body}`).toBe(400);
        }
      }
      const { status, body } = await send('GET', `${url}?from=2026-01-01&to=2999-12-31`);
      expect(status, `${url}: ${body}`).toBe(200);
    }
  });

  it('no GET route answers 500 to huge numbers, far dates or long text in any common parameter', async () => {
    const query = new URLSearchParams({
      page: '1e308',
      limit: '-1e308',
      from: '300000-01-01',
      to: '-001000-01-01',
      title: 'x'.repeat(5_000),
      priceMin: '1e308',
      id: 'niet-een-id',
    });
    for (const { method, url } of routes().filter((route) => route.method === 'GET')) {
      if (url.endsWith('/stream')) continue;
      const { status, body } = await send(method, `${url}?${query}`);
      expect(status, `${method} ${url}: ${body}`).toBeLessThan(500);
    }
  });
});

describe('what the framework refuses', () => {
  it('answers in the error body, in Dutch: unknown route, wrong content type, too large, broken JSON', async () => {
    const post = (payload: string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload,
      });
    const cases = [
      [await app.inject({ method: 'GET', url: '/api/bestaat-niet' }), 404, 'NOT_FOUND'],
      [await post('<email/>', 'application/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [
        await post(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }), 'application/json'),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [await post('{"email": "a@', 'application/json'), 400, 'VALIDATION_ERROR'],
    ] as const;
    for (const [response, status, code] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      const { error } = response.json();
      expect(error.code, response.body).toBe(code);
      expect(error.message, response.body).not.toMatch(
        /Unsupported|too large|Unexpected|JSON at position|FST_/i,
      );
    }
  });

  it('words the schema messages it has no own words for in Dutch', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '"tekst"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    const details = JSON.stringify(response.json().error.details);
    expect(details).toMatch(/Ongeldige invoer/);
    expect(details).not.toMatch(/Invalid input|expected/);
  });
});

// Attack class: input no one wrote by hand. fast-check sends every registered /api route (found in
// the route table, so a new route is fuzzed without editing this file) arbitrary and adversarial
// path parameters, query strings and JSON bodies — NUL bytes, lone surrogates, huge and odd
// numbers, deep nesting, long strings, `__proto__` keys — and valid bodies with one field made
// hostile. The answer is never a 500, a 4xx carries the error body, and the process stays up.
// Seeded and bounded: the same cases every run, well under a minute.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/app.ts';
import type { TestApp } from '../build-test-app.ts';
import { type Actor, blogInput, createPost, createProduct, productInput } from '../factories.ts';
import { freeShippingId, testAddress } from '../payments.ts';
import { openShop } from '../shop.ts';

const SEED = 20261124;

let app: TestApp;
let admin: Actor;
let productId: string;
let shippingMethodId: string;
let postSlug: string;
let routes: RouteEntry[];

beforeAll(async () => {
  ({ app, admin } = await openShop({ rateLimitMax: 1_000_000 }));
  productId = (await createProduct(app, {}, admin.id)).id;
  shippingMethodId = await freeShippingId(app);
  postSlug = (await createPost(app, {}, admin.id)).slug;
  routes = app.routeTable.filter(
    ({ url }) =>
      url.startsWith('/api/') &&
      // An event stream never ends: it is not a request/answer to fuzz.
      url !== '/api/notifications/stream',
  );
});
afterAll(() => app.close());

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included. */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    '\u202e',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    '1e308',
    '-1e308',
    'NaN',
    'Infinity',
    '0x10',
    '9'.repeat(400),
    '2999-12-31T23:59:59Z',
    '300000-01-01',
    'x'.repeat(20_000),
  ),
);

const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1 + 0.2, Number.MAX_SAFE_INTEGER, -1, 0),
);

/** Nested arrays and objects `depth` deep. */
const deep = (depth: number, leaf: unknown = 1): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner, _, i) => (i % 2 ? [inner] : { a: inner }), leaf);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, deep(500), deep(20, '\u0000')),
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a'), hostileString),
);

/** A JSON body: anything at all, or an object of hostile values. */
const hostileBody = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }),
  fc.dictionary(hostileString, hostileValue, { maxKeys: 6 }),
);

/** Valid bodies for the routes that take one, so one hostile field gets past the others. */
function validBodies(): Record<string, Record<string, unknown>> {
  const shippingMethod = {
    name: 'PostNL pakket',
    carrier: 'PostNL',
    countries: ['NL'],
    price: 6.95,
    freeAbove: 40,
    maxOrder: null,
    deliveryEstimate: '1 werkdag',
    isActive: true,
  };
  return {
    'POST /api/auth/register': { email: 'fuzz@example.nl', password: 'geheim123' },
    'POST /api/auth/login': { email: 'fuzz@example.nl', password: 'geheim123' },
    'POST /api/products': { ...productInput() },
    'PUT /api/products/:id': { ...productInput() },
    'POST /api/blog': { ...blogInput() },
    'PUT /api/blog/:id': { ...blogInput() },
    'POST /api/blog/:slug/comments': { content: 'Een nette reactie.' },
    'PUT /api/blog/comments/:id': { content: 'Een nette reactie.' },
    'POST /api/cart': { items: [{ _id: productId, quantity: 1 }] },
    'PUT /api/cart/coupon': { code: 'zomer10' },
    'POST /api/checkout/session': { ...testAddress, shippingMethodId },
    'POST /api/checkout/success': { sessionId: 'cs_test_x' },
    'POST /api/contact': {
      email: 'gast@example.nl',
      subject: 'Een vraag',
      message: 'Een vraag over gels.',
      tags: ['gels'],
      priority: 'normaal',
    },
    'POST /api/contact/my/:id/replies': { message: 'Een vervolg.' },
    'PUT /api/user/profile': { firstName: 'Sanne', lastName: 'de Vries', phone: '0612345678' },
    'POST /api/user/addresses': { ...testAddress },
    'PUT /api/user/addresses/:id': { ...testAddress },
    'PUT /api/user/:id': { firstName: 'Sanne' },
    'PUT /api/orders/:id/status': { status: 'shipped', carrier: 'PostNL', trackingCode: '3SABCD1234567' },
    'POST /api/admin/notifications/broadcast': { title: 'Hallo', message: 'Nieuws', userIds: [] },
    'POST /api/admin/contact/:id/replies': { message: 'Antwoord', internal: false },
    'PUT /api/admin/contact/:id': { status: 'open', priority: 'hoog' },
    'POST /api/analytics/track': { path: '/shop', referrer: null, durationMs: 1000 },
    'POST /api/admin/coupons': { code: 'ZOMER10', kind: 'percentage', percentOff: 10, minimumOrder: 25 },
    'PUT /api/admin/coupons/:id': { code: 'ZOMER10', kind: 'fixed', amountOff: 5, usageLimit: 10 },
    'POST /api/admin/shipping': shippingMethod,
    'PUT /api/admin/shipping/:id': shippingMethod,
    'PUT /api/admin/settings': {
      sellerName: 'Loopvoeding B.V.',
      sellerStreet: 'Hardloperspad 12',
      sellerZip: '3511 AB',
      sellerCity: 'Utrecht',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      email: 'info@loopvoeding.nl',
      oneStopShop: false,
    },
    'PUT /api/admin/pages/:slug': { title: 'Algemene voorwaarden', body: 'Een **tekst**.' },
  };
}

/** The route's URL with its parameters filled: the product, the post, or a hostile value. */
function urlOf(route: RouteEntry, param: string, query: [string, string][]) {
  const path = route.url
    .replace(':slug', route.url.includes('/blog/') ? encode(postSlug) : encode(param))
    .replace(/:[A-Za-z]+/g, encode(param))
    .replace('*', encode(param));
  const search = query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** What is wrong with the answer to one request: a 5xx, or a 4xx without the error body. */
async function send(route: RouteEntry, url: string, body: unknown, asGuest: boolean) {
  const response = await app.inject({
    method: route.method as 'POST',
    url,
    headers: {
      ...(asGuest ? {} : admin.headers),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const label = `${route.method} ${url.slice(0, 200)} ${JSON.stringify(body)?.slice(0, 200)}`;
  const failures: string[] = [];
  if (response.statusCode >= 500) failures.push(`${response.statusCode} ${label}: ${response.body}`);
  if (response.statusCode >= 400 && response.statusCode < 500 && route.url !== '/api/webhooks/stripe') {
    const error = (response.json() as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof error?.code !== 'string' || typeof error.message !== 'string')
      failures.push(`${response.statusCode} without the error body: ${label}: ${response.body}`);
  }
  return failures;
}

const routeArbitrary = () => fc.constantFrom(...routes);
const takesBody = (route: RouteEntry) => ['POST', 'PUT', 'PATCH'].includes(route.method);

describe('fuzzed input', () => {
  it('hostile path parameters and query strings on every route', async () => {
    await fc.assert(
      fc.asyncProperty(
        routeArbitrary(),
        hostileString,
        fc.array(
          fc.tuple(
            fc.oneof(
              hostileString,
              fc.constantFrom(
                'page',
                'limit',
                'from',
                'to',
                'q',
                'title',
                'status',
                'tag',
                'category',
                'minPrice',
                'sortBy',
              ),
            ),
            hostileString,
          ),
          { maxLength: 5 },
        ),
        fc.boolean(),
        async (route, param, query, asGuest) => {
          expect(
            await send(route, urlOf(route, param, query), takesBody(route) ? {} : undefined, asGuest),
          ).toEqual([]);
        },
      ),
      { seed: SEED, numRuns: 1500 },
    );
  });

  it('arbitrary JSON bodies on every route that takes one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes.filter(takesBody)),
        hostileBody,
        fc.boolean(),
        async (route, body, asGuest) => {
          const url = urlOf(route, '00000000-0000-4000-8000-000000000000', []);
          expect(await send(route, url, body, asGuest)).toEqual([]);
        },
      ),
      { seed: SEED, numRuns: 1500 },
    );
  });

  it('valid bodies with one field made hostile', async () => {
    const bodies = validBodies();
    const withBody = routes.filter((route) => bodies[`${route.method} ${route.url}`]);
    expect(withBody.length).toBeGreaterThan(15);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBody), fc.nat(), hostileValue, async (route, pick, value) => {
        const body = { ...bodies[`${route.method} ${route.url}`] };
        const keys = Object.keys(body);
        body[keys[pick % keys.length]!] = value;
        expect(await send(route, urlOf(route, productId, []), body, false)).toEqual([]);
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });

  it('leaves the process up and answering', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
  });
});

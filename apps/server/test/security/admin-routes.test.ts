// Attack class: reaching the back office without the role. Every admin route (everything under
// /api/admin, found in the registered routes, and the admin routes beside the shop's own: product,
// blog, user and order management) is called by a guest (401), a user (403), a user whose token
// claims the admin role and an admin demoted after logging in (403: the role is the account's, not
// the token's) and an admin's token signed with another secret (401). The calls are armed — real ids, valid bodies, a user promoting itself — so
// only the role check stands between them and the change, and the database is unchanged afterwards.
// Every other /api route is classified here as public or logged-in: a new route outside /api/admin
// fails this file until it says who may call it. The payment emulator's API takes only its key.
import { authMessages } from '@shop/shared/auth';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { createAccessTokens } from '../../src/lib/access-token.ts';
import type { TestApp } from '../build-test-app.ts';
import {
  type Actor,
  actor,
  blogInput,
  createPost,
  createProduct,
  productInput,
  sessionOf,
} from '../factories.ts';
import { checkoutEvent, sendSignedEvent } from '../payments.ts';
import { openShop, servicesOf } from '../shop.ts';

let app: TestApp;
let admin: Actor;
let user: Actor;
let victim: Actor;
let demoted: Actor;
let forgedClaimToken: string;
let foreignSecretToken: string;
const ids = {} as Record<
  'product' | 'post' | 'order' | 'thread' | 'lock' | 'webhookEvent' | 'mail' | 'shipping' | 'coupon',
  string
>;

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The admin routes that live beside the shop's own routes instead of under /api/admin. */
const ADMIN_BESIDE_THE_SHOP = [
  'GET /api/user',
  'GET /api/user/:id',
  'PUT /api/user/:id',
  'DELETE /api/user/:id',
  'POST /api/products',
  'PUT /api/products/:id',
  'DELETE /api/products/:id',
  'POST /api/blog',
  'PUT /api/blog/:id',
  'DELETE /api/blog/:id',
  'GET /api/blog/:id/stats',
  'GET /api/orders',
  'GET /api/orders/export.csv',
  'GET /api/orders/:id',
  'PUT /api/orders/:id/status',
  'DELETE /api/orders/:id',
  'GET /api/orders/:id/invoice',
  'GET /api/orders/:id/credit-invoice',
  'GET /api/orders/:id/packing-slip',
  'GET /api/orders/:id/invoices/:number',
  'POST /api/orders/:id/refunds',
  'POST /api/orders/:id/refunds/:refundId/returned',
];

/** Routes for any logged-in user (guests 401). */
const LOGGED_IN = [
  'GET /api/auth/me',
  'GET /api/user/profile',
  'PUT /api/user/profile',
  'POST /api/user/addresses',
  'PUT /api/user/addresses/:id',
  'DELETE /api/user/addresses/:id',
  'PUT /api/user/password',
  'POST /api/user/email',
  'GET /api/user/data',
  'GET /api/user/data/readable',
  'DELETE /api/user/account',
  'POST /api/blog/:slugOrId/like',
  'POST /api/blog/:slug/comments',
  'PUT /api/blog/comments/:id',
  'DELETE /api/blog/comments/:id',
  'PUT /api/blog/comments/:id/like',
  'GET /api/notifications/stream',
  'GET /api/notifications/my',
  'POST /api/notifications/read-all',
  'POST /api/notifications/:id/read',
  'DELETE /api/notifications/:id',
  'GET /api/cart',
  'POST /api/cart',
  'DELETE /api/cart',
  'GET /api/cart/coupon',
  'PUT /api/cart/coupon',
  'DELETE /api/cart/coupon',
  'POST /api/checkout/session',
  'POST /api/checkout/success',
  'GET /api/orders/my',
  'GET /api/orders/my/:id',
  'GET /api/orders/my/:id/invoice',
  'GET /api/orders/my/:id/credit-invoice',
  'GET /api/orders/my/:id/invoices/:number',
  'POST /api/orders/my/:id/cancel',
  'POST /api/orders/my/:id/withdrawal',
  'GET /api/contact/my',
  'GET /api/contact/my/:id',
  'POST /api/contact/my/:id/read',
  'POST /api/contact/my/:id/replies',
  'POST /api/planner/plans',
  'GET /api/planner/plans',
  'GET /api/planner/plans/:id',
  'PUT /api/planner/plans/:id/check-in',
  'DELETE /api/planner/plans/:id',
];

/** Routes anyone may call. */
const PUBLIC = [
  'GET /api/health',
  'GET /api/ready',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  'POST /api/auth/email/confirm',
  'GET /api/products',
  'GET /api/products/:slugOrId',
  'GET /api/blog',
  'GET /api/blog/:slugOrId',
  'GET /api/blog/:slug/comments',
  'POST /api/contact',
  'POST /api/analytics/track',
  'POST /api/webhooks/stripe',
  'GET /api/shipping/methods',
  'GET /api/pages/:slug',
  'POST /api/planner/plan',
  'GET /api/planner/shared/:token',
  // The API document and its reference page.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
];

const key = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;
const apiRoutes = () => app.routeTable.filter(({ url }) => url.startsWith('/api/'));

/** Every admin route: the /api/admin prefix as registered, and the ones beside the shop. */
const adminRoutes = () =>
  apiRoutes().filter(
    (route) => route.url.startsWith('/api/admin/') || ADMIN_BESIDE_THE_SHOP.includes(key(route)),
  );

/** Valid bodies: were the role check missing, these calls would change the shop. */
const armedBodies: Record<string, () => object> = {
  'POST /api/admin/notifications/broadcast': () => ({
    everyone: true,
    title: 'Alles gratis',
    message: 'Log opnieuw in via onze nieuwe pagina.',
  }),
  'POST /api/admin/wipe': () => ({ entity: 'User', confirm: 'WIPE' }),
  'PUT /api/admin/contact/:id/status': () => ({ status: 'gesloten' }),
  'PUT /api/admin/contact/:id/priority': () => ({ priority: 'kritiek' }),
  'POST /api/admin/contact/:id/replies': () => ({ message: 'Namens support: stuur ons je wachtwoord.' }),
  'POST /api/admin/contact/:id/notes': () => ({ note: 'Klant is lastig.' }),
  'POST /api/admin/route-locks': () => ({
    route: '/products',
    method: 'GET',
    blockedForRoles: ['guest', 'user'],
    isPrefix: true,
  }),
  'POST /api/admin/shipping': () => ({
    name: 'Gratis alles',
    carrier: 'PostNL',
    countries: ['NL', 'BE'],
    price: 0,
    deliveryEstimate: 'morgen',
  }),
  'PUT /api/admin/shipping/:id': () => ({
    name: 'PostNL pakket',
    carrier: 'PostNL',
    countries: ['NL'],
    price: 0,
    deliveryEstimate: '1 werkdag',
    isActive: false,
  }),
  'POST /api/admin/coupons': () => ({ code: 'ALLESGRATIS', kind: 'percentage', percentOff: 100 }),
  'PUT /api/admin/coupons/:id': () => ({
    code: 'ZOMER10',
    kind: 'percentage',
    percentOff: 100,
    usageLimit: null,
  }),
  'PUT /api/admin/settings': () => ({
    sellerName: 'Overgenomen B.V.',
    sellerStreet: 'Elders 1',
    sellerZip: '1000 AA',
    sellerCity: 'Amsterdam',
    kvkNumber: '11111111',
    vatNumber: 'NL111111111B01',
    email: 'kassa@example.nl',
    oneStopShop: true,
  }),
  'PUT /api/admin/pages/:slug': () => ({ title: 'Algemene voorwaarden', body: 'Alles is gratis.' }),
  'PUT /api/user/:id': () => ({ role: 'admin' }),
  'POST /api/products': () => productInput(),
  'PUT /api/products/:id': () => productInput({ price: 0.1 }),
  'POST /api/blog': () => blogInput(),
  'PUT /api/blog/:id': () => blogInput({ title: 'Overgenomen' }),
  'PUT /api/orders/:id/status': () => ({ status: 'paid' }),
  'POST /api/orders/:id/refunds': () => ({
    lines: [],
    shipping: true,
    reason: 'Overgenomen',
    returned: true,
  }),
};

/** The real thing each admin route's id names; on /api/user/:id the caller's own account (promoting itself). */
function armedId(url: string, caller: Intruder): string {
  const owners: [string, string][] = [
    ['/api/admin/notifications/user/', victim.id],
    ['/api/admin/webhooks/', ids.webhookEvent],
    ['/api/admin/mail/', ids.mail],
    ['/api/admin/contact/', ids.thread],
    ['/api/admin/route-locks/', ids.lock],
    ['/api/admin/shipping/', ids.shipping],
    ['/api/admin/coupons/', ids.coupon],
    ['/api/admin/pages/', 'voorwaarden'],
    ['/api/admin/products/', ids.product],
    ['/api/user/', caller.ownId ?? victim.id],
    ['/api/products/', ids.product],
    ['/api/blog/', ids.post],
    ['/api/orders/', ids.order],
  ];
  return owners.find(([prefix]) => url.startsWith(prefix))?.[1] ?? SOME_ID;
}

interface Intruder {
  name: string;
  headers: Record<string, string>;
  /** The caller's own account, if it has one. */
  ownId?: string;
  status: 401 | 403;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function intruders(): Intruder[] {
  return [
    { name: 'a guest', headers: {}, status: 401 },
    { name: 'a user', headers: user.headers, ownId: user.id, status: 403 },
    {
      name: 'a user whose token claims the admin role',
      headers: bearer(forgedClaimToken),
      ownId: user.id,
      status: 403,
    },
    { name: 'an admin demoted after logging in', headers: demoted.headers, ownId: demoted.id, status: 403 },
    { name: "an admin's token signed with another secret", headers: bearer(foreignSecretToken), status: 401 },
  ];
}

const expectedError = {
  401: { error: { code: 'UNAUTHORIZED', message: authMessages.notLoggedIn } },
  403: { error: { code: 'FORBIDDEN', message: authMessages.forbidden } },
};

/** Every row of every table the shop keeps (but the visit roll-ups a background job writes). */
async function everyRow() {
  const rows: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable) || ['pageVisitDays', 'pageVisitDayClients', 'appMeta'].includes(name)) continue;
    const all = await app.db.select().from(table as typeof schema.users);
    rows[name] = all
      .map((row) => JSON.stringify(row, (_, value) => (typeof value === 'bigint' ? String(value) : value)))
      .sort();
  }
  return rows;
}

beforeAll(async () => {
  // Listening: the webhook's signature is checked by the payment SDK, which reaches the emulator.
  ({ app, admin } = await openShop({ listen: true }));
  user = await actor(app);
  victim = await actor(app);
  demoted = await actor(app, 'admin');
  const demotion = await app.inject({
    method: 'PUT',
    url: `/api/user/${demoted.id}`,
    headers: admin.headers,
    payload: { role: 'user' },
  });
  expect(demotion.json().role).toBe('user');
  forgedClaimToken = await app.composition.accessTokens.sign({
    id: user.id,
    role: 'admin',
    email: user.email,
    sessionId: sessionOf(user),
  });
  foreignSecretToken = await createAccessTokens('een-ander-geheim-dat-lang-genoeg-is-voor-hs256').sign({
    id: admin.id,
    role: 'admin',
    email: admin.email,
    sessionId: sessionOf(admin),
  });

  const product = await createProduct(app, { stock: 5 }, admin.id);
  ids.product = product.id;
  ids.post = (await createPost(app, {}, admin.id)).id;
  const order = await servicesOf(app).orders.place(
    { userId: victim.id, userEmail: victim.email, vatCountry: 'NL' },
    [
      {
        productId: product.id,
        title: product.title,
        unitPriceCents: product.priceCents,
        quantity: 1,
        vatClass: product.vatClass,
      },
    ],
  );
  ids.order = order.id;
  const thread = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: victim.headers,
    payload: { subject: 'Levering', message: 'Waar blijft mijn pakket?' },
  });
  ids.thread = thread.json()._id;
  const lock = await app.inject({
    method: 'POST',
    url: '/api/admin/route-locks',
    headers: admin.headers,
    payload: { route: '/bestaat-niet', blockedForRoles: ['guest'] },
  });
  ids.lock = lock.json()._id;
  const shipping = await app.inject({
    method: 'POST',
    url: '/api/admin/shipping',
    headers: admin.headers,
    payload: {
      name: 'PostNL pakket',
      carrier: 'PostNL',
      countries: ['NL'],
      price: 6.95,
      deliveryEstimate: '1 werkdag',
    },
  });
  ids.shipping = shipping.json()._id;
  const coupon = await app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: admin.headers,
    payload: { code: 'ZOMER10', kind: 'percentage', percentOff: 10, usageLimit: 100 },
  });
  ids.coupon = coupon.json()._id;
  const event = await sendSignedEvent(
    app,
    checkoutEvent('checkout.session.expired', { id: 'cs_test_admin_routes', object: 'checkout.session' }),
  );
  expect(event.statusCode).toBe(200);
  [ids.webhookEvent] = (await app.db.select().from(schema.webhookEvents)).map((row) => row.id) as [string];
  // The confirmation mail of the message: delivered before the state is compared, so the worker
  // changes nothing meanwhile.
  await vi.waitFor(
    async () =>
      expect((await app.db.select().from(schema.outgoingMails)).map((mail) => mail.status)).toEqual(['sent']),
    { timeout: 10_000, interval: 100 },
  );
  [ids.mail] = (await app.db.select().from(schema.outgoingMails)).map((row) => row.id) as [string];
});
afterAll(() => app.close());

describe('the route table', () => {
  it('has a non-trivial set of admin routes, every /api/admin one and every one beside the shop', () => {
    const prefixed = apiRoutes().filter(({ url }) => url.startsWith('/api/admin/'));
    expect(prefixed.length).toBeGreaterThan(15);
    expect(adminRoutes().length).toBeGreaterThan(30);
    const registered = apiRoutes().map(key);
    for (const route of [...ADMIN_BESIDE_THE_SHOP, ...LOGGED_IN, ...PUBLIC])
      expect(registered).toContain(route);
  });

  it('classifies every /api route outside /api/admin exactly once: admin, logged-in or public', () => {
    const unclassified = apiRoutes()
      .filter(({ url }) => !url.startsWith('/api/admin/'))
      .map(key)
      .filter(
        (route) =>
          [ADMIN_BESIDE_THE_SHOP, LOGGED_IN, PUBLIC].filter((list) => list.includes(route)).length !== 1,
      );
    expect(unclassified).toEqual([]);
  });

  it('arms only routes that exist', () => {
    const admins = adminRoutes().map(key);
    for (const route of Object.keys(armedBodies)) expect(admins).toContain(route);
  });
});

describe('every admin route refuses', () => {
  it.each([
    'a guest',
    'a user',
    'a user whose token claims the admin role',
    'an admin demoted after logging in',
    "an admin's token signed with another secret",
  ])('%s, with the error body only, and nothing changes', async (name) => {
    const intruder = intruders().find((candidate) => candidate.name === name)!;
    const before = await everyRow();
    for (const route of adminRoutes()) {
      const url = route.url.replace(/:[A-Za-z]+/g, armedId(route.url, intruder));
      const body = armedBodies[key(route)]?.();
      const methods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
      for (const method of methods) {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: intruder.headers,
          ...(body ? { payload: body } : {}),
        });
        const label = `${name}: ${method} ${url}: ${response.body}`;
        expect(response.statusCode, label).toBe(intruder.status);
        if (method !== 'HEAD') expect(response.json(), label).toEqual(expectedError[intruder.status]);
      }
    }
    expect(await everyRow()).toEqual(before);
  });

  it('but lets an admin through to the route itself', async () => {
    for (const route of adminRoutes()) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, SOME_ID),
        headers: admin.headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const label = `${key(route)}: ${response.body}`;
      expect([401, 403], label).not.toContain(response.statusCode);
      expect(response.statusCode, label).toBeLessThan(500);
    }
  });
});

describe('the other routes', () => {
  it('behind a login answer 401 to a guest before anything else, and let a user through', async () => {
    const loggedIn = apiRoutes().filter((route) => LOGGED_IN.includes(key(route)));
    expect(loggedIn.length).toBe(LOGGED_IN.length);
    for (const route of loggedIn) {
      const url = route.url.replace(/:[A-Za-z]+/g, SOME_ID);
      const payload = route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} };
      const asGuest = await app.inject({ method: route.method as 'GET', url, ...payload });
      expect(asGuest.statusCode, `${key(route)}: ${asGuest.body}`).toBe(401);
      expect(asGuest.json()).toEqual(expectedError[401]);
      // The live stream stays open for a user: its guard is what counts here.
      if (url.endsWith('/stream')) continue;
      const asUser = await app.inject({
        method: route.method as 'GET',
        url,
        headers: victim.headers,
        ...payload,
      });
      expect([401, 403], `${key(route)}: ${asUser.body}`).not.toContain(asUser.statusCode);
    }
  });

  it('open to anyone do not ask a guest to log in', async () => {
    for (const route of apiRoutes().filter((candidate) => PUBLIC.includes(key(candidate)))) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, SOME_ID),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const label = `${key(route)}: ${response.body}`;
      expect(response.statusCode, label).not.toBe(403);
      if (response.statusCode === 401)
        expect(response.json().error.message, label).not.toBe(authMessages.notLoggedIn);
    }
  });

  it("the payment emulator's API takes only its own key, not a user's or an admin's token", async () => {
    const emulatorRoutes = app.routeTable.filter(({ url }) => url.startsWith('/v1/'));
    expect(emulatorRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of emulatorRoutes) {
      for (const headers of [{}, user.headers, admin.headers, bearer('sk_test_geraden')]) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, 'cs_test_admin_routes'),
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${key(route)}: ${response.body}`).toBe(401);
        expect(response.json().error.message).toBe('Invalid API Key provided.');
      }
    }
  });
});

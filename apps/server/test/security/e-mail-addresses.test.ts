// Attack class: learning who people are. Two customers (one with a name in the profile, one
// without) and an admin with a name comment, reply, edit, delete and like on a post the admin
// wrote, write to support and get answers, notes and notifications; a guest writes too. Then every
// GET route the app registers (a new one is covered without editing this file) is read as a guest
// and as each customer, with every id and slug the shop holds filled into the route's parameter.
// No answer shows an e-mail address of anyone but the caller (decision 036): people are named by
// their display name; admins keep seeing the addresses.
import { randomUUID } from 'node:crypto';
import { legalPageSlugs } from '@shop/shared/legal-pages';
import { displayName } from '@shop/shared/person';
import { defaultShopSettings } from '@shop/shared/shop-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../src/db/schema/blog.ts';
import { comments } from '../../src/db/schema/comments.ts';
import { contactMessages } from '../../src/db/schema/contact.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { products } from '../../src/db/schema/products.ts';
import { users } from '../../src/db/schema/users.ts';
import type { TestApp } from '../build-test-app.ts';
import { createPost, createProduct, createUser } from '../factories.ts';
import { openShop } from '../shop.ts';

interface Caller {
  name: string;
  email: string | null;
  headers: Record<string, string>;
}
interface Seen {
  caller: Caller;
  url: string;
  status: number;
  body: string;
}

let app: TestApp;
let admin: Caller & { id: string; email: string };
let anna: Caller & { id: string; email: string };
let bram: Caller & { id: string; email: string };
const guest: Caller = { name: 'guest', email: null, headers: {} };
const GUEST_ADDRESS = `gast-${randomUUID().slice(0, 8)}@example.nl`;
const seen: Seen[] = [];
/** Anything shaped like an e-mail address. */
const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

async function send(
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: caller.headers,
    ...(payload ? { payload } : {}),
  });
  if (method === 'GET') seen.push({ caller, url, status: response.statusCode, body: response.body });
  return response;
}

async function ok(caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await send(caller, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

async function account(
  name: string,
  role: 'user' | 'admin',
  names: { firstName?: string; lastName?: string },
) {
  const user = await createUser(app, {
    role,
    email: `${name}-${randomUUID().slice(0, 8)}@example.nl`,
    ...names,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  const { token } = login.json() as { token: string };
  return { name, id: user.id, email: user.email, headers: { authorization: `Bearer ${token}` } };
}

async function fillTheShop() {
  admin = await account('redactie', 'admin', { firstName: 'Ruud', lastName: 'Redacteur' });
  anna = await account('anna.jansen', 'user', { firstName: 'Anna', lastName: 'Jansen' });
  bram = await account('bram.zonder.naam', 'user', {});
  await createProduct(app, {}, admin.id);
  const { slug } = await createPost(app, {}, admin.id);

  const { _id: first } = await ok(anna, 'POST', `/api/blog/${slug}/comments`, { content: 'Eerste versie' });
  const { _id: reply } = await ok(bram, 'POST', `/api/blog/${slug}/comments`, {
    content: 'Herkenbaar!',
    parentComment: first,
  });
  await ok(anna, 'POST', `/api/blog/${slug}/comments`, { content: 'Dank je!', parentComment: reply });
  await ok(admin, 'POST', `/api/blog/${slug}/comments`, { content: 'Van de redactie', parentComment: first });
  await ok(anna, 'PUT', `/api/blog/comments/${first}`, { content: 'Aangevulde versie' });
  await ok(admin, 'PUT', `/api/blog/comments/${reply}`, { content: 'Door de redactie ingekort' });
  const { _id: regretted } = await ok(bram, 'POST', `/api/blog/${slug}/comments`, { content: 'Spijt van' });
  await ok(bram, 'DELETE', `/api/blog/comments/${regretted}`);
  await ok(bram, 'PUT', `/api/blog/comments/${first}/like`);
  await ok(anna, 'PUT', `/api/blog/comments/${reply}/like`);
  await ok(admin, 'PUT', `/api/blog/comments/${reply}/like`);
  await ok(anna, 'POST', `/api/blog/${slug}/like`);
  await ok(bram, 'POST', `/api/blog/${slug}/like`);

  for (const customer of [anna, bram]) {
    const { _id: thread } = await ok(customer, 'POST', '/api/contact', {
      subject: 'Retour',
      message: 'Kan dit?',
    });
    await ok(admin, 'POST', `/api/admin/contact/${thread}/notes`, { note: 'Vaste klant' });
    await ok(admin, 'POST', `/api/admin/contact/${thread}/replies`, { message: 'Ja, dat kan.' });
    await ok(customer, 'POST', `/api/contact/my/${thread}/replies`, { message: 'Dank je!' });
  }
  const { _id: fromGuest } = await ok(guest, 'POST', '/api/contact', {
    email: GUEST_ADDRESS,
    subject: 'Openingstijden',
    message: 'Wanneer zijn jullie open?',
  });
  await ok(admin, 'POST', `/api/admin/contact/${fromGuest}/replies`, { message: 'Altijd online.' });
  await ok(admin, 'POST', '/api/admin/notifications/broadcast', {
    everyone: true,
    title: 'Nieuw',
    message: 'Gels!',
  });
}

const column = async <T>(rows: Promise<T[]>, pick: (row: T) => string | null) =>
  (await rows).map(pick).filter((value): value is string => Boolean(value));

async function walkEveryGetRoute() {
  const slugs = [
    ...(await column(app.db.select().from(blogPosts), (row) => row.slug)),
    ...(await column(app.db.select().from(blogPosts), (row) => row.id)),
    ...(await column(app.db.select().from(products), (row) => row.slug)),
  ];
  const ids = [
    ...slugs,
    ...(await column(app.db.select().from(users), (row) => row.id)),
    ...(await column(app.db.select().from(contactMessages), (row) => row.id)),
    ...(await column(app.db.select().from(comments), (row) => row.id)),
    ...(await column(app.db.select().from(notifications), (row) => row.id)),
  ];
  const routes = app.routeTable.filter(
    ({ method, url }) => method === 'GET' && url !== '/api/notifications/stream',
  );
  for (const { url } of routes) {
    const param = url.match(/:([A-Za-z]+)/)?.[1];
    const fills = !param
      ? [url]
      : (/slug/i.test(param) ? [...slugs, ...legalPageSlugs] : ids).map((value) =>
          url.replace(/:[A-Za-z]+/g, encodeURIComponent(value)),
        );
    for (const filled of fills)
      for (const caller of [guest, anna, bram, admin]) await send(caller, 'GET', filled);
  }
  return routes;
}

let walked: { url: string }[];

beforeAll(async () => {
  ({ app } = await openShop());
  await fillTheShop();
  walked = await walkEveryGetRoute();
}, 120_000);
afterAll(() => app.close());

describe('no guest or customer answer shows an e-mail address but their own', () => {
  it('the walk read every GET route, and the shop holds what it should name', () => {
    expect(walked.length).toBeGreaterThan(25);
    expect(seen.filter((response) => response.status === 200).length).toBeGreaterThan(50);
  });

  it('none of the people in the shop: the other customer, the admin, the guest who wrote', () => {
    const people = [admin.email, anna.email, bram.email, GUEST_ADDRESS];
    const found = seen
      .filter(({ caller }) => caller !== admin)
      .flatMap(({ caller, url, status, body }) =>
        people
          .filter((address) => address !== caller.email && body.toLowerCase().includes(address.toLowerCase()))
          .map((address) => `${caller.name} GET ${url} → ${status} shows ${address}`),
      );
    expect(found).toEqual([]);
  });

  it('nothing shaped like an address at all, but the caller’s own', () => {
    const found = seen
      .filter(({ caller }) => caller !== admin)
      .flatMap(({ caller, url, status, body }) =>
        [...body.matchAll(ADDRESS)]
          .map(([address]) => address)
          .filter((address) => address.toLowerCase() !== caller.email?.toLowerCase())
          // The shop's own address, which its legal pages publish as the law asks: no person's.
          .filter((address) => address !== defaultShopSettings.email)
          .map((address) => `${caller.name} GET ${url} → ${status} shows ${address}`),
      );
    expect(found).toEqual([]);
  });

  it('people are named by display name instead, to everyone', () => {
    const commentsAsGuest = seen.find(
      ({ caller, url, status }) =>
        caller === guest && /^\/api\/blog\/[^/]+\/comments$/.test(url) && status === 200,
    );
    expect(commentsAsGuest?.body).toContain('"name":"Anna J."');
    expect(commentsAsGuest?.body).toContain(`"name":"${displayName({ email: bram.email })}"`);
    expect(commentsAsGuest?.body).toContain('"name":"Ruud R."');
    const annasNotifications = seen.find(
      ({ caller, url, status }) => caller === anna && url === '/api/notifications/my' && status === 200,
    );
    expect(annasNotifications?.body).toContain(`${displayName({ email: bram.email })} reageerde bij`);
    expect(annasNotifications?.body).toContain('Nieuw antwoord van support');
  });

  it('admins do see the addresses (so the checks above would have seen one)', () => {
    const adminBodies = seen.filter(({ caller }) => caller === admin).map(({ body }) => body);
    for (const address of [anna.email, bram.email, GUEST_ADDRESS]) {
      expect(
        adminBodies.some((body) => body.includes(address)),
        address,
      ).toBe(true);
    }
    const commentsAsAdmin = seen.find(
      ({ caller, url, status }) =>
        caller === admin && /^\/api\/blog\/[^/]+\/comments$/.test(url) && status === 200,
    );
    expect(commentsAsAdmin?.body).toContain(anna.email);
    expect(commentsAsAdmin?.body).toContain(bram.email);
  });
});

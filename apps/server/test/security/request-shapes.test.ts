// Attack class: one path in many shapes. The router decodes and tidies an address before it
// matches a route (`%61pi` is `api`, a trailing slash is ignored, an absolute address is reduced to
// its path, `#` ends the path); a check that reads the raw address another way can be walked
// around. Every decision by path reads the path the router matched (decision 033), so a locked
// route answers 423, or 404 where the router finds no route at all, in every shape: never 200 and
// never its content. Each locked address is first asked in every shape with no lock in place, so
// the test knows which shapes reach the content; with the lock, none may.

import type { AddressInfo } from 'node:net';
import type { LockableRole } from '@shop/shared/route-lock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { type Actor, actor, createPost, createProduct } from '../factories.ts';
import { type RawAnswer, rawRequest } from '../raw-http.ts';
import { openShop } from '../shop.ts';

let app: TestApp;
let admin: Actor;
let user: Actor;
let port: number;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
  user = await actor(app, 'user');
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

const hex = (char: string) => char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
/** The positions of the slashes after the first. */
const innerSlashes = (path: string) => [...path].flatMap((char, i) => (char === '/' && i > 0 ? [i] : []));
const replaceAt = (path: string, i: number, length: number, text: string) =>
  path.slice(0, i) + text + path.slice(i + length);

/** One path in the shapes an attacker would try; every one names the path, or nothing. */
function shapesOf(path: string): string[] {
  const shapes = new Set<string>([path]);
  // Each character percent-encoded in turn, in upper- and lower-case hex, and encoded twice.
  [...path].forEach((char, i) => {
    if (char === '/') return;
    for (const code of [hex(char), hex(char).toLowerCase()]) shapes.add(replaceAt(path, i, 1, `%${code}`));
    shapes.add(replaceAt(path, i, 1, `%25${hex(char)}`));
  });
  shapes.add([...path].map((char) => (char === '/' ? char : `%${hex(char)}`)).join(''));
  // Each slash encoded, doubled, turned into a backslash, with dot segments at it.
  for (const i of innerSlashes(path)) {
    for (const text of ['%2F', '%2f', '//', '\\', '%5C', '/./', '/%2e/', '/x/../', '/x/%2e%2e/', '/;/']) {
      shapes.add(replaceAt(path, i, 1, text));
    }
    shapes.add(`${path.slice(0, i)};x=1${path.slice(i)}`);
  }
  // Its end: slashes, a parameter, a query, a fragment, a dot segment, an encoded NUL or space.
  for (const end of [
    '/',
    '//',
    '/.',
    '/..',
    ';',
    ';x=1',
    ';/',
    '?',
    '?x=1',
    '?a=%2F&b=..',
    '#',
    '#x',
    '/?x=1',
  ]) {
    shapes.add(path + end);
  }
  for (const end of ['%00', '%20', '%09', '%2F', '%3B', '%3F', '%23', '.json']) shapes.add(path + end);
  // Its case, as a whole and segment by segment.
  shapes.add(path.toUpperCase());
  const segments = path.split('/');
  segments.forEach((segment, i) => {
    if (!segment) return;
    const upper = [...segments];
    upper[i] = segment.toUpperCase();
    shapes.add(upper.join('/'));
    upper[i] = segment[0]!.toUpperCase() + segment.slice(1);
    shapes.add(upper.join('/'));
  });
  // Its beginning, and the absolute form a proxy sends.
  for (const start of ['/', '/.', '/./..', '/%2e']) shapes.add(start + path);
  for (const origin of ['http://127.0.0.1', 'HTTP://LOCALHOST:80', 'http://elders.example', 'https://x']) {
    shapes.add(origin + path);
    shapes.add(`${origin}/${path}`);
  }
  shapes.add(`${path.replace('/api', '/%61pi')}/?x=1`);
  shapes.add(`http://127.0.0.1${path.replace('/api', '/%41PI')}`);
  return [...shapes];
}

interface Locked {
  /** The API address as the web app would call it. */
  path: string;
  /** The lock as an admin writes it. */
  lock: { route: string; method: 'GET'; blockedForRoles: LockableRole[]; isPrefix?: boolean };
  /** Who asks (a guest, or a user with their token). */
  who: Actor | null;
  /** Text only the content carries. */
  content: string;
}

async function ask(who: Actor | null, method: string, target: string): Promise<RawAnswer> {
  return rawRequest(port, method, target, who ? { authorization: `Bearer ${who.token}` } : {});
}

async function lock(payload: Locked['lock']) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/route-locks',
    headers: admin.headers,
    payload: { ...payload, reason: 'Vormtest' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { _id: string })._id;
}

async function unlock(id: string) {
  await app.inject({ method: 'DELETE', url: `/api/admin/route-locks/${id}`, headers: admin.headers });
}

/** Every shape of the locked address, GET and HEAD: 423 where it reaches the route, never content. */
async function expectLockedInEveryShape(target: Locked) {
  const shapes = shapesOf(target.path);
  const reaching: string[] = [];
  for (const shape of shapes) {
    const open = await ask(target.who, 'GET', shape);
    if (open.status === 200 && open.body.includes(target.content)) reaching.push(shape);
  }
  // The shapes do reach the content while nothing is locked, so the test below means something.
  expect(reaching).toContain(target.path);
  expect(reaching.length).toBeGreaterThan(10);

  const id = await lock(target.lock);
  try {
    const leaks: string[] = [];
    for (const shape of shapes) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await ask(target.who, method, shape);
        // A shape that reached the content is locked; any other is refused one way or another (an
        // unknown address, a refused character, another route that is not the caller's).
        const refused = reaching.includes(shape) ? answer.status === 423 : answer.status >= 400;
        if (!refused || answer.body.includes(target.content)) {
          leaks.push(`${method} ${shape} -> ${answer.status}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  } finally {
    await unlock(id);
  }
}

describe('a locked route in every shape of its address', () => {
  it('a guest-locked list: /api/products', async () => {
    const product = await createProduct(app, { title: 'Vormgel Citroen' });
    await expectLockedInEveryShape({
      path: '/api/products',
      lock: { route: '/products', method: 'GET', blockedForRoles: ['guest'] },
      who: null,
      content: product.title,
    });
  });

  it('a guest-locked product, by its slug and by its id in any case', async () => {
    const bySlug = await createProduct(app, { title: 'Vormreep Banaan' });
    await expectLockedInEveryShape({
      path: `/api/products/${bySlug.slug}`,
      lock: { route: `/products/${bySlug.slug}`, method: 'GET', blockedForRoles: ['guest'] },
      who: null,
      content: bySlug.title,
    });
    const byId = await createProduct(app, { title: 'Vormdrank Bes' });
    await expectLockedInEveryShape({
      path: `/api/products/${byId.id}`,
      lock: { route: `/products/${byId.id}`, method: 'GET', blockedForRoles: ['guest'] },
      who: null,
      content: byId.title,
    });
  });

  it('a guest-locked prefix: a post under /blog', async () => {
    const post = await createPost(app, { title: 'Vormartikel over zout' });
    await expectLockedInEveryShape({
      path: `/api/blog/${post.slug}`,
      lock: { route: '/blog', method: 'GET', blockedForRoles: ['guest'], isPrefix: true },
      who: null,
      content: 'Vormartikel over zout',
    });
  });

  it('a user-locked route, asked with the user token: /api/user/profile', async () => {
    await expectLockedInEveryShape({
      path: '/api/user/profile',
      lock: { route: '/user/profile', method: 'GET', blockedForRoles: ['user'] },
      who: user,
      content: user.email,
    });
  });

  it('a user-locked route with a parameter: comments of a post, any slug', async () => {
    const post = await createPost(app, { title: 'Vormartikel over gels' });
    const comment = await app.inject({
      method: 'POST',
      url: `/api/blog/${post.slug}/comments`,
      headers: user.headers,
      payload: { content: 'Vormreactie: werkt goed' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    await expectLockedInEveryShape({
      path: `/api/blog/${post.slug}/comments`,
      lock: { route: '/blog/:slug/comments', method: 'GET', blockedForRoles: ['user'] },
      who: user,
      content: 'Vormreactie: werkt goed',
    });
  });
});

describe('the path decisions read', () => {
  it('covers every registered route: each segment is fixed, a `:name` or a `*`', () => {
    const odd = app.routeTable
      .flatMap(({ url }) => url.split('/'))
      .filter((segment) => segment.includes(':') && !/^:[A-Za-z0-9_]+$/.test(segment));
    expect(odd).toEqual([]);
  });

  it('a token is read on an API call in any shape, and never outside the API', async () => {
    const forged = { authorization: 'Bearer nep' };
    for (const target of [
      '/api/user/profile',
      '/%61pi/user/profile',
      'http://x/api/user/profile',
      '/api/user/profile/',
    ]) {
      expect((await rawRequest(port, 'GET', target, forged)).status, target).toBe(401);
    }
    expect((await rawRequest(port, 'GET', '/sitemap.xml', forged)).status).not.toBe(401);
  });
});

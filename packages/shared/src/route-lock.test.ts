import { describe, expect, it } from 'vitest';
import { lockBlocks, routeLockInputSchema, routeMatches } from './route-lock.ts';

/** A path as the router hands it over: its segments after `/api`, decoded. */
const at = (...segments: string[]) => segments;

describe('routeMatches', () => {
  it('exact: the same segments; `:name` and `*` stand for any one', () => {
    expect(routeMatches({ route: '/blog', isPrefix: false }, at('blog'))).toBe(true);
    expect(routeMatches({ route: '/blog/', isPrefix: false }, at('blog'))).toBe(true);
    expect(routeMatches({ route: '/blog', isPrefix: false }, at('blog', 'x'))).toBe(false);
    expect(
      routeMatches({ route: '/blog/:slug/comments', isPrefix: false }, at('blog', 'gel-test', 'comments')),
    ).toBe(true);
    expect(routeMatches({ route: '/blog/*/comments', isPrefix: false }, at('blog', 'a', 'comments'))).toBe(
      true,
    );
    expect(routeMatches({ route: '/blog/:slug/comments', isPrefix: false }, at('blog', 'a', 'like'))).toBe(
      false,
    );
  });

  it('prefix: whole segments, never part of one', () => {
    expect(routeMatches({ route: '/blog', isPrefix: true }, at('blog', 'a', 'comments'))).toBe(true);
    expect(routeMatches({ route: '/blog', isPrefix: true }, at('blog'))).toBe(true);
    expect(routeMatches({ route: '/blog', isPrefix: true }, at('blogger'))).toBe(false);
    expect(routeMatches({ route: '/', isPrefix: true }, at('anything', 'at', 'all'))).toBe(true);
    expect(routeMatches({ route: '/blog/a/b', isPrefix: true }, at('blog', 'a'))).toBe(false);
  });

  it('a parameter is one segment, even an empty one or one holding a slash', () => {
    expect(routeMatches({ route: '/blog/:slug/comments', isPrefix: false }, at('blog', '', 'comments'))).toBe(
      true,
    );
    expect(routeMatches({ route: '/products/:id', isPrefix: false }, at('products', 'a/b'))).toBe(true);
    expect(routeMatches({ route: '/products/a', isPrefix: false }, at('products', 'a/b'))).toBe(false);
  });

  it('compares decoded segments without regard to case', () => {
    expect(
      routeMatches({ route: '/products/gel%20citroen', isPrefix: false }, at('products', 'gel citroen')),
    ).toBe(true);
    expect(routeMatches({ route: '/products/a%2Fb', isPrefix: false }, at('products', 'a/b'))).toBe(true);
    const id = '0b6c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
    expect(
      routeMatches({ route: `/products/${id}`, isPrefix: false }, at('products', id.toUpperCase())),
    ).toBe(true);
    expect(routeMatches({ route: '/cart', isPrefix: false }, at('CART'))).toBe(true);
    expect(routeMatches({ route: '/products/100%', isPrefix: false }, at('products', '100%'))).toBe(true);
  });
});

describe('lockBlocks', () => {
  const lock = { route: '/cart', isPrefix: false, method: 'POST', blockedForRoles: ['user'], until: null };
  const now = new Date('2026-11-24T12:00:00Z');
  it('blocks the method and role it names, until its end', () => {
    expect(lockBlocks(lock, { method: 'POST', path: at('cart'), role: 'user' }, now)).toBe(true);
    expect(lockBlocks(lock, { method: 'GET', path: at('cart'), role: 'user' }, now)).toBe(false);
    expect(lockBlocks(lock, { method: 'POST', path: at('cart'), role: 'guest' }, now)).toBe(false);
    const ending = (until: string) => ({ ...lock, until: new Date(until) });
    expect(
      lockBlocks(ending('2026-11-24T12:00:01Z'), { method: 'POST', path: at('cart'), role: 'user' }, now),
    ).toBe(true);
    expect(
      lockBlocks(ending('2026-11-24T12:00:00Z'), { method: 'POST', path: at('cart'), role: 'user' }, now),
    ).toBe(false);
  });
});

describe('routeLockInputSchema', () => {
  it('defaults to GET for users; a route starts with / and has no query', () => {
    expect(routeLockInputSchema.parse({ route: ' /blog ' })).toMatchObject({
      route: '/blog',
      method: 'GET',
      blockedForRoles: ['user'],
      isPrefix: false,
    });
    for (const route of ['', 'blog', '/blog?x=1', '/a b']) {
      expect(routeLockInputSchema.safeParse({ route }).success, route).toBe(false);
    }
    expect(routeLockInputSchema.safeParse({ route: '/x', blockedForRoles: [] }).success).toBe(false);
    expect(routeLockInputSchema.safeParse({ route: '/x', until: '300000-01-01' }).success).toBe(false);
  });
});

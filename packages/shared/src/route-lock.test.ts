import { describe, expect, it } from 'vitest';
import { lockBlocks, routeLockInputSchema, routeMatches } from './route-lock.ts';

describe('routeMatches', () => {
  it('exact: the same segments; `:name` and `*` stand for any one', () => {
    expect(routeMatches({ route: '/blog', isPrefix: false }, '/blog')).toBe(true);
    expect(routeMatches({ route: '/blog/', isPrefix: false }, '/blog')).toBe(true);
    expect(routeMatches({ route: '/blog', isPrefix: false }, '/blog/x')).toBe(false);
    expect(routeMatches({ route: '/blog/:slug/comments', isPrefix: false }, '/blog/gel-test/comments')).toBe(
      true,
    );
    expect(routeMatches({ route: '/blog/*/comments', isPrefix: false }, '/blog/a/comments')).toBe(true);
    expect(routeMatches({ route: '/blog/:slug/comments', isPrefix: false }, '/blog/a/like')).toBe(false);
  });

  it('prefix: whole segments, never part of one', () => {
    expect(routeMatches({ route: '/blog', isPrefix: true }, '/blog/a/comments')).toBe(true);
    expect(routeMatches({ route: '/blog', isPrefix: true }, '/blog')).toBe(true);
    expect(routeMatches({ route: '/blog', isPrefix: true }, '/blogger')).toBe(false);
    expect(routeMatches({ route: '/', isPrefix: true }, '/anything/at/all')).toBe(true);
    expect(routeMatches({ route: '/blog/a/b', isPrefix: true }, '/blog/a')).toBe(false);
  });
});

describe('lockBlocks', () => {
  const lock = { route: '/cart', isPrefix: false, method: 'POST', blockedForRoles: ['user'], until: null };
  const now = new Date('2026-11-24T12:00:00Z');
  it('blocks the method and role it names, until its end', () => {
    expect(lockBlocks(lock, { method: 'POST', path: '/cart', role: 'user' }, now)).toBe(true);
    expect(lockBlocks(lock, { method: 'GET', path: '/cart', role: 'user' }, now)).toBe(false);
    expect(lockBlocks(lock, { method: 'POST', path: '/cart', role: 'guest' }, now)).toBe(false);
    const ending = (until: string) => ({ ...lock, until: new Date(until) });
    expect(
      lockBlocks(ending('2026-11-24T12:00:01Z'), { method: 'POST', path: '/cart', role: 'user' }, now),
    ).toBe(true);
    expect(
      lockBlocks(ending('2026-11-24T12:00:00Z'), { method: 'POST', path: '/cart', role: 'user' }, now),
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

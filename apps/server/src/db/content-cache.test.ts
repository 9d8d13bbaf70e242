import { describe, expect, it } from 'vitest';
import { fakeContentVersions } from '../../test/content-versions.ts';
import { createContentCache } from './content-cache.ts';

function counting() {
  let loads = 0;
  return { load: async () => `stand ${++loads}`, loads: () => loads };
}

describe('a cache of public content', () => {
  it('loads once and answers from memory until one of its topics changes', async () => {
    const versions = fakeContentVersions();
    const cache = createContentCache<string>({ versions, topics: ['catalogue'], maxEntries: 10 });
    const list = counting();
    expect(await cache.read('p1', list.load)).toBe('stand 1');
    expect(await cache.read('p1', list.load)).toBe('stand 1');
    versions.move('blog');
    expect(await cache.read('p1', list.load)).toBe('stand 1');
    versions.move('catalogue');
    expect(await cache.read('p1', list.load)).toBe('stand 2');
    expect(list.loads()).toBe(2);
  });

  it('keeps nothing loaded while its topic changed, and shares a load only before a change', async () => {
    const versions = fakeContentVersions();
    const cache = createContentCache<string>({ versions, topics: ['catalogue'], maxEntries: 10 });
    let release: () => void = () => undefined;
    let loads = 0;
    const slow = () =>
      new Promise<string>((resolve) => {
        loads += 1;
        const value = `stand ${loads}`;
        release = () => resolve(value);
      });
    const first = cache.read('p1', slow);
    const shared = cache.read('p1', slow);
    versions.move('catalogue');
    const releaseFirst = release;
    const after = cache.read('p1', slow);
    release();
    releaseFirst();
    expect(await first).toBe('stand 1');
    expect(await shared).toBe('stand 1');
    expect(await after).toBe('stand 2');
    // The first load's value met a change: not kept. The second's is.
    expect(await cache.read('p1', slow)).toBe('stand 2');
    expect(loads).toBe(2);
  });

  it('lets the least recently used entry go when full', async () => {
    const cache = createContentCache<string>({
      versions: fakeContentVersions(),
      topics: ['catalogue'],
      maxEntries: 2,
    });
    const [a, b, c] = [counting(), counting(), counting()];
    await cache.read('a', a.load);
    await cache.read('b', b.load);
    await cache.read('a', a.load);
    await cache.read('c', c.load);
    await cache.read('a', a.load);
    await cache.read('b', b.load);
    expect([a.loads(), b.loads(), c.loads()]).toEqual([1, 2, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from '../../lib/list/list-params.ts';
import { adminBlogListSchema } from './admin-blog-list-params.ts';

const read = (query: string) => readListParams(adminBlogListSchema, new URLSearchParams(query));

describe('admin blog list query string', () => {
  it('defaults to page 1 with 50 per page and no filters', () => {
    expect(read('')).toEqual({
      title: '',
      slug: '',
      excerpt: '',
      category: '',
      tag: '',
      authorEmail: '',
      isPublished: '',
      from: '',
      to: '',
      page: 1,
      limit: 50,
    });
  });

  it('reads every filter and only the allowed page sizes', () => {
    expect(
      read(
        'title=gel&slug=gels&excerpt=uur&category=Data%20%26%20Tech&tag=koolhydraten&authorEmail=a@b.nl&isPublished=false&from=2026-01-01&to=2026-02-01&page=2&limit=25',
      ),
    ).toEqual({
      title: 'gel',
      slug: 'gels',
      excerpt: 'uur',
      category: 'Data & Tech',
      tag: 'koolhydraten',
      authorEmail: 'a@b.nl',
      isPublished: 'false',
      from: '2026-01-01',
      to: '2026-02-01',
      page: 2,
      limit: 25,
    });
    expect(read('limit=30').limit).toBe(50);
  });

  it('writes only non-empty trimmed filters, then page and limit', () => {
    const values = { ...read(''), title: '  gel ', tag: ' ', page: 1, limit: 10 };
    expect(writeListParams(adminBlogListSchema, values).toString()).toBe('title=gel&page=1&limit=10');
  });
});

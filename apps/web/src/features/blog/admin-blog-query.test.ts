import { describe, expect, it } from 'vitest';
import { emptyAdminBlogFilters, readAdminBlogQuery, writeAdminBlogQuery } from './admin-blog-query.ts';

describe('admin blog list query string', () => {
  it('defaults to page 1 with 50 per page and no filters', () => {
    expect(readAdminBlogQuery(new URLSearchParams())).toEqual({
      filters: emptyAdminBlogFilters(),
      page: 1,
      limit: 50,
    });
  });

  it('reads every filter and only the allowed page sizes', () => {
    const query = readAdminBlogQuery(
      new URLSearchParams(
        'title=gel&slug=gels&excerpt=uur&category=Data%20%26%20Tech&tag=koolhydraten&authorEmail=a@b.nl&isPublished=false&from=2026-01-01&to=2026-02-01&page=2&limit=25',
      ),
    );
    expect(query.filters).toEqual({
      title: 'gel',
      slug: 'gels',
      excerpt: 'uur',
      category: 'Data & Tech',
      tag: 'koolhydraten',
      authorEmail: 'a@b.nl',
      isPublished: 'false',
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(query).toMatchObject({ page: 2, limit: 25 });
    expect(readAdminBlogQuery(new URLSearchParams('limit=30')).limit).toBe(50);
  });

  it('writes only non-empty trimmed filters', () => {
    const filters = { ...emptyAdminBlogFilters(), title: '  gel ', tag: ' ' };
    expect(writeAdminBlogQuery({ filters, page: 1, limit: 10 }).toString()).toBe('title=gel&page=1&limit=10');
  });
});

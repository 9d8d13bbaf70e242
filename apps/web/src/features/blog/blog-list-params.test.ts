import { describe, expect, it } from 'vitest';
import {
  pageListParams,
  readListParams,
  searchListParams,
  writeListParams,
} from '../../lib/list/list-params.ts';
import { blogListApiParams, blogListSchema, toggleCategory } from './blog-list-params.ts';

const read = (query: string) => readListParams(blogListSchema, new URLSearchParams(query));
const short = { omitDefaults: true };

describe('blog list query string', () => {
  it('has defaults: newest first, page 1, 6 per page', () => {
    expect(read('')).toEqual({ search: '', sortBy: 'createdAt', category: [], page: 1, limit: 6 });
  });

  it('reads search, sort, comma-separated categories, page and limit', () => {
    expect(
      read('search=gel&sortBy=likes&category=Voedingsbasis,%20Data%20%26%20Tech,&page=3&limit=12'),
    ).toEqual({
      search: 'gel',
      sortBy: 'likes',
      category: ['Voedingsbasis', 'Data & Tech'],
      page: 3,
      limit: 12,
    });
  });

  it('falls back on bad values', () => {
    expect(read('sortBy=titel&page=-2&limit=abc')).toMatchObject({ sortBy: 'createdAt', page: 1, limit: 6 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListParams(blogListSchema, read(''), short).toString()).toBe('');
    expect(
      writeListParams(
        blogListSchema,
        {
          search: ' gel ',
          sortBy: 'comments',
          category: ['Voedingsbasis', 'Data & Tech'],
          page: 2,
          limit: 6,
        },
        short,
      ).toString(),
    ).toBe('search=gel&sortBy=comments&category=Voedingsbasis%2CData+%26+Tech&page=2');
  });

  it('resets the page to 1 when search, sort or categories change, not when paging', () => {
    const onPage3 = new URLSearchParams('page=3');
    const pageAfter = (params: URLSearchParams) => readListParams(blogListSchema, params).page;
    expect(pageAfter(searchListParams(blogListSchema, onPage3, { search: 'zout' }, short))).toBe(1);
    expect(pageAfter(searchListParams(blogListSchema, onPage3, { sortBy: 'likes' }, short))).toBe(1);
    expect(pageAfter(searchListParams(blogListSchema, onPage3, { category: ['Voedingsbasis'] }, short))).toBe(
      1,
    );
    expect(pageAfter(pageListParams(blogListSchema, onPage3, 4, short))).toBe(4);
  });

  it('toggles a category chip', () => {
    expect(toggleCategory([], 'Voedingsbasis')).toEqual(['Voedingsbasis']);
    expect(toggleCategory(['Voedingsbasis', 'Data & Tech'], 'Voedingsbasis')).toEqual(['Data & Tech']);
  });

  it('asks the API for published posts, with a category page fixing the category', () => {
    const state = read('search=gel&category=Voedingsbasis');
    expect(blogListApiParams(state)).toEqual({
      search: 'gel',
      sortBy: 'createdAt',
      category: 'Voedingsbasis',
      page: 1,
      limit: 6,
      isPublished: 'true',
    });
    expect(blogListApiParams(state, 'Data & Tech').category).toBe('Data & Tech');
  });
});

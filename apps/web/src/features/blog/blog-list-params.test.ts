import { describe, expect, it } from 'vitest';
import {
  blogListApiParams,
  changeBlogListState,
  readBlogListState,
  toggleCategory,
  writeBlogListState,
} from './blog-list-params.ts';

const read = (query: string) => readBlogListState(new URLSearchParams(query));

describe('blog list query string', () => {
  it('has defaults: newest first, page 1, 6 per page', () => {
    expect(read('')).toEqual({ search: '', sortBy: 'createdAt', categories: [], page: 1, limit: 6 });
  });

  it('reads search, sort, comma-separated categories, page and limit', () => {
    expect(
      read('search=gel&sortBy=likes&category=Voedingsbasis,%20Data%20%26%20Tech,&page=3&limit=12'),
    ).toEqual({
      search: 'gel',
      sortBy: 'likes',
      categories: ['Voedingsbasis', 'Data & Tech'],
      page: 3,
      limit: 12,
    });
  });

  it('falls back on bad values', () => {
    expect(read('sortBy=titel&page=-2&limit=abc')).toMatchObject({ sortBy: 'createdAt', page: 1, limit: 6 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeBlogListState(read('')).toString()).toBe('');
    expect(
      writeBlogListState({
        search: ' gel ',
        sortBy: 'comments',
        categories: ['Voedingsbasis', 'Data & Tech'],
        page: 2,
        limit: 6,
      }).toString(),
    ).toBe('search=gel&sortBy=comments&category=Voedingsbasis%2CData+%26+Tech&page=2');
  });

  it('resets the page to 1 when search, sort or categories change, not when paging', () => {
    const onPage3 = read('page=3');
    expect(changeBlogListState(onPage3, { search: 'zout' }).page).toBe(1);
    expect(changeBlogListState(onPage3, { sortBy: 'likes' }).page).toBe(1);
    expect(changeBlogListState(onPage3, { categories: ['Voedingsbasis'] }).page).toBe(1);
    expect(changeBlogListState(onPage3, { page: 4 }).page).toBe(4);
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

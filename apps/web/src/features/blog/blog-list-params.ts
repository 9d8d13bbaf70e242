import { BLOG_PAGE_SIZE, blogSortOptions } from '@shop/shared/blog';
import { cleanList } from '@shop/shared/text';

export type BlogSort = (typeof blogSortOptions)[number];

/** The public blog list's state, as it lives in the query string (spec 2). */
export interface BlogListState {
  search: string;
  sortBy: BlogSort;
  categories: string[];
  page: number;
  limit: number;
}

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

const isSort = (value: string | null): value is BlogSort =>
  blogSortOptions.some((option) => option === value);

/** Reads search, sortBy (createdAt by default), category (comma separated), page and limit (6). */
export function readBlogListState(params: URLSearchParams): BlogListState {
  const sortBy = params.get('sortBy');
  return {
    search: params.get('search')?.trim() ?? '',
    sortBy: isSort(sortBy) ? sortBy : 'createdAt',
    categories: cleanList((params.get('category') ?? '').split(',')),
    page: positiveInt(params.get('page'), 1),
    limit: positiveInt(params.get('limit'), BLOG_PAGE_SIZE),
  };
}

/** The query string for a state; defaults are left out to keep URLs short. */
export function writeBlogListState(state: BlogListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.sortBy !== 'createdAt') params.set('sortBy', state.sortBy);
  if (state.categories.length > 0) params.set('category', state.categories.join(','));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== BLOG_PAGE_SIZE) params.set('limit', String(state.limit));
  return params;
}

/** A change of search, sort or categories starts again at page 1; paging keeps the rest. */
export function changeBlogListState(
  state: BlogListState,
  change: Partial<Omit<BlogListState, 'limit'>>,
): BlogListState {
  const resetsPage = 'search' in change || 'sortBy' in change || 'categories' in change;
  return { ...state, ...change, page: change.page ?? (resetsPage ? 1 : state.page) };
}

/** Adds the category when it is not selected, removes it when it is. */
export function toggleCategory(categories: readonly string[], category: string): string[] {
  return categories.includes(category)
    ? categories.filter((selected) => selected !== category)
    : [...categories, category];
}

/** The GET /blog query for a state; `fixedCategory` (a category page) replaces the chosen ones. */
export function blogListApiParams(state: BlogListState, fixedCategory?: string) {
  const categories = fixedCategory ? [fixedCategory] : state.categories;
  return {
    search: state.search || undefined,
    sortBy: state.sortBy,
    category: categories.length > 0 ? categories.join(',') : undefined,
    page: state.page,
    limit: state.limit,
    isPublished: 'true',
  };
}

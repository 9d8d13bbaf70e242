import { BLOG_PAGE_SIZE, blogSortOptions } from '@shop/shared/blog-constants';
import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

/**
 * The public blog list in the query string (spec 2): search, sortBy (newest first by default),
 * category (comma separated), page and limit (6). Defaults are left out of the URL.
 */
export const blogListSchema = listSchema({
  search: listParam.text(),
  sortBy: listParam.oneOf(blogSortOptions, 'createdAt'),
  category: listParam.list(),
  page: listParam.page(),
  limit: listParam.positiveInt(BLOG_PAGE_SIZE),
});

export type BlogListState = ListValues<typeof blogListSchema>;
export type BlogSort = BlogListState['sortBy'];

/** Adds the category when it is not selected, removes it when it is. */
export function toggleCategory(categories: readonly string[], category: string): string[] {
  return categories.includes(category)
    ? categories.filter((selected) => selected !== category)
    : [...categories, category];
}

/** The GET /blog query for a state; `fixedCategory` (a category page) replaces the chosen ones. */
export function blogListApiParams(state: BlogListState, fixedCategory?: string) {
  const categories = fixedCategory ? [fixedCategory] : state.category;
  return {
    search: state.search || undefined,
    sortBy: state.sortBy,
    category: categories.length > 0 ? categories.join(',') : undefined,
    page: state.page,
    limit: state.limit,
    isPublished: 'true',
  };
}

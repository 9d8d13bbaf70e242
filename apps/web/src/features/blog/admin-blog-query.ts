import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_OPTIONS } from '@shop/shared/api';

/** The admin blog list's filters, in the order the form shows them (spec 2). */
export const adminBlogFilterKeys = [
  'title',
  'slug',
  'excerpt',
  'category',
  'tag',
  'authorEmail',
  'isPublished',
  'from',
  'to',
] as const;
export type AdminBlogFilterKey = (typeof adminBlogFilterKeys)[number];
export type AdminBlogFilters = Record<AdminBlogFilterKey, string>;

export interface AdminBlogQuery {
  filters: AdminBlogFilters;
  page: number;
  limit: number;
}

export const emptyAdminBlogFilters = (): AdminBlogFilters =>
  Object.fromEntries(adminBlogFilterKeys.map((key) => [key, ''])) as AdminBlogFilters;

const isPageSize = (value: number) => ADMIN_PAGE_SIZE_OPTIONS.some((option) => option === value);

/** Reads filters, page (1) and page size (50; one of 10, 25, 50, 100) from the query string. */
export function readAdminBlogQuery(params: URLSearchParams): AdminBlogQuery {
  const filters = emptyAdminBlogFilters();
  for (const key of adminBlogFilterKeys) filters[key] = params.get(key)?.trim() ?? '';
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: isPageSize(limit) ? limit : ADMIN_PAGE_SIZE_DEFAULT,
  };
}

/** The query string: non-empty trimmed filters, then page and limit. */
export function writeAdminBlogQuery(query: AdminBlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of adminBlogFilterKeys) {
    const value = query.filters[key].trim();
    if (value) params.set(key, value);
  }
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  return params;
}

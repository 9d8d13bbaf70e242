/** The lists' page sizes, without zod: the browser's list pages read them; api.ts re-exports them. */
export const MAX_PAGE_SIZE = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

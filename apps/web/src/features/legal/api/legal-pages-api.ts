import type { LegalPageSlug } from '@shop/shared/legal-page-constants';
import type { LegalPage } from '@shop/shared/legal-pages';
import { queryOptions } from '@tanstack/react-query';
import { api, nullWhenNotFound } from '../../../lib/api-client.ts';

/** GET /pages/{slug}: a legal page as anyone reads it. */
export const fetchLegalPage = (slug: LegalPageSlug) =>
  api.get<LegalPage>(`/pages/${encodeURIComponent(slug)}`);

/** Every legal page query starts with 'legal-pages': the admin's save makes the shop's copy stale too. */
export const legalPageKeys = {
  all: ['legal-pages'] as const,
  pages: () => [...legalPageKeys.all, 'page'] as const,
  page: (slug: LegalPageSlug) => [...legalPageKeys.pages(), slug] as const,
  admin: () => [...legalPageKeys.all, 'admin'] as const,
};

export const legalPageQueries = {
  /** A page without a row (never, once migrated) is `null`: the page says so, the server answers 404. */
  page: (slug: LegalPageSlug) =>
    queryOptions({
      queryKey: legalPageKeys.page(slug),
      queryFn: () => nullWhenNotFound(fetchLegalPage(slug)),
    }),
};

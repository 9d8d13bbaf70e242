import type { LegalPageSlug } from '@shop/shared/legal-page-constants';
import { useQuery } from '@tanstack/react-query';
import { legalPageQueries } from '../api/legal-pages-api.ts';

export const useLegalPage = (slug: LegalPageSlug) => useQuery(legalPageQueries.page(slug));

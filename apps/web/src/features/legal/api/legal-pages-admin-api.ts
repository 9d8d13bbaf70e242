import type { LegalPage, LegalPageInput } from '@shop/shared/legal-pages';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { legalPageKeys } from './legal-pages-api.ts';

export const fetchAdminLegalPages = () => api.get<LegalPage[]>('/admin/pages');
export const updateLegalPage = ({ slug, input }: { slug: string; input: LegalPageInput }) =>
  api.put<LegalPage>(`/admin/pages/${encodeURIComponent(slug)}`, input);

export const adminLegalPageQueries = {
  list: () => queryOptions({ queryKey: legalPageKeys.admin(), queryFn: fetchAdminLegalPages }),
};

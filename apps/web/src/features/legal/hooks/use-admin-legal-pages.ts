import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { adminLegalPageQueries, updateLegalPage } from '../api/legal-pages-admin-api.ts';
import { legalPageKeys } from '../api/legal-pages-api.ts';

export const useAdminLegalPages = () => useQuery(adminLegalPageQueries.list());
/** Makes every legal page query stale: the admin's list and the shop's copy of the page. */
export const useUpdateLegalPage = () => useInvalidatingMutation(legalPageKeys.all, updateLegalPage);

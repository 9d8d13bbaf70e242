import type { Visit, VisitSummary } from '@shop/shared/analytics';
import type { Paged } from '@shop/shared/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import type { VisitListParams } from '../analytics-list-params.ts';

export const fetchVisits = (params: VisitListParams) =>
  api.get<Paged<Visit>>(`/admin/analytics/visits${toQuery(params)}`);
export const fetchVisitSummary = ({ page: _page, limit: _limit, ...filters }: VisitListParams) =>
  api.get<VisitSummary>(`/admin/analytics/summary${toQuery(filters)}`);

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  visits: (params: VisitListParams) => [...analyticsKeys.all, 'visits', params] as const,
  summary: (filters: Omit<VisitListParams, 'page' | 'limit'>) =>
    [...analyticsKeys.all, 'summary', filters] as const,
};

export const analyticsQueries = {
  visits: (params: VisitListParams) =>
    queryOptions({
      queryKey: analyticsKeys.visits(params),
      queryFn: () => fetchVisits(params),
      placeholderData: keepPreviousData,
    }),
  summary: (params: VisitListParams) => {
    const { page: _page, limit: _limit, ...filters } = params;
    return queryOptions({
      queryKey: analyticsKeys.summary(filters),
      queryFn: () => fetchVisitSummary(params),
      placeholderData: keepPreviousData,
    });
  },
};

import { useQuery } from '@tanstack/react-query';
import type { VisitListParams } from '../analytics-list-params.ts';
import { analyticsQueries } from '../api/analytics-api.ts';

export const useVisits = (params: VisitListParams) => useQuery(analyticsQueries.visits(params));
export const useVisitSummary = (params: VisitListParams) => useQuery(analyticsQueries.summary(params));

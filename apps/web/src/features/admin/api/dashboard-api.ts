import type { Dashboard } from '@shop/shared/dashboard';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import type { DashboardPeriod } from '../dashboard-params.ts';

/** GET /admin/dashboard: the owner's figures for the period (the server's default without one). */
export const fetchDashboard = (period: DashboardPeriod) =>
  api.get<Dashboard>(`/admin/dashboard${toQuery(period)}`);

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  figures: (period: DashboardPeriod) => [...dashboardKeys.all, period] as const,
};

export const dashboardQueries = {
  figures: (period: DashboardPeriod) =>
    queryOptions({
      queryKey: dashboardKeys.figures(period),
      queryFn: () => fetchDashboard(period),
      placeholderData: keepPreviousData,
    }),
};

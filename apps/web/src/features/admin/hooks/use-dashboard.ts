import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../api/dashboard-api.ts';
import type { DashboardPeriod } from '../dashboard-params.ts';

export const useDashboard = (period: DashboardPeriod) => useQuery(dashboardQueries.figures(period));

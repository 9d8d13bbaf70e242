import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

/** The dashboard's period in the query string ('2026-03-01'): empty is the server's default, the last 30 days. */
export const dashboardPeriodSchema = listSchema({
  from: listParam.text(),
  to: listParam.text(),
});

export type DashboardPeriod = ListValues<typeof dashboardPeriodSchema>;

import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

/** The visit statistics' filters in the query string, in the spec's order. */
export const visitListSchema = listSchema({
  path: listParam.text(),
  referrer: listParam.text(),
  browser: listParam.text(),
  device: listParam.text(),
  userId: listParam.text(),
  userEmail: listParam.text(),
  userFirstName: listParam.text(),
  userLastName: listParam.text(),
  from: listParam.text(),
  to: listParam.text(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});
export type VisitListParams = ListValues<typeof visitListSchema>;

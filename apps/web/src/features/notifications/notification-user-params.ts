import { listParam, listSchema } from '../../lib/list/list-params.ts';

/** The admin's user search (notifications and broadcast) in the query string. */
export const notificationUserListSchema = listSchema({
  email: listParam.text(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});

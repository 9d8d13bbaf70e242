import { z } from 'zod';
import { listParam } from '../../lib/list/list-params.ts';

/** The admin's user search (notifications and broadcast) in the query string. */
export const notificationUserListSchema = z.object({
  email: listParam.text(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});

import { mailStatuses } from '@shop/shared/mail';
import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

/** The outgoing-mail list in the query string, in the order it is written. */
export const mailListSchema = listSchema({
  /** An unknown status filters nothing. */
  status: listParam.oneOf(['', ...mailStatuses], ''),
  recipient: listParam.text(),
  subject: listParam.text(),
  from: listParam.text(),
  to: listParam.text(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});

export type MailListParams = ListValues<typeof mailListSchema>;

import { mailStatuses } from '@shop/shared/mail';
import { z } from 'zod';
import { listParam } from '../../lib/list/list-params.ts';

/** The outgoing-mail list in the query string, in the order it is written. */
export const mailListSchema = z.object({
  /** An unknown status filters nothing. */
  status: listParam.oneOf(['', ...mailStatuses], ''),
  recipient: listParam.text(),
  subject: listParam.text(),
  from: listParam.text(),
  to: listParam.text(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});

export type MailListParams = z.output<typeof mailListSchema>;

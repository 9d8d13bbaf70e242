import { contactPriorities, contactStatuses } from '@shop/shared/contact';
import { z } from 'zod';
import { listParam } from '../../lib/list/list-params.ts';

/** /mijn-berichten (and the 'my' tab of /support) in the query string. */
export const myMessagesListSchema = z.object({
  subject: listParam.text(),
  status: listParam.oneOf(['', ...contactStatuses], ''),
  priority: listParam.oneOf(['', ...contactPriorities], ''),
  page: listParam.page(),
  limit: z.coerce
    .number()
    .refine((size) => [10, 25, 50].includes(size))
    .catch(10),
});
export type MyMessagesListParams = z.output<typeof myMessagesListSchema>;

/** The same list in the 'my' tab of /support, which keeps its tab through a search. */
export const supportMyMessagesListSchema = z.object({
  tab: listParam.oneOf(['new', 'my'], 'new'),
  ...myMessagesListSchema.shape,
});

/** /admin/contact in the query string; tags repeat as `tag` parameters, as the API takes them. */
export const adminContactListSchema = z.object({
  subject: listParam.text(),
  email: listParam.text(),
  tag: listParam.repeated(),
  status: listParam.oneOf(['', ...contactStatuses], ''),
  priority: listParam.oneOf(['', ...contactPriorities], ''),
  from: listParam.text(),
  to: listParam.text(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});
export type AdminContactListParams = z.output<typeof adminContactListSchema>;

import { contactPriorities, contactStatuses } from '@shop/shared/contact';
import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

/** /mijn-berichten (and the 'my' tab of /support) in the query string. */
export const myMessagesListSchema = listSchema({
  subject: listParam.text(),
  status: listParam.oneOf(['', ...contactStatuses], ''),
  priority: listParam.oneOf(['', ...contactPriorities], ''),
  page: listParam.page(),
  limit: listParam.sizeOf([10, 25, 50], 10),
});
export type MyMessagesListParams = ListValues<typeof myMessagesListSchema>;

/** The same list in the 'my' tab of /support, which keeps its tab through a search. */
export const supportMyMessagesListSchema = listSchema({
  tab: listParam.oneOf(['new', 'my'], 'new'),
  ...myMessagesListSchema.shape,
});

/** /admin/contact in the query string; tags repeat as `tag` parameters, as the API takes them. */
export const adminContactListSchema = listSchema({
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
export type AdminContactListParams = ListValues<typeof adminContactListSchema>;

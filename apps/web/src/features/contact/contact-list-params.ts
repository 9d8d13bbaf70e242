import {
  contactPriorities,
  contactPriorityLabels,
  contactStatuses,
  contactStatusLabels,
} from '@shop/shared/contact';
import { type FilterField, optionsWithAny } from '../../components/list/filter-form.tsx';
import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';
import { contactPageMessages as m } from './messages.ts';

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

/** The status and priority filters of both message lists: the user's own and the support desk's. */
export const statusAndPriorityFields = [
  {
    name: 'status',
    label: m.status,
    options: optionsWithAny(m.anyStatus, contactStatuses, (status) => contactStatusLabels[status]),
  },
  {
    name: 'priority',
    label: m.priority,
    options: optionsWithAny(m.anyPriority, contactPriorities, (priority) => contactPriorityLabels[priority]),
  },
] as const satisfies readonly FilterField[];

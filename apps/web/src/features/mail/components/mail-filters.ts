import { mailStatuses, mailStatusLabels } from '@shop/shared/mail';
import {
  dateRangeFields,
  type FilterField,
  optionsWithAny,
  pageSizeField,
} from '../../../components/list/filter-form.tsx';
import { mailPageMessages as m } from '../messages.ts';

/** The outgoing-mail filters in form order; the page size applies with the search. */
export const mailFilterFields = [
  {
    name: 'status',
    label: m.status,
    options: optionsWithAny(m.anyStatus, mailStatuses, (status) => mailStatusLabels[status]),
  },
  { name: 'recipient', label: m.recipient, inputMode: 'email' },
  { name: 'subject', label: m.subject, type: 'text' },
  ...dateRangeFields(m.from, m.to),
  pageSizeField,
] as const satisfies readonly FilterField[];

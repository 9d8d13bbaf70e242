import { mailStatuses, mailStatusLabels } from '@shop/shared/mail';
import { type FilterField, pageSizeField } from '../../../components/list/filter-form.tsx';
import { mailPageMessages as m } from '../messages.ts';

/** The outgoing-mail filters in form order; the page size applies with the search. */
export const mailFilterFields = [
  {
    name: 'status',
    label: m.status,
    options: [
      { value: '', label: m.anyStatus },
      ...mailStatuses.map((status) => ({ value: status, label: mailStatusLabels[status] })),
    ],
  },
  { name: 'recipient', label: m.recipient, inputMode: 'email' },
  { name: 'subject', label: m.subject, type: 'text' },
  { name: 'from', label: m.from, type: 'date' },
  { name: 'to', label: m.to, type: 'date' },
  pageSizeField,
] as const satisfies readonly FilterField[];

import { dateRangeFields, type FilterField } from '../../../components/list/filter-form.tsx';
import { webhookPageMessages as m } from '../messages.ts';

export const webhookFilterFields = [
  { name: 'userId', label: m.userId, type: 'text' },
  { name: 'session', label: m.session, type: 'text' },
  ...dateRangeFields(m.from, m.to),
] as const satisfies readonly FilterField[];

import type { FilterField } from '../../../components/list/filter-form.tsx';
import { webhookPageMessages as m } from '../messages.ts';

export const webhookFilterFields = [
  { name: 'userId', label: m.userId, type: 'text' },
  { name: 'session', label: m.session, type: 'text' },
  { name: 'from', label: m.from, type: 'date' },
  { name: 'to', label: m.to, type: 'date' },
] as const satisfies readonly FilterField[];

import { orderStatuses, orderStatusLabels } from '@shop/shared/order';
import {
  dateRangeFields,
  type FilterField,
  optionsWithAny,
  pageSizeField,
} from '../../../components/list/filter-form.tsx';
import { orderPageMessages as m } from '../messages.ts';

/** The admin order filters in form order; the page size applies with the search. */
export const orderFilterFields = [
  { name: 'userEmail', label: m.userEmail, inputMode: 'email' },
  {
    name: 'status',
    label: m.status,
    options: optionsWithAny(m.anyStatus, orderStatuses, (status) => orderStatusLabels[status]),
  },
  { name: 'stripeSessionId', label: m.stripeSessionId, type: 'text' },
  { name: 'stripePaymentIntentId', label: m.stripePaymentIntentId, type: 'text' },
  { name: 'cartTitle', label: m.cartTitle, type: 'text' },
  { name: 'firstName', label: m.firstName, type: 'text' },
  { name: 'lastName', label: m.lastName, type: 'text' },
  { name: 'city', label: m.city, type: 'text' },
  { name: 'country', label: m.country, type: 'text' },
  ...dateRangeFields(m.from, m.to),
  pageSizeField,
] as const satisfies readonly FilterField[];

import { ADMIN_PAGE_SIZE_OPTIONS } from '@shop/shared/api';
import { orderStatuses, orderStatusLabels } from '@shop/shared/order';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { orderPageMessages as m } from '../messages.ts';
import type { OrderFilterKey, OrderFilterValues } from '../order-filters.ts';

type InputFilterKey = Exclude<OrderFilterKey, 'userEmail' | 'status'>;

/** The filters after e-mail and status, in form order. */
const inputFilters: { key: InputFilterKey; label: string; type: 'text' | 'date' }[] = [
  { key: 'stripeSessionId', label: m.stripeSessionId, type: 'text' },
  { key: 'stripePaymentIntentId', label: m.stripePaymentIntentId, type: 'text' },
  { key: 'cartTitle', label: m.cartTitle, type: 'text' },
  { key: 'firstName', label: m.firstName, type: 'text' },
  { key: 'lastName', label: m.lastName, type: 'text' },
  { key: 'city', label: m.city, type: 'text' },
  { key: 'country', label: m.country, type: 'text' },
  { key: 'from', label: m.from, type: 'date' },
  { key: 'to', label: m.to, type: 'date' },
];

const statusOptions = [
  { value: '', label: m.anyStatus },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })),
];
const pageSizeOptions = ADMIN_PAGE_SIZE_OPTIONS.map((size) => ({ value: String(size), label: String(size) }));

interface OrderFilterFormProps {
  filters: OrderFilterValues;
  limit: number;
  onSearch: (filters: OrderFilterValues, limit: number) => void;
  onReset: () => void;
}

/** The admin order filters; the page writes them to the query string on 'Zoeken'. */
export function OrderFilterForm({ filters, limit, onSearch, onReset }: OrderFilterFormProps) {
  const [values, setValues] = useState(filters);
  const [pageSize, setPageSize] = useState(String(limit));
  const set = (key: OrderFilterKey, value: string) => setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(values, Number(pageSize));
  }

  return (
    <form
      onSubmit={submit}
      aria-label={m.filtersTitle}
      className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={m.userEmail}
          inputMode="email"
          value={values.userEmail}
          onChange={(event) => set('userEmail', event.target.value)}
        />
        <SelectField
          label={m.status}
          options={statusOptions}
          value={values.status}
          onChange={(event) => set('status', event.target.value)}
        />
        {inputFilters.map(({ key, label, type }) => (
          <TextField
            key={key}
            label={label}
            type={type}
            value={values[key]}
            onChange={(event) => set(key, event.target.value)}
          />
        ))}
        <SelectField
          label={m.pageSize}
          options={pageSizeOptions}
          value={pageSize}
          onChange={(event) => setPageSize(event.target.value)}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit">{m.search}</Button>
        <Button variant="secondary" onClick={onReset}>
          {m.reset}
        </Button>
      </div>
    </form>
  );
}

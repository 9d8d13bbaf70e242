import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { webhookPageMessages as m } from '../messages.ts';
import type { WebhookFilterKey, WebhookFilters } from '../webhook-group.ts';

const fields: { key: WebhookFilterKey; label: string; type: 'text' | 'date' }[] = [
  { key: 'userId', label: m.userId, type: 'text' },
  { key: 'session', label: m.session, type: 'text' },
  { key: 'from', label: m.from, type: 'date' },
  { key: 'to', label: m.to, type: 'date' },
];

interface WebhookFilterFormProps {
  filters: WebhookFilters;
  onSearch: (filters: WebhookFilters) => void;
  onReset: () => void;
}

export function WebhookFilterForm({ filters, onSearch, onReset }: WebhookFilterFormProps) {
  const [values, setValues] = useState(filters);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(values);
  }

  return (
    <form
      onSubmit={submit}
      aria-label={m.filtersTitle}
      className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {fields.map(({ key, label, type }) => (
          <TextField
            key={key}
            label={label}
            type={type}
            value={values[key]}
            onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
          />
        ))}
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

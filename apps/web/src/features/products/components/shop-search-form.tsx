import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { shopMessages } from '../messages.ts';

export interface ShopFilters {
  title: string;
  category: string;
  brand: string;
}

/** Title search, exact category and exact brand; the inputs start from the URL's values. */
export function ShopSearchForm({
  initial,
  onSearch,
}: {
  initial: ShopFilters;
  onSearch: (filters: ShopFilters) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: keyof ShopFilters) => String(data.get(name) ?? '');
    onSearch({ title: text('title'), category: text('category'), brand: text('brand') });
  };
  return (
    <search aria-label={shopMessages.searchLabel}>
      <form
        // A new URL (a search, back and forward) shows its values in fresh fields.
        key={JSON.stringify(initial)}
        onSubmit={submit}
        className="mb-8 grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
      >
        <TextField label={shopMessages.title} name="title" type="search" defaultValue={initial.title} />
        <TextField label={shopMessages.category} name="category" defaultValue={initial.category} />
        <TextField label={shopMessages.brand} name="brand" defaultValue={initial.brand} />
        <Button type="submit" size="lg">
          {shopMessages.search}
        </Button>
      </form>
    </search>
  );
}

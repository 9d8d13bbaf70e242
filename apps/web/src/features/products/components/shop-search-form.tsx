import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { shopMessages } from '../messages.ts';
import { formValues } from '../search-params.ts';

export const SHOP_FILTER_NAMES = ['title', 'category', 'brand'] as const;
export type ShopFilters = Record<(typeof SHOP_FILTER_NAMES)[number], string>;

/** Title search, exact category and exact brand; the inputs start from the URL's values. */
export function ShopSearchForm({
  initial,
  onSearch,
}: {
  initial: ShopFilters;
  onSearch: (filters: Record<string, string>) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(formValues(event.currentTarget, SHOP_FILTER_NAMES));
  };
  return (
    <search aria-label={shopMessages.searchLabel}>
      <form
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

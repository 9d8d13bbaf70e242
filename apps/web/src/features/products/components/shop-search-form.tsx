import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, TextField } from '../../../components/ui/form-fields.tsx';
import { shopMessages } from '../messages.ts';

export interface ShopFilters {
  title: string;
  category: string;
  brand: string;
  /** 'met cafeïne': 'true', or '' for no filter. */
  caffeine: '' | 'true';
  /** 'zonder fructose': 'false', or '' for no filter. */
  fructose: '' | 'false';
}

/**
 * Title search, exact category and exact brand, and the nutrition filters 'met cafeïne' and
 * 'zonder fructose' (decision 061); the inputs start from the URL's values.
 */
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
    onSearch({
      title: text('title'),
      category: text('category'),
      brand: text('brand'),
      caffeine: data.has('caffeine') ? 'true' : '',
      fructose: data.has('fructose') ? 'false' : '',
    });
  };
  return (
    <search aria-label={shopMessages.searchLabel}>
      <form
        // A new URL (a search, back and forward) shows its values in fresh fields.
        key={JSON.stringify(initial)}
        onSubmit={submit}
        className="mb-8 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={shopMessages.title} name="title" type="search" defaultValue={initial.title} />
          <TextField label={shopMessages.category} name="category" defaultValue={initial.category} />
          <TextField label={shopMessages.brand} name="brand" defaultValue={initial.brand} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <CheckboxField
              label={shopMessages.withCaffeine}
              name="caffeine"
              value="true"
              defaultChecked={initial.caffeine === 'true'}
            />
            <CheckboxField
              label={shopMessages.withoutFructose}
              name="fructose"
              value="false"
              defaultChecked={initial.fructose === 'false'}
            />
          </div>
          <Button type="submit" size="lg">
            {shopMessages.search}
          </Button>
        </div>
      </form>
    </search>
  );
}

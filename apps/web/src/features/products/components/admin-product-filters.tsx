import { ADMIN_PAGE_SIZE_OPTIONS } from '@shop/shared/api';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { paths } from '../../../lib/paths.ts';
import { adminProductMessages as labels } from '../messages.ts';
import { formValues } from '../search-params.ts';

export const ADMIN_PRODUCT_FILTER_NAMES = [
  'title',
  'brand',
  'category',
  'isPublished',
  'priceMin',
  'priceMax',
  'discountMin',
  'discountMax',
  'stockMin',
  'stockMax',
  'limit',
] as const;
export type AdminProductFilters = Record<(typeof ADMIN_PRODUCT_FILTER_NAMES)[number], string>;

const textFields = [
  { name: 'title', label: labels.title },
  { name: 'brand', label: labels.brand },
  { name: 'category', label: labels.category },
] as const;

const numberFields = [
  { name: 'priceMin', label: labels.priceMin, step: '0.01' },
  { name: 'priceMax', label: labels.priceMax, step: '0.01' },
  { name: 'discountMin', label: labels.discountMin, step: '0.01' },
  { name: 'discountMax', label: labels.discountMax, step: '0.01' },
  { name: 'stockMin', label: labels.stockMin, step: '1' },
  { name: 'stockMax', label: labels.stockMax, step: '1' },
] as const;

/** The admin product filters; the inputs start from the URL's values. */
export function AdminProductFilterForm({
  initial,
  onSearch,
  onReset,
}: {
  initial: AdminProductFilters;
  onSearch: (filters: Record<string, string>) => void;
  onReset: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(formValues(event.currentTarget, ADMIN_PRODUCT_FILTER_NAMES));
  };
  return (
    <search aria-label={labels.filtersLabel}>
      <form
        noValidate
        onSubmit={submit}
        onReset={onReset}
        className="mb-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {textFields.map(({ name, label }) => (
            <TextField key={name} label={label} name={name} defaultValue={initial[name]} />
          ))}
          <SelectField label={labels.isPublished} name="isPublished" defaultValue={initial.isPublished}>
            <option value="">{labels.publishedOptions.all}</option>
            <option value="true">{labels.publishedOptions.yes}</option>
            <option value="false">{labels.publishedOptions.no}</option>
          </SelectField>
          {numberFields.map(({ name, label, step }) => (
            <TextField
              key={name}
              label={label}
              name={name}
              type="number"
              inputMode="decimal"
              step={step}
              min="0"
              defaultValue={initial[name]}
            />
          ))}
          <SelectField label={labels.limit} name="limit" defaultValue={initial.limit}>
            {ADMIN_PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{labels.search}</Button>
          <Button type="reset" variant="secondary">
            {labels.reset}
          </Button>
          <Link to={paths.admin.newProduct()} className={buttonClass('secondary', 'sm:ml-auto')}>
            {labels.newProduct}
          </Link>
        </div>
      </form>
    </search>
  );
}

import { type FilterField, pageSizeField } from '../../../components/list/filter-form.tsx';
import { adminProductMessages as labels } from '../admin-messages.ts';

const numberField = <Name extends string>(name: Name, label: string, step: string) =>
  ({ name, label, type: 'number', inputMode: 'decimal', step, min: '0' }) as const;

/** The admin product filters in form order; the page size applies with the search. */
export const adminProductFilterFields = [
  { name: 'title', label: labels.title },
  { name: 'brand', label: labels.brand },
  { name: 'category', label: labels.category },
  {
    name: 'isPublished',
    label: labels.isPublished,
    options: [
      { value: '', label: labels.publishedOptions.all },
      { value: 'true', label: labels.publishedOptions.yes },
      { value: 'false', label: labels.publishedOptions.no },
    ],
  },
  numberField('priceMin', labels.priceMin, '0.01'),
  numberField('priceMax', labels.priceMax, '0.01'),
  numberField('discountMin', labels.discountMin, '0.01'),
  numberField('discountMax', labels.discountMax, '0.01'),
  numberField('stockMin', labels.stockMin, '1'),
  numberField('stockMax', labels.stockMax, '1'),
  pageSizeField,
] as const satisfies readonly FilterField[];

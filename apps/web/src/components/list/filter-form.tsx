import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { PAGE_SIZES } from '../../lib/list/list-params.ts';
import { commonMessages } from '../../lib/messages.ts';
import { Button } from '../ui/button.tsx';
import { SelectField, TextField } from '../ui/form-fields.tsx';

export interface FilterOption {
  value: string;
  label: string;
}

/** One field of a filter form: a text input (of any input type), or a select when it has options. */
export type FilterField<Name extends string = string> = { name: Name; label: string } & (
  | { options: readonly FilterOption[] }
  | ({ options?: undefined } & Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'inputMode' | 'step' | 'min'
    >)
);

/** The page sizes 10, 25, 50 and 100 as select options. */
export const pageSizeOptions: readonly FilterOption[] = PAGE_SIZES.map((size) => ({
  value: String(size),
  label: String(size),
}));

/** 'Per pagina' as a field of a filter form: the size applies with the search. */
export const pageSizeField = {
  name: 'limit',
  label: commonMessages.pageSize,
  options: pageSizeOptions,
} as const;

/** A select filter's options: first 'any' (the empty value), then each value with its label. */
export function optionsWithAny<Value extends string>(
  anyLabel: string,
  values: readonly Value[],
  labelOf: (value: Value) => string = (value) => value,
): FilterOption[] {
  return [{ value: '', label: anyLabel }, ...values.map((value) => ({ value, label: labelOf(value) }))];
}

/** The period a list is filtered on: the 'from' and 'to' dates of a filter form. */
export const dateRangeFields = (fromLabel: string, toLabel: string) =>
  [
    { name: 'from', label: fromLabel, type: 'date' },
    { name: 'to', label: toLabel, type: 'date' },
  ] as const;

/** The part of useListParams a filter form works with. */
export interface FilteredList<Name extends string> {
  values: Partial<Record<Name, unknown>>;
  search(values: Record<Name, string>): void;
  reset(): void;
}

export interface FilterFormProps<Name extends string> {
  /** The search landmark's name. */
  label: string;
  fields: readonly FilterField<Name>[];
  /** The list the form filters: its fields start from the URL's values, and start again when they change. */
  list: FilteredList<Name>;
  /** Runs before each search and reset, e.g. to clear the outcome of an earlier action. */
  onChange?: () => void;
  /** More actions after the buttons, e.g. a link to a new item. */
  actions?: ReactNode;
  /** Leave every check to the server (e.g. number fields with steps) instead of the browser. */
  noValidate?: boolean;
}

/**
 * A list's filter form: its fields in a grid with 'Zoeken' and 'Reset', inside a search
 * landmark. 'Zoeken' writes the fields to the URL (page 1), 'Reset' clears them.
 */
export function FilterForm<Name extends string>({
  label,
  fields,
  list,
  onChange,
  actions,
  noValidate,
}: FilterFormProps<Name>) {
  const initial = (name: Name) => String(list.values[name] ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChange?.();
    list.search(
      Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')])) as Record<
        Name,
        string
      >,
    );
  };
  const reset = () => {
    onChange?.();
    list.reset();
  };

  return (
    <search aria-label={label} className="mb-6 block">
      <form
        // A new URL (a search, a reset, back and forward) shows its values in fresh fields.
        key={JSON.stringify(fields.map(({ name }) => initial(name)))}
        noValidate={noValidate}
        onSubmit={submit}
        onReset={reset}
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {fields.map(({ name, label: fieldLabel, options, ...input }) =>
            options ? (
              <SelectField
                key={name}
                label={fieldLabel}
                name={name}
                options={options}
                defaultValue={initial(name)}
              />
            ) : (
              <TextField key={name} label={fieldLabel} name={name} defaultValue={initial(name)} {...input} />
            ),
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{commonMessages.search}</Button>
          <Button type="reset" variant="secondary">
            {commonMessages.reset}
          </Button>
          {actions}
        </div>
      </form>
    </search>
  );
}

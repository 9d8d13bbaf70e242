import { type SelectHTMLAttributes, useId } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select, styled like TextField. */
export function SelectField({ label, options, id, className = '', ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={selectId}
        className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-ink shadow-xs focus-visible:border-teal-brand"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

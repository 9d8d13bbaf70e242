import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface SwitchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
  hint: string;
  ref?: Ref<HTMLInputElement>;
}

/** An on/off setting: a checkbox that is a switch to screen readers, with its label and explanation. */
export function SwitchField({ label, hint, ref, ...props }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its own checked state (ARIA in HTML forbids aria-checked on it).
        role="switch"
        aria-describedby={`${id}-hint`}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:transition-transform checked:bg-accent-600 checked:before:translate-x-5 motion-reduce:transition-none motion-reduce:before:transition-none"
        {...props}
      />
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

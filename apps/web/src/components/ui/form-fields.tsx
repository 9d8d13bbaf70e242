import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/**
 * Labelled form controls with their hint and error wired up for screen readers
 * (aria-describedby, aria-invalid). Every form of the app uses these.
 */

const controlClass =
  'block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-ink shadow-xs placeholder:text-stone-500 focus-visible:border-teal-brand aria-invalid:border-red-700';

interface FieldMessages {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: FieldMessages & { id: string; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function controlProps(id: string, { error, hint }: Omit<FieldMessages, 'label'>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: controlClass,
  };
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldMessages {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, className, ref, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      <input ref={ref} {...controlProps(inputId, { error, hint })} {...props} />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldMessages {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, className, ref, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea ref={ref} {...controlProps(id, { error, hint })} {...props} />
    </FieldFrame>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldMessages {
  /** The choices; or pass <option> elements as children. */
  options?: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  ref,
  children,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select ref={ref} {...controlProps(id, { error, hint })} {...props}>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, className = '', ref, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input ref={ref} id={id} type="checkbox" className="size-5 accent-accent-600" {...props} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
    </div>
  );
}

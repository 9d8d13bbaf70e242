import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * Wires a react-hook-form form to the labelled fields of components/ui/form-fields:
 * `field(name)` gives a field its label, its error message and its registration.
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  labels: Partial<Record<Path<T>, string>>,
) {
  const { errors } = form.formState;
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    label: labels[name] ?? name,
    error: (get(errors, name) as FieldError | undefined)?.message,
    ...form.register(name, options),
  });
}

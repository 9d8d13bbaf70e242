import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, failureText } from '../../../lib/api-client.ts';

/**
 * Puts the server's refusal where it belongs: a field it names (a wrong current password, a taken
 * address) under that field, anything else as the form's failure text (null when on a field).
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
  conflictField?: Path<T>,
): string | null {
  if (error instanceof ApiError && error.status === 400 && error.details) {
    const named = fields.filter((field) => error.details?.[field]?.length);
    for (const field of named) setError(field, { message: error.details[field]![0] });
    if (named.length > 0) return null;
  }
  if (error instanceof ApiError && error.status === 409 && conflictField) {
    setError(conflictField, { message: error.message });
    return null;
  }
  return failureText(error, fallback);
}

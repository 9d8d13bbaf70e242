/** Reading and writing list filters in the query string (spec 2: filters live in the URL). */

/** A trimmed query parameter, '' when absent. */
export function readText(params: URLSearchParams, key: string): string {
  return params.get(key)?.trim() ?? '';
}

/** A whole number from 1 to `max` (default `fallback` when absent or invalid). */
export function readPositiveInt(
  params: URLSearchParams,
  key: string,
  fallback: number,
  max = Infinity,
): number {
  const value = Number(params.get(key));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** The query string a submitted filter form writes: only non-empty trimmed values, page 1. */
export function filtersToSearchParams(values: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const text = value.trim();
    if (text) next.set(key, text);
  }
  next.set('page', '1');
  return next;
}

/** The submitted values of a form's named fields, as strings. */
export function formValues(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')]));
}

/** The same query string with another page. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return next;
}

/** A key that changes when any filter (not the page) changes: remounts a form to show the URL's values. */
export function filterKey(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete('page');
  return rest.toString();
}

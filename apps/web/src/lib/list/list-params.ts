import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_OPTIONS } from '@shop/shared/api';
import { cleanList } from '@shop/shared/text';
import { z } from 'zod';

/** The fields made by `listParam.repeated()`. */
const repeatedFields = new WeakSet<object>();

/**
 * A list's state in the query string (spec 2: filters live in the URL). Each list describes its
 * query parameters as a zod object built from these fields, in the order they are written. Every
 * field falls back to its default on a missing or bad value, so reading a URL never fails.
 */
export const listParam = {
  /** Free text, trimmed; '' (no filter) when absent. */
  text: () => z.string().trim().catch(''),
  /** One of `values`; anything else is `fallback`. */
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.enum(values).catch(fallback),
  /** Comma-separated values, trimmed, empty ones dropped; written back comma-separated. */
  list: () =>
    z
      .string()
      .catch('')
      .transform((text) => cleanList(text.split(','))),
  /**
   * Values written as one query parameter each (`?tag=a&tag=b`), so a value may hold a comma:
   * trimmed, empty ones and repeats dropped. Use the field as it is (not wrapped in
   * `.optional()` or the like), so reading and writing recognise it.
   */
  repeated: () => {
    const field = z
      .preprocess(
        (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
        z.array(z.string()),
      )
      .catch([])
      .transform((values) => [...new Set(cleanList(values))]);
    repeatedFields.add(field);
    return field;
  },
  /** A whole number from 1, at most `max`; anything else is `fallback`. */
  positiveInt: (fallback: number, max = Number.POSITIVE_INFINITY) =>
    z.coerce
      .number()
      .int()
      .min(1)
      .transform((value) => Math.min(value, max))
      .catch(fallback),
  /** The page, from 1. */
  page: () => listParam.positiveInt(1),
  /** An admin list's page size: 10, 25, 50 or 100, else 50 (spec 9). */
  pageSize: () => z.coerce.number().refine(isPageSize).catch(ADMIN_PAGE_SIZE_DEFAULT),
};

/** The page sizes an admin list offers (spec 9). */
export const PAGE_SIZES = ADMIN_PAGE_SIZE_OPTIONS;

function isPageSize(value: number): boolean {
  return PAGE_SIZES.some((size) => size === value);
}

export type ListSchema = z.ZodObject<z.ZodRawShape>;

/** What a list's values may be set to: a value as read, or its text as a form holds it. */
export type ListInput<S extends ListSchema> = {
  [K in keyof z.output<S>]?: z.output<S>[K] | string | readonly string[];
};

export interface WriteOptions {
  /** Leave out values equal to their default, to keep URLs short (the public blog list). */
  omitDefaults?: boolean;
}

export interface ListOptions<S extends ListSchema> extends WriteOptions {
  /** Values a search or a reset never drops: always written as read (e.g. a page size set beside the form). */
  keep?: readonly (keyof z.output<S> & string)[];
}

const keysOf = (schema: ListSchema) => Object.keys(schema.shape);
const isRepeated = (schema: ListSchema, key: string) => {
  const field = schema.shape[key];
  return field !== undefined && repeatedFields.has(field);
};

/** A value as the query string holds it: trimmed text, lists comma-separated. */
function toParam(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  return value === undefined || value === null ? '' : String(value).trim();
}

/** A repeated field's values as the query string holds them: trimmed, non-empty. */
function toParams(value: unknown): string[] {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return values.map(toParam).filter((text) => text !== '');
}

/**
 * The list's values from the query string: every value of a repeated field, the first value of
 * any other repeated key.
 */
export function readListParams<S extends ListSchema>(schema: S, params: URLSearchParams): z.output<S> {
  return schema.parse(
    Object.fromEntries(
      keysOf(schema).map((key) => [
        key,
        isRepeated(schema, key) ? params.getAll(key) : (params.get(key) ?? undefined),
      ]),
    ),
  );
}

/**
 * The query string of `values`: in the schema's order, only non-empty trimmed values; a repeated
 * field once per value.
 */
export function writeListParams<S extends ListSchema>(
  schema: S,
  values: ListInput<S>,
  { omitDefaults = false }: WriteOptions = {},
): URLSearchParams {
  const defaults: Record<string, unknown> = omitDefaults ? schema.parse({}) : {};
  const input: Record<string, unknown> = values;
  const params = new URLSearchParams();
  for (const key of keysOf(schema)) {
    if (isRepeated(schema, key)) {
      for (const text of toParams(input[key])) params.append(key, text);
      continue;
    }
    const text = toParam(input[key]);
    if (text === '' || (omitDefaults && text === toParam(defaults[key]))) continue;
    params.set(key, text);
  }
  return params;
}

/** The values the query string names, as the list reads them (a bad value becomes its default). */
function presentValues<S extends ListSchema>(schema: S, params: URLSearchParams): ListInput<S> {
  const read: Record<string, unknown> = readListParams(schema, params);
  return Object.fromEntries(
    keysOf(schema).flatMap((key) => (params.has(key) ? [[key, read[key]]] : [])),
  ) as ListInput<S>;
}

/** The `keep` values as the list reads them from the URL. */
function keptValues<S extends ListSchema>(
  schema: S,
  params: URLSearchParams,
  keep: readonly string[] = [],
): ListInput<S> {
  const read: Record<string, unknown> = readListParams(schema, params);
  return Object.fromEntries(keep.map((key) => [key, read[key]])) as ListInput<S>;
}

/**
 * A new search: `next` replaces the values it names, the others stay as the URL has them, and
 * the list starts again at page 1 (when it has pages).
 */
export function searchListParams<S extends ListSchema>(
  schema: S,
  current: URLSearchParams,
  next: ListInput<S>,
  options: ListOptions<S> = {},
): URLSearchParams {
  const values: Record<string, unknown> = {
    ...presentValues(schema, current),
    ...keptValues(schema, current, options.keep),
    ...next,
  };
  if ('page' in schema.shape) values.page = 1;
  return writeListParams(schema, values as ListInput<S>, options);
}

/** Every filter cleared: an empty query string, or the `keep` values from page 1. */
export function resetListParams<S extends ListSchema>(
  schema: S,
  current: URLSearchParams,
  options: ListOptions<S> = {},
): URLSearchParams {
  if (!options.keep?.length) return new URLSearchParams();
  return searchListParams(schema, new URLSearchParams(), keptValues(schema, current, options.keep), options);
}

/** Another page of the same search. */
export function pageListParams<S extends ListSchema>(
  schema: S,
  current: URLSearchParams,
  page: number,
  options?: WriteOptions,
): URLSearchParams {
  return writeListParams(schema, { ...presentValues(schema, current), page } as ListInput<S>, options);
}

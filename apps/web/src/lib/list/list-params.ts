import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_OPTIONS } from '@shop/shared/page-sizes';
import { cleanList } from '@shop/shared/text';

/**
 * One query parameter of a list: how its raw value (a string, every value of a repeated key, or
 * undefined) is read. Reading never fails: a missing or bad value is the field's default.
 */
export interface ListField<T> {
  readonly read: (raw: unknown) => T;
  /** Written as one query parameter per value (`?tag=a&tag=b`). */
  readonly repeated?: boolean;
}

type ListShape = Record<string, ListField<unknown>>;

/** A list's values as read from the URL. */
export type ListValues<S extends ListSchema> = {
  [K in keyof S['shape']]: S['shape'][K] extends ListField<infer T> ? T : never;
};

/**
 * A list's state in the query string (spec 2: filters live in the URL): its query parameters, in
 * the order they are written. Plain functions, no schema library: the public lists (shop, blog)
 * load nothing more than they need.
 */
export interface ListSchema<Shape extends ListShape = ListShape> {
  readonly shape: Shape;
  parse(input: Record<string, unknown>): {
    [K in keyof Shape]: Shape[K] extends ListField<infer T> ? T : never;
  };
}

export function listSchema<Shape extends ListShape>(shape: Shape): ListSchema<Shape> {
  return {
    shape,
    parse: (input) =>
      Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.read(input[key])])) as never,
  };
}

const firstText = (raw: unknown): string | undefined =>
  typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : undefined;

/** A whole number as the query string writes it ('' is none), or NaN. */
const wholeNumber = (raw: unknown): number => {
  const text = firstText(raw)?.trim();
  const value = text ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) ? value : Number.NaN;
};

/** One of `values` (compared as numbers), else `fallback`. */
const sizeOf = (values: readonly number[], fallback: number): ListField<number> => ({
  read: (raw) => {
    const value = Number(firstText(raw)?.trim() || Number.NaN);
    return values.includes(value) ? value : fallback;
  },
});

export const listParam = {
  /** Free text, trimmed; '' (no filter) when absent. */
  text: (): ListField<string> => ({ read: (raw) => firstText(raw)?.trim() ?? '' }),
  /** One of `values`; anything else is `fallback`. */
  oneOf: <const T extends readonly [string, ...string[]]>(
    values: T,
    fallback: T[number],
  ): ListField<T[number]> => ({
    read: (raw) => {
      const text = firstText(raw);
      return text !== undefined && values.includes(text) ? text : fallback;
    },
  }),
  /** Comma-separated values, trimmed, empty ones dropped; written back comma-separated. */
  list: (): ListField<string[]> => ({ read: (raw) => cleanList((firstText(raw) ?? '').split(',')) }),
  /**
   * Values written as one query parameter each (`?tag=a&tag=b`), so a value may hold a comma:
   * trimmed, empty ones and repeats dropped.
   */
  repeated: (): ListField<string[]> => ({
    repeated: true,
    read: (raw) => {
      const values = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).filter(
        (value): value is string => typeof value === 'string',
      );
      return [...new Set(cleanList(values))];
    },
  }),
  /** A whole number from 1, at most `max`; anything else is `fallback`. */
  positiveInt: (fallback: number, max = Number.POSITIVE_INFINITY): ListField<number> => ({
    read: (raw) => {
      const value = wholeNumber(raw);
      return value >= 1 ? Math.min(value, max) : fallback;
    },
  }),
  /** The page, from 1. */
  page: () => listParam.positiveInt(1),
  /** One of the page sizes a list offers, else `fallback`. */
  sizeOf,
  /** An admin list's page size: 10, 25, 50 or 100, else 50 (spec 9). */
  pageSize: () => sizeOf(PAGE_SIZES, ADMIN_PAGE_SIZE_DEFAULT),
};

/** The page sizes an admin list offers (spec 9). */
export const PAGE_SIZES = ADMIN_PAGE_SIZE_OPTIONS;

/** What a list's values may be set to: a value as read, or its text as a form holds it. */
export type ListInput<S extends ListSchema> = {
  [K in keyof ListValues<S>]?: ListValues<S>[K] | string | readonly string[];
};

export interface WriteOptions {
  /** Leave out values equal to their default, to keep URLs short (the public blog list). */
  omitDefaults?: boolean;
}

export interface ListOptions<S extends ListSchema> extends WriteOptions {
  /** Values a search or a reset never drops: always written as read (e.g. a page size set beside the form). */
  keep?: readonly (keyof ListValues<S> & string)[];
}

const keysOf = (schema: ListSchema) => Object.keys(schema.shape);
const isRepeated = (schema: ListSchema, key: string) => schema.shape[key]?.repeated === true;

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
export function readListParams<S extends ListSchema>(schema: S, params: URLSearchParams): ListValues<S> {
  const values = schema.parse(
    Object.fromEntries(
      keysOf(schema).map((key) => [
        key,
        isRepeated(schema, key) ? params.getAll(key) : (params.get(key) ?? undefined),
      ]),
    ),
  );
  return values as ListValues<S>;
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

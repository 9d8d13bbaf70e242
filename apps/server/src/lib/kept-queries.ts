import type { FastifySchemaCompiler } from 'fastify';

/** The query schemas whose validated values are kept per distinct query (`keptQuery`). */
const keptSchemas = new WeakSet<object>();

/** How many distinct queries a route keeps the values of; past that the oldest go first. */
const KEPT_PER_ROUTE = 500;

/**
 * Marks a public list's query schema: its routes validate each distinct query once and keep the
 * value (decision 083). Only for a schema whose value depends on the query alone (no clock, no
 * state) and for routes that do not change the query's nested values: each request gets its own
 * copy of the value's top level.
 */
export function keptQuery<Schema extends object>(schema: Schema): Schema {
  keptSchemas.add(schema);
  return schema;
}

/**
 * The routes' validator compiler, keeping the values of the queries `keptQuery` marked. Zod's
 * parse of a list's query costs a few kilobytes of objects per request, most of them promoted by
 * the young generation's collections under load: at 20,000 requests a second that alone grew the
 * process by some hundred megabytes. A query that fails is validated again each time.
 */
export function keepingQueries<Schema>(
  compile: FastifySchemaCompiler<Schema>,
): FastifySchemaCompiler<Schema> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'querystring' || !keptSchemas.has(route.schema as object)) return validate;
    const values = new Map<string, Record<string, unknown>>();
    const keeping = (data: unknown) => {
      const key = JSON.stringify(data);
      const kept = values.get(key);
      if (kept) return { value: { ...kept } };
      const result = validate(data);
      if (
        typeof result === 'object' &&
        result !== null &&
        'value' in result &&
        !result.error &&
        typeof result.value === 'object' &&
        result.value !== null
      ) {
        const value = result.value as Record<string, unknown>;
        values.set(key, value);
        if (values.size > KEPT_PER_ROUTE) values.delete(values.keys().next().value!);
        return { value: { ...value } };
      }
      return result;
    };
    // Fastify's type for a validator is an interface with a call signature and optional fields.
    return keeping as typeof validate;
  };
}

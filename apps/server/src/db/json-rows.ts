import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Columns by the keys a row carries them under, as a Drizzle select names them. */
export type JsonColumns = Record<string, PgColumn>;

/** A row of `columns` as Drizzle reads it: each key with its column's type (null where it may be). */
export type JsonRow<Columns extends JsonColumns> = {
  [Key in keyof Columns]: Columns[Key]['_']['notNull'] extends true
    ? Columns[Key]['_']['data']
    : Columns[Key]['_']['data'] | null;
};

/**
 * Rows of several tables in one statement, each as a JSON array (decision 079): what a list shows
 * beside its page (an order's lines, its history, its refunds) costs one round trip instead of one
 * per table. `jsonRows` writes the array, `fromJsonRows` reads it back as Drizzle reads a row.
 *
 * `from` is the rest of the subquery after its select list (`from … where …`); the rows are in
 * `orderBy`. An empty selection is an empty array.
 */
export function jsonRows(columns: JsonColumns, from: SQL, orderBy: SQL[]): SQL<unknown[]> {
  const fields = sql.join(
    // The keys are the code's own names (a-z, A-Z), never input: written in the statement.
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  return sql<
    unknown[]
  >`coalesce((select json_agg(json_build_object(${fields}) order by ${sql.join(orderBy, sql`, `)}) ${from}), '[]'::json)`;
}

/**
 * A whole statement's rows as one JSON array in `order` (written on its rows as `r`), each row
 * keyed as the statement names its columns: for rows the statement shapes itself (sums, text),
 * read back as they are.
 */
export const statementAsJson = (rows: SQL, order: SQL): SQL<unknown[]> =>
  sql`(select coalesce(json_agg(r order by ${order}), '[]'::json) from (${rows}) as r)`;

/**
 * The rows `jsonRows` wrote, each value decoded by its column as Drizzle decodes what the driver
 * returns (a time becomes a Date, a JSON column its value).
 */
export function fromJsonRows<Columns extends JsonColumns>(
  columns: Columns,
  rows: unknown,
): JsonRow<Columns>[] {
  const entries = Object.entries(columns);
  return (rows as Record<string, unknown>[]).map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of entries) {
      const value = json[key];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as JsonRow<Columns>;
  });
}

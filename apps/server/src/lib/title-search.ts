import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { escapeLike } from './db-errors.ts';

/**
 * Rows of a table with a `title` and a Dutch `search_vector` whose title matches: full text
 * (stems), trigram word similarity (typos) or a plain substring. Written as a union of three index
 * scans: an OR of the three makes the planner scan the whole table.
 */
export function titleMatches(table: PgTable & { id: PgColumn }, text: string): SQL {
  const name = sql.identifier(getTableName(table));
  const pattern = `%${escapeLike(text)}%`;
  return sql`${table.id} in (
    select id from ${name} where search_vector @@ plainto_tsquery('dutch', ${text})
    union all select id from ${name} where title %> ${text}
    union all select id from ${name} where title ilike ${pattern}
  )`;
}

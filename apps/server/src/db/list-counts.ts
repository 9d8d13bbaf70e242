import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { listCounts } from './schema/dashboard.ts';
import type { Queryable } from './types.ts';

/**
 * The number of rows of an admin list, from the counts its table's triggers keep (decision 080):
 * all of them, or those of one key (an order status, a user role; or a placeholder for one). A subquery with a `total`
 * column, for `readSelectedPage`'s `totals`: read in the same statement, and so the same snapshot,
 * as the page.
 */
export function keptTotal(
  db: Queryable,
  list: (typeof listCounts.list.enumValues)[number],
  key?: string | Placeholder,
) {
  return db
    .select({ total: sql<number>`coalesce(sum(${listCounts.rows}), 0)::int`.as('total') })
    .from(listCounts)
    .where(and(eq(listCounts.list, list), key === undefined ? undefined : eq(listCounts.key, key)))
    .as('totals');
}

/** Whether no filter but `except` is given: the list's count is then a kept one. */
export const onlyFilter = (query: object, except: string) =>
  Object.entries(query).every(([filter, value]) => filter === except || value === undefined);

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/types.ts';

/**
 * How many of a queue's jobs are still to finish, read from pg-boss's own table in the shop's
 * database: waiting (`created`), waiting for a retry (`retry`) or running (`active`). A job that
 * is `completed`, `failed` or `cancelled` does nothing more.
 */
export async function unfinishedJobs(db: Database, queue: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from pgboss.job where name = ${queue} and state in ('created', 'retry', 'active')`,
  );
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

/**
 * Waits until the queue has no unfinished job. What a test then reads is final: nothing more
 * happens on that queue (no retry, no second delivery) until something queues a new job. This is
 * how a test shows that something did *not* happen, instead of sleeping and hoping it was long
 * enough.
 */
export async function waitForIdleQueue(
  db: Database,
  queue: string,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await expect.poll(() => unfinishedJobs(db, queue), timeout ? { timeout } : {}).toBe(0);
}

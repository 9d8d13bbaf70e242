import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import {
  type ConstructorOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type Job,
  type JobResult,
  PgBoss,
  type Queue,
} from 'pg-boss';
import type { DatabaseHandle, Queryable } from './types.ts';

/** A job as its handler sees it: its data, and whether this is the last attempt it gets. */
export interface JobRun<T> {
  data: T;
  attempt: number;
  isLastAttempt: boolean;
}

export type JobHandler<T> = (run: JobRun<T>) => Promise<void>;

export interface JobQueue {
  /** Declares a queue with its retry policy; idempotent. */
  define(name: string, options: Omit<Queue, 'name'>): Promise<void>;
  /**
   * Adds a job. With `tx` it is written in the caller's transaction, so it exists exactly when
   * the change that asked for it does. `key` makes it unique among the queue's waiting jobs.
   */
  enqueue(name: string, data: object, options?: { key?: string; tx?: Queryable }): Promise<void>;
  /** Adds a job to the queue on a cron schedule (UTC); one per tick, however many servers run. */
  schedule(name: string, cron: string): Promise<void>;
  /** Runs `handler` for the queue's jobs, one at a time; a thrown error makes that job retry. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Each queue's jobs by state, as pg-boss last counted them (its monitor, every 15 s, across
   * every process on the database): waiting to run now, waiting for later (a retry's back-off, a
   * schedule), running, and failed for good (kept for the queue's retention).
   */
  counts(): Promise<QueueCounts[]>;
  /** Stops taking jobs, lets the running ones finish (or hands them back), and detaches. */
  stop(): Promise<void>;
}

export interface QueueCounts {
  queue: string;
  ready: number;
  deferred: number;
  active: number;
  failed: number;
}

function pgBoss(database: DatabaseHandle, options: ConstructorOptions = {}): PgBoss {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return database.driver === 'pglite'
    ? new PgBoss({ ...options, db: fromPglite(client as PGlite), backend: 'pglite' })
    : new PgBoss({
        ...options,
        db: { executeSql: (text: string, values?: unknown[]) => (client as pg.Pool).query(text, values) },
      });
}

/** Creates or migrates the job queue's tables (schema `pgboss`), as part of migrating the database. */
export async function migrateJobQueue(database: DatabaseHandle): Promise<void> {
  const boss = pgBoss(database, { supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * The shop's background work on pg-boss, in the shop's own database: PostgreSQL through the app's
 * pool, or the embedded PGlite through pg-boss's PGlite adapter. Jobs are rows, claimed with
 * `FOR UPDATE SKIP LOCKED`, so one job runs in one worker at a time, across processes too.
 */
export function createJobQueue(
  database: DatabaseHandle,
  { log, pollingIntervalSeconds = 2 }: { log: FastifyBaseLogger; pollingIntervalSeconds?: number },
): JobQueue {
  // Supervision (every 15 s, each queue monitored as often) fails and retries the jobs whose worker
  // stopped beating, a killed process's: on a queue with `heartbeatSeconds` such a job is back in
  // well under a minute.
  const boss = pgBoss(database, { superviseIntervalSeconds: 15, monitorIntervalSeconds: 15 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const started = boss.start();
  // A failed start surfaces in the first call that waits for it, not as an unhandled rejection.
  started.catch(() => undefined);

  return {
    async define(name, options) {
      await started;
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    },

    async enqueue(name, data, { key, tx } = {}) {
      await started;
      await boss.send(name, data, {
        ...(key ? { singletonKey: key } : {}),
        ...(tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {}),
      });
    },

    async schedule(name, cron) {
      await started;
      await boss.schedule(name, cron);
    },

    async work<T extends object>(name: string, handler: JobHandler<T>) {
      await started;
      // Up to ten jobs per fetch, each settled on its own (one failing retries only itself); while
      // fetches come back full the worker fetches again at once instead of waiting for the poll.
      await boss.work<T>(
        name,
        {
          pollingIntervalSeconds,
          includeMetadata: true,
          batchSize: 10,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs as (Job<T> & { retryCount: number; retryLimit: number })[]) {
            try {
              await handler({
                data: job.data,
                attempt: job.retryCount + 1,
                isLastAttempt: job.retryCount >= job.retryLimit,
              });
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              results.push({ id: job.id, status: 'failed', output: { message } });
            }
          }
          return results;
        },
      );
    },

    async counts() {
      await started;
      return (await boss.getQueues()).map((queue) => ({
        queue: queue.name,
        ready: queue.readyCount,
        deferred: queue.deferredCount + queue.blockedCount,
        active: queue.activeCount,
        failed: queue.failedCount,
      }));
    },

    async stop() {
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}

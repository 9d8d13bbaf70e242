import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { waitForIdleQueue } from '../../test/jobs.ts';
import type { JobQueue, JobRun } from './job-queue.ts';

/** The job queue on the app's own database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */

let app: TestApp;
let jobs: JobQueue;
const runs: Record<string, JobRun<{ n: number }>[]> = {};

async function queueRecording(name: string, fail: (run: JobRun<{ n: number }>) => boolean = () => false) {
  runs[name] = [];
  await jobs.define(name, { retryLimit: 2, retryDelay: 1, retryBackoff: false });
  await jobs.work<{ n: number }>(name, async (run) => {
    runs[name]!.push(run);
    if (fail(run)) throw new Error('not this time');
  });
}

beforeAll(async () => {
  app = await buildTestApp();
  jobs = app.composition.jobs;
});
afterAll(() => app.close());

describe('the job queue', () => {
  it('a job queued in a transaction that rolls back never runs; one that commits runs once', async () => {
    await queueRecording('tx-test');
    await app.db
      .transaction(async (tx) => {
        await jobs.enqueue('tx-test', { n: 1 }, { tx });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await app.db.transaction((tx) => jobs.enqueue('tx-test', { n: 2 }, { tx }));
    await expect.poll(() => runs['tx-test']!.map((run) => run.data.n)).toEqual([2]);
    await waitForIdleQueue(app.db, 'tx-test');
    expect(runs['tx-test']!.map((run) => run.data.n)).toEqual([2]);
  });

  it('a failing job is retried until its last attempt, which it is told about', async () => {
    await queueRecording('retry-test', () => true);
    await jobs.enqueue('retry-test', { n: 3 });
    await expect.poll(() => runs['retry-test']!.length).toBe(3);
    expect(runs['retry-test']!.map(({ attempt, isLastAttempt }) => ({ attempt, isLastAttempt }))).toEqual([
      { attempt: 1, isLastAttempt: false },
      { attempt: 2, isLastAttempt: false },
      { attempt: 3, isLastAttempt: true },
    ]);
  });

  it('a job that succeeds on a retry runs no more', async () => {
    await queueRecording('recover-test', (run) => run.attempt === 1);
    await jobs.enqueue('recover-test', { n: 4 });
    await expect.poll(() => runs['recover-test']!.length).toBe(2);
    await waitForIdleQueue(app.db, 'recover-test');
    expect(runs['recover-test']).toHaveLength(2);
  });
});

describe('shutting down', () => {
  it('closing the app lets a running job finish and takes no new one', async () => {
    const shop = await buildTestApp();
    const done: number[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await shop.composition.jobs.define('slow', { retryLimit: 0 });
    await shop.composition.jobs.work<{ n: number }>('slow', async ({ data }) => {
      started();
      // The subject: a job still running while the app closes. Nothing in the queue tells the
      // test that closing has begun, so the job simply takes a second.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      done.push(data.n);
    });
    await shop.composition.jobs.enqueue('slow', { n: 1 });
    await running;
    await shop.composition.jobs.enqueue('slow', { n: 2 });
    await shop.close();
    expect(done).toEqual([1]);
  });
});

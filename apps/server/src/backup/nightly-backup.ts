import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../db/job-queue.ts';
import type { DatabaseHandle } from '../db/types.ts';
import { pruneBackups, takeBackup } from './backup.ts';

const NIGHTLY_BACKUP_QUEUE = 'nightly-backup';

/** A backup every night at 02:30 UTC, keeping the newest `keep`; one per night however many servers run. */
export async function scheduleNightlyBackup(
  jobs: JobQueue,
  {
    database,
    databaseUrl,
    dataDir,
    keep,
    log,
  }: {
    database: DatabaseHandle;
    databaseUrl?: string;
    dataDir: string;
    keep: number;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  await jobs.define(NIGHTLY_BACKUP_QUEUE, { retryLimit: 2, retryDelay: 10 * 60, expireInSeconds: 60 * 60 });
  await jobs.schedule(NIGHTLY_BACKUP_QUEUE, '30 2 * * *');
  await jobs.work(NIGHTLY_BACKUP_QUEUE, async () => {
    const file = await takeBackup({ database, url: databaseUrl }, dataDir);
    const removed = pruneBackups(dataDir, keep);
    log.info({ file, removed }, 'nightly backup written');
  });
}

import type { FastifyBaseLogger } from 'fastify';
import { scheduleNightlyBackup } from './backup/nightly-backup.ts';
import type { AppConfig } from './config.ts';
import type { JobQueue } from './db/job-queue.ts';
import type { DatabaseHandle } from './db/types.ts';
import { PASSWORD_RESET_QUEUE } from './features/auth/credentials.service.ts';
import { MAIL_QUEUE } from './features/mail/mail.service.ts';
import type { Services } from './services.ts';

/** The queue of the periodic sweep of orders whose payment session ran out. */
const STALE_ORDERS_QUEUE = 'settle-stale-orders';
const VISIT_ROLLUP_QUEUE = 'roll-up-page-visits';

/** Every background job of the server, in one place: its queue, its schedule and its worker. */
export async function declareJobs(
  jobs: JobQueue,
  {
    config,
    database,
    services,
    log,
  }: { config: AppConfig; database: DatabaseHandle; services: Services; log: FastifyBaseLogger },
): Promise<void> {
  await jobs.define(MAIL_QUEUE, {
    retryLimit: config.mailRetryLimit,
    retryDelay: config.mailRetryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 4 * 60 * 60,
    expireInSeconds: 5 * 60,
    // A worker beats every 15 s while it sends; one that stops (a killed process) hands its mail
    // back to the queue after 30 s, and another worker, or the restarted one, delivers it.
    heartbeatSeconds: 30,
  });
  await jobs.work(MAIL_QUEUE, services.mail.deliver);

  // A request for a reset link is looked at here, not in the request, so the answer is the same
  // for every address (decision 060). A failed run is tried again a few times.
  await jobs.define(PASSWORD_RESET_QUEUE, { retryLimit: 3, retryDelay: 5, expireInSeconds: 5 * 60 });
  await jobs.work(PASSWORD_RESET_QUEUE, services.credentials.sendPasswordReset);

  // Orders left pending past their payment session (a lost webhook, a restart) are settled every
  // five minutes; a missed run is caught up by the next one.
  await jobs.define(STALE_ORDERS_QUEUE, { retryLimit: 0, expireInSeconds: 5 * 60 });
  await jobs.schedule(STALE_ORDERS_QUEUE, '*/5 * * * *');
  await jobs.work(STALE_ORDERS_QUEUE, () => services.checkout.settleStalePendingOrders());
  // Whole (UTC) days of page views are rolled up for the charts: hourly, so a day within the hour
  // after it ends, and once at start for what a stopped shop missed. The summary is exact either way.
  await jobs.define(VISIT_ROLLUP_QUEUE, { retryLimit: 3, expireInSeconds: 15 * 60 });
  await jobs.schedule(VISIT_ROLLUP_QUEUE, '5 * * * *');
  await jobs.work(VISIT_ROLLUP_QUEUE, async () => {
    await services.analytics.rollUp();
  });
  await jobs.enqueue(VISIT_ROLLUP_QUEUE, {}, { key: 'at-start' });
  if (config.nightlyBackup) {
    await scheduleNightlyBackup(jobs, {
      database,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      keep: config.backupKeep,
      log,
    });
  }
}

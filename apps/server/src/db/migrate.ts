import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverPackageRoot } from '../lib/package-root.ts';
import { migrateJobQueue } from './job-queue.ts';
import type { DatabaseHandle } from './types.ts';

export const migrationsFolder = path.join(serverPackageRoot(), 'drizzle');

/** Brings the database up to date: the shop's tables (Drizzle's migrations), then the job queue's (pg-boss). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePg(handle.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePglite(handle.db as any, { migrationsFolder });
  }
  await migrateJobQueue(handle);
}

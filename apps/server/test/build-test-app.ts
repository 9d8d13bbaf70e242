import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/types.ts';
import { withDatabase } from './global-setup.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * The whole app on a fresh database of its own: a copy of the migrated template on PostgreSQL
 * (TEST_DATABASE_URL), or an in-memory PGlite loaded from the migrated dump.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  {
    listen = false,
    poolSize = 5,
  }: {
    listen?: boolean;
    /** PostgreSQL connections (production keeps 10). */
    poolSize?: number;
  } = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-')),
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      MAIL_RETRY_DELAY_SECONDS: '1',
      BACKUP_NIGHTLY: 'false',
      // Every injected request comes from 127.0.0.1: a file's many buyers are not one hoarder.
      OPEN_CHECKOUTS_PER_ADDRESS: '1000',
    }),
    ...overrides,
  };
  const { database, dispose } = await freshDatabase(poolSize);
  const app = await buildApp({ config, database, jobPollingSeconds: 0.5 });
  app.addHook('onClose', async () => {
    await database.close();
    await dispose();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  // The payment emulator is reached by the Stripe SDK over real HTTP.
  if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
  else await app.ready();
  return app;
}

async function freshDatabase(
  poolSize: number,
): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('templateDatabase');
  if (url && template) {
    // Named after the run's template, so the run's end drops any copy left behind (global-setup.ts).
    const name = `${template}_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize });
    // Dropping a database takes up to a second and nothing waits for it: it goes on in the
    // background while the next file starts.
    const dispose = async () => {
      adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    };
    return { database, dispose };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  return { database, dispose: async () => {} };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

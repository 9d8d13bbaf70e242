import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { takeBackup } from '../backup/backup.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteDataDir } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import type { DatabaseHandle } from '../db/types.ts';

/**
 * The shop's files are its user's alone (decision 036): under a umask that would let everyone read
 * and write, a shop on the embedded database on disk starts (generating its secrets), sends a mail
 * to its outbox and takes a backup; then every directory under DATA_DIR is 0700 and every file 0600.
 */
let dataDir: string;
let previousUmask: number;
let database: DatabaseHandle | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;

beforeAll(async () => {
  previousUmask = process.umask(0o000);
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-private-')), 'data');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    BACKUP_NIGHTLY: 'false',
  });
  // The embedded database whichever database the run uses: from the run's migrated dump when it
  // has one (PGlite runs), else migrated here (runs on PostgreSQL).
  const dump = inject('pgliteDump');
  database = await openDatabase({
    kind: 'pglite',
    dataDir: pgliteDataDir(dataDir),
    ...(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}),
  });
  if (!dump) await migrateDatabase(database);
  app = await buildApp({ config, database, jobPollingSeconds: 0.5 });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  process.umask(previousUmask);
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** Every entry under the directory with its permission bits, as 'path 0600'. */
function modes(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => !lstatSync(file).isSocket())
    .map((file) => {
      const stat = lstatSync(file);
      return `${path.relative(dataDir, file)} ${stat.isDirectory() ? 'dir' : 'file'} 0${(stat.mode & 0o777).toString(8)}`;
    });
}

describe('files in DATA_DIR, whatever the umask', () => {
  it('are 0600 and their directories 0700: the database, the secrets, the outbox and a backup', async () => {
    expect(process.umask()).toBe(0);
    const written = await app!.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'gast@example.nl', subject: 'Vraag', message: 'Hoe laat?' },
    });
    expect(written.statusCode).toBe(201);
    await expect
      .poll(() => readdirSync(dataDir).includes('outbox') && readdirSync(path.join(dataDir, 'outbox')).length)
      .toBe(1);
    await takeBackup({ database: database! }, dataDir);

    const entries = modes(dataDir);
    for (const name of ['jwt-secret', 'payment-emulator-key', 'outbox', 'backups', 'pglite']) {
      expect(
        entries.some((entry) => entry.startsWith(`${name} `)),
        name,
      ).toBe(true);
    }
    expect(entries.filter((entry) => entry.startsWith('backups/'))).toHaveLength(1);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(entries.filter((entry) => !/ (dir 0700|file 0600)$/.test(entry))).toEqual([]);
  });
});

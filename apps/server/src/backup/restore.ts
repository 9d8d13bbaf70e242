import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { backupMessages } from '@shop/shared/operations';
import { sql } from 'drizzle-orm';
import { type DatabaseTarget, openDatabase, pgliteDataDir, SHOP_APPLICATION_NAME } from '../db/client.ts';
import type { Database, DatabaseHandle } from '../db/types.ts';
import { mediaDir } from '../features/media/media-store.ts';
import { BackupError, copyMissingMedia, run } from './backup.ts';
import { askServer } from './control-socket.ts';

/** The kind of database a backup file holds, read from its first bytes. */
function backupKind(file: string): DatabaseHandle['driver'] {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new BackupError(backupMessages.notABackup(file));
}

/** Whether the database holds any of the shop's data (users, products, posts or orders). */
async function hasShopData(db: Database): Promise<boolean> {
  const result = await db.execute(
    sql`select to_regclass('public.users') is not null and (
          exists (select 1 from users) or exists (select 1 from products)
          or exists (select 1 from blog_posts) or exists (select 1 from orders)
        ) as "hasData"`,
  );
  return (result as unknown as { rows: { hasData: boolean }[] }).rows[0]!.hasData;
}

/** Opens a database for one check and closes it again. */
async function inspect<T>(target: DatabaseTarget, check: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase(target);
  try {
    return await check(handle);
  } finally {
    await handle.close();
  }
}

const notEmpty = () => new BackupError(backupMessages.notEmpty);
const stillRunning = () => new BackupError(backupMessages.stillRunning);

/**
 * Puts a backup back into a stopped shop: the database of `DATABASE_URL`, or the embedded one in
 * `DATA_DIR`. Refuses while the shop runs, and refuses to overwrite a database with data in it
 * unless `force`. The photos in the `media` folder beside the backup that the shop lacks are copied
 * back. Returns where it restored to.
 */
export async function restoreBackup(
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl: string | undefined },
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<string> {
  if (!existsSync(file)) throw new BackupError(backupMessages.missingFile(file));
  const kind = backupKind(file);
  const target = databaseUrl ? 'postgres' : 'pglite';
  if (kind !== target) {
    throw new BackupError(kind === 'postgres' ? backupMessages.needsPostgres : backupMessages.needsEmbedded);
  }
  const restored = databaseUrl
    ? await restorePostgres(databaseUrl, file, force)
    : await restorePglite(dataDir, file, force);
  // The photos the backup names, from the `media` folder beside it: those the shop lacks come back.
  copyMissingMedia(path.join(path.dirname(path.resolve(file)), 'media'), mediaDir(dataDir));
  return restored;
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<string> {
  await inspect({ kind: 'postgres', url, poolSize: 1 }, async ({ db }) => {
    const result = await db.execute(
      sql`select exists (select 1 from pg_stat_activity where datname = current_database()
            and application_name = ${SHOP_APPLICATION_NAME} and pid <> pg_backend_pid()) as "running"`,
    );
    if ((result as unknown as { rows: { running: boolean }[] }).rows[0]!.running) throw stillRunning();
    if (!force && (await hasShopData(db))) throw notEmpty();
  });
  // One transaction: everything of the shop goes, the backup comes in; a failure leaves all as it was.
  const script = new PassThrough();
  script.write(
    'DROP SCHEMA IF EXISTS drizzle, pgboss CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n',
  );
  const dump = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let dumpErrors = '';
  dump.stderr.on('data', (chunk) => {
    dumpErrors += chunk;
  });
  const dumped = new Promise<void>((resolve, reject) => {
    dump.on('error', reject);
    dump.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(backupMessages.toolFailed('pg_restore', code, dumpErrors.trim()))),
    );
  });
  dump.stdout.pipe(script);
  await Promise.all([
    dumped,
    run(
      'psql',
      ['--quiet', '--no-psqlrc', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${url}`],
      script,
    ),
  ]);
  return new URL(url).pathname.slice(1);
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<string> {
  if (await askServer(dataDir, 'ping')) throw stillRunning();
  const dir = pgliteDataDir(dataDir);
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    const hasData = await inspect({ kind: 'pglite', dataDir: dir }, ({ db }) => hasShopData(db));
    if (hasData && !force) throw notEmpty();
    // Kept beside it rather than deleted: a restore of the wrong file can be undone by hand.
    renameSync(dir, `${dir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  }
  const restored = await openDatabase({
    kind: 'pglite',
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await restored.ping();
  await restored.close();
  return dir;
}

import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { mediaFileNamePattern } from '@shop/shared/media-urls';
import { backupMessages } from '@shop/shared/operations';
import type { DatabaseHandle } from '../db/types.ts';
import { mediaDir } from '../features/media/media-store.ts';
import { createPrivateFile, PRIVATE_FILE_MODE, privateDir, writePrivateFile } from '../lib/private-files.ts';

/** Where backups go: `DATA_DIR/backups/`. */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

const PREFIX = 'loopvoeding-';
/** PostgreSQL: pg_dump's custom format. The embedded database: its data directory as a tarball. */
const EXTENSION = { postgres: '.dump', pglite: '.tar.gz' } as const;

/** `loopvoeding-2026-11-24T02-30-00-000Z.tar.gz`: sorts by time, one name per millisecond. */
export function backupFileName(driver: DatabaseHandle['driver'], at = new Date()): string {
  return `${PREFIX}${at.toISOString().replace(/[:.]/g, '-')}${EXTENSION[driver]}`;
}

export class BackupError extends Error {}

/**
 * Writes a consistent snapshot of the shop's data to `DATA_DIR/backups/` while the shop keeps
 * running and returns its path: `pg_dump` (one snapshot, custom format) on PostgreSQL, a dump of
 * the data directory on the embedded database (only from the process that has it open). The file
 * appears under its final name only when complete. The uploaded photos are copied beside the
 * backups (`backups/media/`), each file once.
 */
export async function takeBackup(
  target: { database: DatabaseHandle; url?: string } | { database?: undefined; url: string },
  dataDir: string,
): Promise<string> {
  const driver = target.database?.driver ?? 'postgres';
  const dir = backupsDir(dataDir);
  privateDir(dir);
  const file = path.join(dir, backupFileName(driver));
  const partial = `${file}.partial`;
  try {
    if (driver === 'postgres') {
      if (!target.url) throw new BackupError(backupMessages.postgresNeedsUrl);
      // pg_dump writes into the file as it finds it: made 0600 first, whatever its own umask.
      createPrivateFile(partial);
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${partial}`,
        target.url,
      ]);
    } else {
      const dump = await target.database!.dumpDataDir!();
      writePrivateFile(partial, Buffer.from(await dump.arrayBuffer()));
    }
    chmodSync(partial, PRIVATE_FILE_MODE);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  // The photos the database names: the ones it named when the snapshot was taken are all there.
  copyMissingMedia(mediaDir(dataDir), mediaBackupDir(dataDir));
  return file;
}

/** The photos beside the backups: `DATA_DIR/backups/media/`, one copy for every backup. */
export const mediaBackupDir = (dataDir: string) => path.join(backupsDir(dataDir), 'media');

/**
 * Copies every photo file of `from` that `to` lacks (decision 067). A photo's file is named after
 * its content and never changes, so a file already there is the same file: each is copied once,
 * under a temporary name first. Answers how many were copied.
 */
export function copyMissingMedia(from: string, to: string): number {
  let names: string[];
  try {
    names = readdirSync(from);
  } catch {
    return 0;
  }
  let copied = 0;
  for (const name of names) {
    if (!mediaFileNamePattern.test(name)) continue;
    const target = path.join(to, name);
    if (existsSync(target)) continue;
    mkdirSync(to, { recursive: true });
    copyFileSync(path.join(from, name), `${target}.partial`);
    renameSync(`${target}.partial`, target);
    copied++;
  }
  return copied;
}

/** Keeps the newest `keep` backups in the directory and deletes the older ones; returns those deleted. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const backups = names
    .filter((name) => name.startsWith(PREFIX) && Object.values(EXTENSION).some((ext) => name.endsWith(ext)))
    .sort()
    .reverse();
  const old = backups.slice(keep);
  for (const name of old) rmSync(path.join(dir, name), { force: true });
  return old;
}

/** Runs a PostgreSQL client program; its error output becomes the error's message. */
export function run(command: string, args: string[], input?: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    if (input && child.stdin) input.pipe(child.stdin);
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === 'ENOENT' ? backupMessages.toolMissing(command) : error.message)),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(backupMessages.toolFailed(command, code, stderr.trim()))),
    );
  });
}

import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import path from 'node:path';
import { dataDirMessages } from '@shop/shared/operations';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

/** Free space the embedded database needs to start and take writes; below it the shop does not start. */
export const MIN_FREE_MB_EMBEDDED = 64;

/**
 * Whether the shop can keep its files in DATA_DIR: the directory exists or can be made, a file
 * can be written and synced in it, and, for the embedded database, enough space is free. Answers
 * a clear Dutch sentence for what is wrong (a read-only or full file system, no permission), or
 * null when all is well: checked at start, so a broken directory stops the shop once with a
 * reason instead of a crash halfway through opening the database.
 */
export function dataDirProblem(dataDir: string, { embeddedDatabase }: { embeddedDatabase: boolean }) {
  const probe = path.join(dataDir, `.schrijftest-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    try {
      chmodSync(dataDir, PRIVATE_DIR_MODE);
    } catch {
      // A directory the shop's user does not own (or cannot change) keeps its mode: what the shop
      // writes in it is private all the same. Whether it can be written is the probe's question.
    }
    const fd = openSync(probe, 'w', PRIVATE_FILE_MODE);
    try {
      writeSync(fd, Buffer.alloc(4096));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      rmSync(probe, { force: true });
    }
  } catch (error) {
    return reasonOf(dataDir, error);
  }
  if (embeddedDatabase) {
    const { bavail, bsize } = statfsSync(dataDir);
    const freeMb = Math.floor((bavail * bsize) / (1024 * 1024));
    if (freeMb < MIN_FREE_MB_EMBEDDED) {
      return dataDirMessages.tooLittleSpace(dataDir, freeMb, MIN_FREE_MB_EMBEDDED);
    }
  }
  return null;
}

function reasonOf(dataDir: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EROFS':
      return dataDirMessages.readOnly(dataDir);
    case 'EACCES':
    case 'EPERM':
      return dataDirMessages.notWritable(dataDir);
    case 'ENOSPC':
    case 'EDQUOT':
      return dataDirMessages.full(dataDir);
    case 'ENOTDIR':
    case 'EEXIST':
      return dataDirMessages.notADirectory(dataDir);
    default:
      return dataDirMessages.unusable(dataDir, (error as Error).message);
  }
}

import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import path from 'node:path';
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
      return `DATA_DIR ${dataDir} heeft te weinig vrije ruimte voor de ingebouwde database: ${freeMb} MB vrij, minstens ${MIN_FREE_MB_EMBEDDED} MB nodig.`;
    }
  }
  return null;
}

function reasonOf(dataDir: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EROFS':
      return `DATA_DIR ${dataDir} staat op een alleen-lezen bestandssysteem; de winkel heeft een schrijfbare map nodig.`;
    case 'EACCES':
    case 'EPERM':
      return `DATA_DIR ${dataDir} is niet schrijfbaar voor deze gebruiker.`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `DATA_DIR ${dataDir} is vol: er kan niets meer in worden geschreven.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `DATA_DIR ${dataDir} is geen map.`;
    default:
      return `DATA_DIR ${dataDir} is niet bruikbaar: ${(error as Error).message}`;
  }
}

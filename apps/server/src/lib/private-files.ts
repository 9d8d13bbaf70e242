import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shop's files (the embedded database, backups, the outbox, generated secrets) are its user's
 * alone: directories 0700, files 0600, whatever the umask. A mode given at creation is masked by
 * the umask, so each is set again with chmod.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes the directory (and its missing parents) and leaves it 0700. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Writes the file as 0600 (an existing file included). */
export function writePrivateFile(file: string, data: string | NodeJS.ArrayBufferView): void {
  writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Creates (or empties) a file as 0600 for another program to write into. */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'w', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/**
 * Sets 0700 on the directory and every directory in it and 0600 on every file: for what another
 * program writes (the embedded database's own files). Sockets keep their mode.
 */
export function makePrivate(dir: string): void {
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const inner = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(inner);
    else if (entry.isFile()) chmodSync(inner, PRIVATE_FILE_MODE);
  }
}

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startExpectingExit } from './server-process.ts';

/**
 * The embedded database's directory on a file system that cannot take it: read-only, full, or
 * nearly full. The shop stops once, at start, with the reason in Dutch and the configuration exit
 * code (78, so a supervisor can be told not to restart it), instead of crashing halfway through
 * opening the database. The file systems are small tmpfs mounts of the test's own (run as root).
 */

const mounts: string[] = [];
afterAll(() => {
  for (const dir of mounts.reverse()) {
    execFileSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

function tmpfs(options: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-fault-fs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  mounts.push(dir);
  return dir;
}

describe('a data directory the embedded database cannot use', () => {
  it('read-only: stops at start, saying so', async () => {
    const dir = tmpfs('ro,size=16m');
    const { code, output } = await startExpectingExit(dir);
    expect(code, output).toBe(78);
    expect(output).toContain(`DATA_DIR ${dir} staat op een alleen-lezen bestandssysteem`);
  });

  it('full: stops at start, saying so', async () => {
    const dir = tmpfs('size=1m');
    expect(() => writeFileSync(path.join(dir, 'vulling'), Buffer.alloc(2 * 1024 * 1024))).toThrow(/ENOSPC/);
    const { code, output } = await startExpectingExit(dir);
    expect(code, output).toBe(78);
    expect(output).toContain(`DATA_DIR ${dir} is vol`);
  });

  it('with less free space than the database needs: stops at start, naming the space', async () => {
    const dir = tmpfs('size=16m');
    const dataDir = path.join(dir, 'winkel');
    mkdirSync(dataDir);
    const { code, output } = await startExpectingExit(dataDir);
    expect(code, output).toBe(78);
    expect(output).toMatch(
      new RegExp(
        `DATA_DIR ${dataDir} heeft te weinig vrije ruimte voor de ingebouwde database: 1\\d MB vrij, minstens 64 MB nodig`,
      ),
    );
  });
});

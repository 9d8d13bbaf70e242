import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../smtp.ts';

/**
 * A PostgreSQL server of the test's own (own data directory, own port, own socket directory), to
 * stop and start at will: never the machine's shared one. Needs the PostgreSQL server binaries;
 * run as root, it runs them as the `postgres` account (PostgreSQL refuses to run as root).
 */
export interface PrivatePostgres {
  url: string;
  start(): void;
  /** `fast` ends the sessions and shuts down cleanly; `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  destroy(): Promise<void>;
}

function serverBinaries(): string {
  const candidates = [
    process.env.PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  if (!found)
    throw new Error('The outage test needs the PostgreSQL server binaries (pg_ctl, initdb); set PG_BIN.');
  return found;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-private-pg-'));
  const dataDir = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: 'pipe',
      timeout: 60_000,
    });
  };
  if (asRoot) {
    const owner = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(root, Number(owner), Number(group));
  }
  chmodSync(root, 0o700);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

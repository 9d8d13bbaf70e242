// The processes the bench measures, each its own (as `npm start` runs the shop), on the same Node
// with tsx: the load generator stays in the bench's process, so it never competes with the server
// for the server's thread.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';

export interface BenchProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** `script` (in bench/) in a process of its own; resolves once it prints `listening <url>`. */
export async function startProcess(script: string, env: NodeJS.ProcessEnv = {}): Promise<BenchProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const listening = /listening (\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** bench/server.ts: the shop on `target`; `env` adds to its settings (BENCH_WEB_DIST_DIR). */
export function startServer(target: DatabaseTarget, dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return startProcess('server.ts', { BENCH_TARGET: JSON.stringify(target), BENCH_DATA_DIR: dataDir, ...env });
}

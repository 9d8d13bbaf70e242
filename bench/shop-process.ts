// The processes the bench measures, each its own (as `npm start` runs the shop), on the same Node
// with tsx: the load generator stays in the bench's process, so it never competes with the server
// for the server's thread.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';
import { serverStartCommand } from '../scripts/server-command.mjs';

export interface BenchProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A started process: where it listens, its pid, and its stop (SIGTERM, then its exit). */
function benchProcess(child: ChildProcess, url: string): BenchProcess {
  const exited =
    child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `script` (in bench/) in a process of its own; resolves once it prints `listening <url>`. */
export async function startProcess(script: string, env: NodeJS.ProcessEnv = {}): Promise<BenchProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const listening = /listening (\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
  return benchProcess(child, url);
}

/** bench/server.ts: the shop on `target`; `env` adds to its settings (BENCH_WEB_DIST_DIR). */
export function startServer(target: DatabaseTarget, dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return startProcess('server.ts', { BENCH_TARGET: JSON.stringify(target), BENCH_DATA_DIR: dataDir, ...env });
}

const { env: SERVER_ENV, nodeFlags: SERVER_NODE_FLAGS, entry: BUILT_SERVER } = serverStartCommand();

/** Whether `npm run build` has built the shop's server (apps/server/dist). */
export const shopIsBuilt = () => existsSync(BUILT_SERVER);

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The shop exactly as `npm start` runs it in production (the built apps/server/dist/server.js with
 * the start script's settings and Node flags, its web build beside it) on the PostgreSQL at `databaseUrl`; resolves once /api/health answers.
 */
export async function startBuiltShop(databaseUrl: string, dataDir: string): Promise<BenchProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILT_SERVER], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      // Production settings; the payment emulator only so the shop starts without a Stripe key.
      PAYMENT_EMULATOR: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 600) throw new Error('the shop did not start within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return benchProcess(child, url);
}

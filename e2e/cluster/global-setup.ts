import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { E2E_ADMIN, E2E_CLUSTER_PORT, E2E_CLUSTER_PROCESSES } from '../support/env.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * `npm run start:cluster`'s script with three processes on a database of its own, started once for
 * the run and stopped (the database dropped) when it ends. A request may name its process
 * (`X-Shop-Process`, CLUSTER_CHOOSE_PROCESS), so each step of the journey lands where it says.
 */
export default async function globalSetup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl?.startsWith('postgres'))
    throw new Error(
      'The cluster journey needs TEST_DATABASE_URL (a PostgreSQL server it may create a database on).',
    );
  if (!existsSync(path.join(root, 'apps/server/dist/server.js')))
    throw new Error('Build the shop first (npm run build).');

  const name = `e2e_cluster_${randomUUID().slice(0, 8)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-cluster-'));
  const publicUrl = `http://127.0.0.1:${E2E_CLUSTER_PORT}`;

  const cluster: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'scripts/cluster.mjs'), String(E2E_CLUSTER_PROCESSES)],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl.toString(),
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : { REDIS_URL: '' }),
        PORT: String(E2E_CLUSTER_PORT),
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        CLUSTER_CHOOSE_PROCESS: '1',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  for (const stream of [cluster.stdout, cluster.stderr]) stream?.on('data', (chunk) => (output += chunk));
  const stopped = new Promise((resolve) => cluster.once('exit', resolve));

  const teardown = async () => {
    cluster.kill('SIGTERM');
    await stopped;
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (!output.includes('processen achter nginx')) {
    if (cluster.exitCode !== null || Date.now() > deadline) {
      await teardown();
      throw new Error(`The cluster did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return teardown;
}

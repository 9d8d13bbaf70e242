import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../smtp.ts';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/** The PostgreSQL server the fault tests run on; they need a real one (several processes share it). */
export function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'The fault tests need TEST_DATABASE_URL (a PostgreSQL server they may create databases on).',
    );
  return url;
}

/** A new, empty database of its own on the test PostgreSQL server; returns its URL. */
export async function createDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The shop started on the embedded database in `dataDir`, expected to refuse to start: resolves
 * with its exit code and output once it has exited (rejects if it still runs after 60 s).
 */
export async function startExpectingExit(dataDir: string): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const { child, output } = spawnServer({
    ...env,
    NODE_ENV: 'development',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server still ran after 60 s:\n${output()}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}

/** `src/server.ts` under tsx in a process of its own, everything it writes collected. */
function spawnServer(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      output += chunk;
    });
  }
  return { child, output: () => output };
}

export interface ServerProcess {
  url: string;
  /** Everything the process wrote, for a failure's message. */
  output(): string;
  /** Sends the signal and waits for the process to end; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The shop as a separate operating-system process (`src/server.ts`, as `npm run dev` runs it), on
 * the given database and mail server; resolves once `/api/ready` answers.
 */
export async function startServer({
  databaseUrl,
  smtpUrl,
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-fault-')),
  env = {},
}: {
  databaseUrl: string;
  smtpUrl: string;
  dataDir?: string;
  /** More environment, over the defaults below. */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnServer({
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    ADMIN_PASSWORD: 'fault-admin-1',
    // Processes behind one address share the secret, or one's tokens are refused by the other.
    JWT_SECRET: 'fault-tests-secret-long-enough-for-hs256-signing',
    MAIL_RETRY_DELAY_SECONDS: '1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output()}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become ready within 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** One query on the database at `databaseUrl`, over a connection of its own. */
export async function queryDatabase<T extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Pays a session on the payment page of the process at `baseUrl` with the paying card, as the
 * payer's browser sends the form; the answer as it comes (303 to the shop when paid).
 */
export function payOnPaymentPage(baseUrl: string, sessionId: string, cardName: string): Promise<Response> {
  return fetch(`${baseUrl}/betalen/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'card', cardNumber: '4242 4242 4242 4242', cardName }),
    redirect: 'manual',
  });
}

/**
 * Which of `pids` holds the TCP connection whose local port is `port` (Linux: the socket's inode in
 * /proc/net/tcp, and the process whose descriptors include it); undefined when none does.
 */
export function pidOfConnection(port: number, pids: number[]): number | undefined {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const localPort = fields[1]?.split(':')[1];
      if (localPort && Number.parseInt(localPort, 16) === port && fields[9]) inodes.add(fields[9]);
    }
  }
  for (const pid of pids) {
    for (const descriptor of readdirSync(`/proc/${pid}/fd`)) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${pid}/fd/${descriptor}`);
      } catch {
        continue; // closed while we looked
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return pid;
    }
  }
  return undefined;
}

import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { makePrivate, privateDir } from '../lib/private-files.ts';
import { retryOnConflict } from './conflict-retry.ts';
import * as schema from './schema/index.ts';
import type { Database, DatabaseHandle } from './types.ts';

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long to wait for a connection (default 2 s) and for one statement (default 5 s). */
      connectTimeoutMs?: number;
      statementTimeoutMs?: number;
    }
  /** dataDir undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** The `application_name` of the shop's PostgreSQL connections. */
export const SHOP_APPLICATION_NAME = 'loopvoeding';

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const statementTimeoutMs = target.statementTimeoutMs ?? 5_000;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A database that does not answer fails the request quickly instead of holding it: no
      // connection within the connect timeout, no statement beyond its own (the server cancels
      // it), no answer at all a second after that (the client gives up), no transaction left idle.
      connectionTimeoutMillis: target.connectTimeoutMs ?? 2_000,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 1_000,
      idle_in_transaction_session_timeout: Math.max(10_000, statementTimeoutMs * 2),
      // How `npm run restore` recognises a running shop among the database's connections.
      application_name: SHOP_APPLICATION_NAME,
    });
    // A connection the server closes while idle (a restart, an admin's terminate) is dropped from
    // the pool and replaced on next use; without a listener the process would crash.
    pool.on('error', (error) => console.error(`PostgreSQL: idle connection closed (${error.message})`));
    // A connection lost while checked out (a transaction between two statements) emits its error
    // on the client too, after failing the statements it had: without a listener of its own for
    // the whole time it is out, that 'error' would crash the process. The statements' callers
    // already get the error; the pool drops the connection when it is released.
    pool.on('connect', (connection) => connection.on('error', () => undefined));
    const database = handle(
      drizzlePg(pool, { schema, casing: 'snake_case' }),
      'postgres',
      pool,
      (channel, onPayload, onReconnect, onLost) =>
        listenOnPostgres(target.url, channel, onPayload, onReconnect, onLost),
    );
    database.poolStats = () => ({
      max: pool.options.max,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return database;
  }
  if (target.dataDir) privateDir(target.dataDir);
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  // The embedded database writes its files with the process's umask: they are made the shop's alone.
  if (target.dataDir) makePrivate(target.dataDir);
  const database = handle(
    drizzlePglite(client, { schema, casing: 'snake_case' }),
    'pglite',
    { query: (text) => client.query(text), end: () => client.close() },
    // One process holds the embedded database: its notifications are this process's own.
    async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      // Leaving a channel of a database already closed is nothing to do.
      return () => (client.closed ? Promise.resolve() : unlisten());
    },
  );
  database.dumpDataDir = async () => {
    await client.query('CHECKPOINT');
    return client.dumpDataDir('gzip');
  };
  return database;
}

function handle(
  db: unknown,
  driver: DatabaseHandle['driver'],
  connection: { query: (text: string) => Promise<unknown>; end: () => Promise<void> },
  listen: DatabaseHandle['listen'],
): DatabaseHandle {
  return {
    db: retryingTransactions(db as Database),
    driver,
    ping: async () => {
      await connection.query('select 1');
    },
    listen,
    close: () => connection.end(),
  };
}

/**
 * Every `db.transaction` of the shop runs again, a bounded number of times, when PostgreSQL breaks
 * it off for a deadlock or a serialization failure (decision 032). Transactions nested inside one
 * (savepoints) are not retried on their own: the outer one is, as a whole.
 */
function retryingTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => retryOnConflict(() => transaction(work, config));
  return db;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others). A lost connection
 * (a database restart) is replaced after a second; `onLost` and `onReconnect` tell the listener.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: SHOP_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      onLost?.();
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
  };
  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect().then(
        () => onReconnect?.(),
        () => !stopped && scheduleReconnect(),
      );
    }, 1000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

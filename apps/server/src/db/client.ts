import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseHandle } from './database-handle.ts';
import type { EmbeddedTarget } from './embedded-database.ts';
import * as schema from './schema/index.ts';
import type { DatabaseHandle } from './types.ts';

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long to wait for a connection (default 2 s) and for one statement (default 5 s). */
      connectTimeoutMs?: number;
      statementTimeoutMs?: number;
    }
  | EmbeddedTarget;

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
    const database = databaseHandle(
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
  // The embedded database's module (and its WebAssembly) is read only by a shop that runs on it.
  const { openEmbeddedDatabase } = await import('./embedded-database.ts');
  return openEmbeddedDatabase(target);
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

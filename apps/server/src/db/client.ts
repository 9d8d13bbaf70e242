import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrateJobQueue } from '../lib/job-queue.ts';
import { serverPackageRoot } from '../lib/package-root.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type features use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or an open transaction: repositories accept either. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs a trivial query; used by /api/ready. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const migrationsFolder = path.join(serverPackageRoot(), 'drizzle');

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A connection the server closes while idle (a restart, an admin's terminate) is dropped from
    // the pool and replaced on next use; without a listener the process would crash.
    pool.on('error', (error) => console.error(`PostgreSQL: idle connection closed (${error.message})`));
    return handle(drizzlePg(pool, { schema, casing: 'snake_case' }), 'postgres', pool);
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  return handle(drizzlePglite(client, { schema, casing: 'snake_case' }), 'pglite', {
    query: (text) => client.query(text),
    end: () => client.close(),
  });
}

function handle(
  db: unknown,
  driver: DatabaseHandle['driver'],
  connection: { query: (text: string) => Promise<unknown>; end: () => Promise<void> },
): DatabaseHandle {
  return {
    db: db as Database,
    driver,
    ping: async () => {
      await connection.query('select 1');
    },
    close: () => connection.end(),
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePg(handle.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePglite(handle.db as any, { migrationsFolder });
  }
  await migrateJobQueue(handle);
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

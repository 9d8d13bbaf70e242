import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

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
  /**
   * The embedded database only: a consistent copy of its data directory as a gzipped tarball (a
   * checkpoint, then the files, while no query runs), which `loadDataDir` opens again.
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PostgreSQL only: the pool's connections (open, idle) and the queries waiting for one; the
   * embedded database is one connection in the process and has no pool.
   */
  poolStats?(): { max: number; open: number; idle: number; waiting: number };
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (sent by any process on this database; one
   * sent in a transaction arrives when it commits). `onReconnect` runs when a lost listening
   * connection is back: what was sent meanwhile is gone, so listeners catch up from the data.
   * `onLost` runs when the listening connection is lost: until it is back, nothing is heard.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

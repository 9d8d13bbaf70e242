import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { makePrivate, privateDir } from '../lib/private-files.ts';
import { databaseHandle } from './database-handle.ts';
import * as schema from './schema/index.ts';
import type { DatabaseHandle } from './types.ts';

/** The embedded database (PGlite): in `dataDir`, or in memory without one (tests). */
export interface EmbeddedTarget {
  kind: 'pglite';
  dataDir?: string;
  loadDataDir?: Blob;
}

/**
 * The embedded database, opened. This module is imported only when the shop runs on it
 * (`openDatabase`): on PostgreSQL its library and WebAssembly are never read (decision 099).
 */
export async function openEmbeddedDatabase(target: EmbeddedTarget): Promise<DatabaseHandle> {
  if (target.dataDir) privateDir(target.dataDir);
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  // The embedded database writes its files with the process's umask: they are made the shop's alone.
  if (target.dataDir) makePrivate(target.dataDir);
  const database = databaseHandle(
    drizzle(client, { schema, casing: 'snake_case' }),
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

import { retryOnConflict } from './conflict-retry.ts';
import type { Database, DatabaseHandle } from './types.ts';

/** The shop's handle on a database, whichever driver is underneath (client.ts, embedded-database.ts). */
export function databaseHandle(
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

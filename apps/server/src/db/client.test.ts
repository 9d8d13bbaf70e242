import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { users } from './schema/users.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database', () => {
  it('keeps data across a restart and migrates idempotently', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(first);
    await first.db.insert(users).values({ email: 'blijft@example.nl', passwordHash: 'x' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(second);
    const rows = await second.db.select({ email: users.email }).from(users);
    expect(rows).toEqual([{ email: 'blijft@example.nl' }]);
    await second.close();
    // Every migration twice on a database on disk: the slowest start there is, more so on a busy machine.
  }, 90_000);
});

const postgres = process.env.TEST_DATABASE_URL;

describe.runIf(postgres)('PostgreSQL connections', () => {
  it('a connection lost inside a transaction fails that transaction, not the process', async () => {
    const database = await openDatabase({ kind: 'postgres', url: postgres!, poolSize: 2 });
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    try {
      const broken = database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as pg.QueryResult;
        const pid = Number(rows[0]?.pid);
        // Checked out and between two statements when the server ends it: the client emits
        // 'error' with no statement of its own running.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(broken).rejects.toThrow();
      // The pool goes on with a fresh connection.
      const after = (await database.db.execute(sql`select 1 as one`)) as unknown as pg.QueryResult;
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

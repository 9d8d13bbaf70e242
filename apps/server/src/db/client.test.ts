import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  });
});

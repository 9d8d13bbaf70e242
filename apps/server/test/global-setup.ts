import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    templateDatabase: string;
    /** PGlite: a dump of a migrated database each test file loads. */
    pgliteDump: string;
  }
}

/** One template per run, so runs side by side (mutation test workers, a second terminal) never share one. */
const TEMPLATE_DATABASE = `shop_test_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** Migrates once per run; every test file then starts from a copy of that database. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const handle = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, TEMPLATE_DATABASE),
      poolSize: 1,
    });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('templateDatabase', TEMPLATE_DATABASE);
    project.provide('pgliteDump', '');
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // The copies the test files made (each drops its own without waiting), then the template.
      const copies = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [`${TEMPLATE_DATABASE}_`],
      );
      for (const { datname } of copies.rows) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await client.end();
    };
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const file = path.join(dir, 'migrated.tar.gz');
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('templateDatabase', '');
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

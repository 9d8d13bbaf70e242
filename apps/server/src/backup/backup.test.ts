import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { actor } from '../../test/factories.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { payWithCard, saveCart, startCheckout } from '../../test/payments.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteDataDir } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import type { Database, DatabaseHandle } from '../db/types.ts';
import { backupFileName, backupsDir, mediaBackupDir, pruneBackups, takeBackup } from './backup.ts';
import { backupShop } from './commands.ts';
import { openControlSocket } from './control-socket.ts';
import { restoreBackup } from './restore.ts';

/**
 * Backup → wipe → restore on the database this run uses: the embedded one on disk, or PostgreSQL
 * with TEST_DATABASE_URL (pg_dump/pg_restore). The shop runs while the backup is taken.
 */

const postgres = process.env.TEST_DATABASE_URL;
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: postgres });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A migrated database of its own that outlives one process: a PostgreSQL database or a data directory. */
async function shopDatabase(
  dataDir: string,
): Promise<{ databaseUrl?: string; open: () => Promise<DatabaseHandle> }> {
  if (postgres) {
    const name = `shop_backup_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    cleanup.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = withDatabase(postgres, name);
    return { databaseUrl: url, open: () => openDatabase({ kind: 'postgres', url, poolSize: 3 }) };
  }
  const dir = pgliteDataDir(dataDir);
  const migrated = await openDatabase({
    kind: 'pglite',
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
  });
  await migrated.close();
  return { open: () => openDatabase({ kind: 'pglite', dataDir: dir }) };
}

/** What must come back: every product, post, user and order, field by field. */
async function contents(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    products: await rows(
      sql`select id, title, slug, price_cents, stock, reserved_stock, is_published from products order by id`,
    ),
    posts: await rows(
      sql`select id, title, slug, content, is_published, published_at from blog_posts order by id`,
    ),
    users: await rows(sql`select id, email, password_hash, role, first_name from users order by id`),
    orders: await rows(
      sql`select id, user_id, status, total_cents, stripe_session_id from orders order by id`,
    ),
    orderItems: await rows(
      sql`select order_id, product_id, quantity, unit_price_cents from order_items order by order_id, product_id`,
    ),
    mails: await rows(sql`select key, status from outgoing_mails order by key`),
  };
}

/** Empties every table of the shop, as a wipe of every entity does. */
async function wipe(db: Database) {
  const tables = (
    (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
      rows: { tablename: string }[];
    }
  ).rows.map((row) => `"${row.tablename}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
}

describe(`backups (${postgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('a backup taken while the shop runs, restored after a wipe, brings back the same products, posts, users and orders', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const { databaseUrl, open } = await shopDatabase(dataDir);
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        BACKUP_NIGHTLY: 'false',
        ADMIN_PASSWORD: 'backup-admin-1',
      }),
      databaseUrl,
    };

    // The running shop: demo content and a paid order.
    const database = await open();
    const app = await buildApp({ config, database, jobPollingSeconds: 0.5 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await seedDatabase(app.db, config, app.log);
    const buyer = await actor(app, 'user');
    // One with stock for two: the demo catalogue has sold-out products too, and no fixed first one.
    const [product] = (await app.inject({ method: 'GET', url: '/api/products?stockMin=2&limit=1' })).json()
      .data;
    await saveCart(app, buyer, [{ _id: product._id, quantity: 2 }]);
    const { sessionId } = await startCheckout(app, buyer);
    await payWithCard(app, sessionId);
    // Paid, and its confirmation sent: nothing changes behind the snapshot's back.
    await expect
      .poll(async () => {
        const { orders, mails } = await contents(app.db);
        return [...orders, ...mails].map((row) => (row as { status: string }).status);
      })
      .toEqual(['paid', 'sent']);
    const before = await contents(app.db);
    expect(before.products.length).toBeGreaterThan(0);
    expect(before.posts.length).toBeGreaterThan(0);
    expect(before.users.length).toBe(3);

    // An uploaded photo's file: it goes beside the backup, and comes back with the restore.
    const photoFile = `${'a1'.repeat(16)}-320.webp`;
    mkdirSync(path.join(dataDir, 'media'));
    writeFileSync(path.join(dataDir, 'media', photoFile), 'webp');

    const control = postgres
      ? undefined
      : await openControlSocket(dataDir, { backup: () => takeBackup({ database }, dataDir) });
    const file = await backupShop(config);
    expect(path.dirname(file)).toBe(backupsDir(dataDir));
    expect(path.basename(file)).toMatch(/^loopvoeding-\d{4}-\d{2}-\d{2}T[\d-]+Z\.(dump|tar\.gz)$/);

    // Not into a running shop.
    await expect(restoreBackup(config, file)).rejects.toThrow(
      'De winkel draait nog op deze database. Stop hem eerst.',
    );

    await wipe(app.db);
    expect(await contents(app.db)).toEqual({
      products: [],
      posts: [],
      users: [],
      orders: [],
      orderItems: [],
      mails: [],
    });
    await control?.close();
    await app.close();
    await database.close();
    expect(readdirSync(mediaBackupDir(dataDir))).toEqual([photoFile]);
    rmSync(path.join(dataDir, 'media'), { recursive: true });

    // The wiped database is empty: restored without --force. Then it is not: --force is needed.
    await restoreBackup(config, file);
    await expect(restoreBackup(config, file)).rejects.toThrow(
      'De database is niet leeg. Gebruik --force om hem met de back-up te overschrijven.',
    );
    await restoreBackup(config, file, { force: true });

    expect(readFileSync(path.join(dataDir, 'media', photoFile), 'utf8')).toBe('webp');
    const restored = await open();
    try {
      expect(await contents(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }

    // With the shop stopped the command takes the backup itself.
    const second = await backupShop(config);
    expect(second).not.toBe(file);
    expect(readdirSync(backupsDir(dataDir)).sort()).toEqual(
      [path.basename(file), path.basename(second), 'media'].sort(),
    );
  }, 90_000); // three shops, a dump and a restore: on a busy machine it takes a while

  it('the nightly backup keeps the newest seven', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-prune-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    mkdirSync(backupsDir(dataDir));
    const names = Array.from({ length: 9 }, (_, day) =>
      backupFileName('pglite', new Date(Date.UTC(2026, 10, day + 1, 2, 30))),
    );
    for (const name of [...names, 'notities.txt']) writeFileSync(path.join(backupsDir(dataDir), name), '');
    expect(pruneBackups(dataDir, 7).sort()).toEqual(names.slice(0, 2));
    expect(readdirSync(backupsDir(dataDir)).sort()).toEqual([...names.slice(2), 'notities.txt'].sort());
  });

  it('refuses a file that is not a backup, and one of the other kind of database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-kind-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const notABackup = path.join(dataDir, 'foto.jpg');
    writeFileSync(notABackup, 'JFIF....');
    const other = path.join(dataDir, postgres ? 'x.tar.gz' : 'x.dump');
    writeFileSync(other, postgres ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : 'PGDMP....');
    const config = { dataDir, databaseUrl: postgres };
    await expect(restoreBackup(config, notABackup)).rejects.toThrow('is geen back-up van de winkel.');
    await expect(restoreBackup(config, other)).rejects.toThrow(
      postgres ? 'laat DATABASE_URL leeg' : 'zet DATABASE_URL',
    );
  });
});

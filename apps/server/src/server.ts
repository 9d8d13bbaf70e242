import { createRequire } from 'node:module';
import path from 'node:path';
import { serverMessages } from '@shop/shared/operations';
import { buildApp } from './app.ts';
import { takeBackup } from './backup/backup.ts';
import { openControlSocket } from './backup/control-socket.ts';
import {
  type AppConfig,
  CONFIG_EXIT_CODE,
  ConfigError,
  loadConfig,
  loggerOptions,
  trustProxyWarning,
} from './config.ts';
import { openDatabase, pgliteDataDir } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';
import type { DatabaseHandle } from './db/types.ts';
import { giveDemoPostsCovers } from './features/blog/demo-covers.ts';
import { giveDemoProductsPhotos } from './features/products/demo-photos.ts';
import { serverPackageRoot } from './lib/package-root.ts';
import { makePrivate } from './lib/private-files.ts';

/** pino-pretty is a devDependency: an install without them (`npm ci --omit=dev`) logs JSON lines. */
function prettyLogsInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** The configured database, migrated; an embedded one its file system refuses stops the shop with the reason. */
async function openShopDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const database = await openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      poolSize: config.dbPoolSize,
    });
    await migrateDatabase(database);
    return database;
  }
  const dataDir = pgliteDataDir(config.dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(database);
    // The files the migrations made too; later ones sit in a directory only the shop can enter.
    makePrivate(dataDir);
    return database;
  } catch (error) {
    // Starting again does not help: say why and stop with the configuration exit code.
    const { message, errno } = error as { message?: string; errno?: number };
    console.error(serverMessages.databaseNotOpened(dataDir, message || serverMessages.errorNumber(errno)));
    process.exit(CONFIG_EXIT_CODE);
  }
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(CONFIG_EXIT_CODE);
    }
    throw error;
  }
  config.webDistDir = path.resolve(serverPackageRoot(), '../web/dist');

  const database = await openShopDatabase(config);

  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config, process.stdout.isTTY === true && prettyLogsInstalled()),
  });
  const seeded = await seedDatabase(database.db, config, app.log);
  if (seeded && config.webDistDir) {
    // The demo's illustrations become photos, processed as uploads are (decision 067).
    const { media } = app.composition.services;
    const imagesRoot = path.join(config.webDistDir, 'images');
    const { adminId } = seeded;
    const photos = seeded.products
      ? await giveDemoProductsPhotos(database.db, media, imagesRoot, adminId)
      : 0;
    const covers = seeded.posts ? await giveDemoPostsCovers(database.db, media, imagesRoot, adminId) : 0;
    app.log.info({ photos, covers }, 'demo photos made');
  }
  // The product lists' index is read before the first request, not by it (decision 075).
  await app.composition.services.products.prepare();
  const proxyWarning = trustProxyWarning(config);
  if (proxyWarning) app.log.warn(proxyWarning);
  // The embedded database is open in this process only: `npm run backup` asks it for a snapshot.
  const control =
    database.driver === 'pglite'
      ? await openControlSocket(config.dataDir, { backup: () => takeBackup({ database }, config.dataDir) })
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // No new connections from here; requests in flight get the grace period, then what is left is cut.
    const grace = config.shutdownGraceMs;
    setTimeout(() => {
      app.log.warn({ graceMs: grace }, 'grace period over: closing the remaining connections');
      app.server.closeAllConnections();
    }, grace).unref();
    setTimeout(() => {
      app.log.error('shutdown did not finish after its grace period; exiting');
      process.exit(1);
    }, grace + 5_000).unref();
    await control?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(serverMessages.listening(config.publicUrl, database.driver));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import path from 'node:path';
import { buildApp } from './app.ts';
import { takeBackup } from './backup/backup.ts';
import { openControlSocket } from './backup/control-socket.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase, pgliteDataDir } from './db/client.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { serverPackageRoot } from './lib/package-root.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config.webDistDir = path.resolve(serverPackageRoot(), '../web/dist');

  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          connectTimeoutMs: config.dbConnectTimeoutMs,
          statementTimeoutMs: config.dbStatementTimeoutMs,
        }
      : { kind: 'pglite', dataDir: pgliteDataDir(config.dataDir) },
  );
  await migrateDatabase(database);

  const app = await buildApp({
    config,
    database,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  });
  await seedDatabase(database.db, config, app.log);
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
  app.log.info(`Loopvoeding draait op ${config.publicUrl} (database: ${database.driver})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { backupMessages } from '@shop/shared/operations';
import { openDatabase, pgliteDataDir } from '../db/client.ts';
import { BackupError, takeBackup } from './backup.ts';
import { askServer } from './control-socket.ts';

/**
 * `npm run backup`: PostgreSQL is dumped directly (pg_dump reads one consistent snapshot while the
 * shop runs); the embedded database is dumped by the running server, or opened here when the shop
 * is stopped. Returns the backup's path.
 */
export async function backupShop({
  dataDir,
  databaseUrl,
}: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<string> {
  if (databaseUrl) return takeBackup({ url: databaseUrl }, dataDir);
  const answer = await askServer(dataDir, 'backup');
  if (answer?.ok) return answer.result;
  if (answer) throw new BackupError(backupMessages.serverFailed(answer.error));
  const dir = pgliteDataDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(backupMessages.noDatabase(dir));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    return await takeBackup({ database }, dataDir);
  } finally {
    await database.close();
  }
}

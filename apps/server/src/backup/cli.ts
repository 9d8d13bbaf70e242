// `npm run backup` and `npm run restore FILE [--force]`, with the shop's own configuration
// (DATA_DIR, DATABASE_URL).
import path from 'node:path';
import { backupMessages } from '@shop/shared/operations';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from './backup.ts';
import { backupShop } from './commands.ts';
import { restoreBackup } from './restore.ts';

async function main(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  const config = loadConfig();
  if (command === 'backup' && rest.length === 0) return backupMessages.made(await backupShop(config));
  const files = rest.filter((arg) => arg !== '--force');
  if (command === 'restore' && files.length === 1) {
    // npm runs scripts in the package's folder; a relative name is meant from where it was typed.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
    const target = await restoreBackup(config, file, { force: rest.includes('--force') });
    return backupMessages.restored(target);
  }
  throw new BackupError(backupMessages.usage);
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

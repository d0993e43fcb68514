/**
 * `boutique admin backup --out F`: support staff (role `support`) save a copy of the running
 * shop's embedded database (GET /api/v5/admin/backup, a tar.gz of its PGlite data directory).
 * `boutique admin restore F --data-dir D`: an operator on the shop's machine makes a new data
 * directory D from such a copy, offline (src/adapters/storage/pglite-backup-restorer.ts); start the shop with DATA_DIR=D.
 * On PostgreSQL, pg_dump and pg_restore do both (docs/operations.md).
 */
import { access, readFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { DOWNLOAD_BACKUP, RESTORE_BACKUP } from '../../src/adapters/container/backup-tokens';
import { CliError, answer, type CommandContext } from '../cli-context';
import { saveWhole } from './save-whole';
import { adminFailed } from './admin-output';

async function exists(file: string): Promise<boolean> {
  return access(file).then(() => true, () => false);
}

export function registerAdminBackupCommands(admin: Command, context: () => CommandContext): void {
  admin
    .command('backup')
    .description('save a copy of the running shop’s embedded database (tar.gz; PostgreSQL: use pg_dump)')
    .requiredOption('--out <file>', 'where to save it (must not exist yet)')
    .action(async (options: { out: string }) => {
      const ctx = context();
      const file = resolvePath(options.out);
      if (await exists(file)) throw new CliError(`${file} already exists: choose another file (a backup never overwrites one).`);
      const result = await resolve(ctx.container(), DOWNLOAD_BACKUP).execute();
      if (result.kind !== 'downloaded') return adminFailed(result, 'This shop has no backup route: is it an older version?');
      const bytes = await saveWhole(result.archive.chunks, file);
      answer(ctx, { file, fileName: result.archive.fileName, bytes }, () => `Saved the shop’s database (${bytes} bytes) to ${file}\nRestore it with: boutique admin restore ${options.out} --data-dir <new directory>`);
    });

  admin
    .command('restore')
    .description('make a new data directory from a backup (offline: the shop need not run); then start it with DATA_DIR')
    .argument('<file>', 'a backup saved by `boutique admin backup`')
    .requiredOption('--data-dir <directory>', 'the new data directory (must not exist, or be empty)')
    .action(async (archive: string, options: { dataDir: string }) => {
      const ctx = context();
      const file = resolvePath(archive);
      const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        throw new CliError(error.code === 'ENOENT' ? `${file} does not exist` : `Cannot read ${file}: ${error.message}`);
      });
      const result = await resolve(ctx.container(), RESTORE_BACKUP).execute(new Uint8Array(bytes), options.dataDir);
      if (result.kind === 'refused') throw new CliError(result.message);
      const restored = result.summary;
      const { orders, customers, stock } = restored.counts;
      answer(ctx, restored, () =>
        `Restored ${file} into ${restored.dataDir}: ${orders} orders, ${customers} customers, ${stock} units in stock.\nStart the shop on it with DATA_DIR=${restored.dataDir} npm start`);
    });
}

/**
 * `boutique admin backup` against a real shop (PGlite), then `boutique admin restore` of the saved
 * file into a new directory, opened and compared with the shop's database.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database';
import { DEMO_PASSWORD } from '../../server/demo/seed-customers';
import { signInStdin, cliAgainstTestShop, temporaryHome } from '../testing/cli-harness';
import { runCaptured } from '../testing/run-captured';

// The backup is of the embedded database: PGlite even when the suite runs on PostgreSQL.
const { shop } = cliAgainstTestShop('boutique-cli-backup-', { databaseUrl: '' });
const home = temporaryHome('boutique-cli-backup-files-');

/** One profile (one signed-in person) per name. */
const run = (profile: string, args: string[], stdin?: string) =>
  runCaptured(['--api', shop().url, '--profile', join(home, `${profile}.json`), ...args], { homeDir: home, stdin });

describe('boutique admin backup and restore', () => {
  it('refuses a signed-out caller and a customer without the support role', async () => {
    expect(await run('nobody', ['admin', 'backup', '--out', join(home, 'nobody.tar.gz')])).toMatchObject({ code: 1, stderr: expect.stringContaining('Not signed in') });
    expect((await run('camille', ['login', 'camille@example.com', '--password-stdin'], `${DEMO_PASSWORD}\n`)).code).toBe(0);
    expect(await run('camille', ['admin', 'backup', '--out', join(home, 'camille.tar.gz')])).toMatchObject({ code: 1, stderr: expect.stringContaining('(403)') });
    expect(existsSync(join(home, 'camille.tar.gz'))).toBe(false);
  });

  it('saves the running shop’s database and restores it offline into a new directory with the same orders and customers', async () => {
    expect((await run('support', ['login', 'support@example.com', '--password-stdin'], await signInStdin(shop(), 'support@example.com'))).code).toBe(0);
    const file = join(home, 'shop.tar.gz');
    const saved = await run('support', ['--json', 'admin', 'backup', '--out', file]);
    expect(saved).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(saved.stdout)).toMatchObject({ file, fileName: expect.stringMatching(/^boutique-.*\.tar\.gz$/), bytes: statSync(file).size });
    expect(await run('support', ['admin', 'backup', '--out', file])).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });

    const full = join(home, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'PG_VERSION'), '17');
    expect(await run('operator', ['admin', 'restore', file, '--data-dir', full])).toMatchObject({ code: 1, stderr: expect.stringContaining('not empty') });

    const dataDir = join(home, 'restored');
    const restored = await run('operator', ['admin', 'restore', file, '--data-dir', dataDir]);
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining(`DATA_DIR=${dataDir}`) });

    const db = shop().app.db;
    const copy = await createDatabase({ dataDir });
    try {
      const orders = (from: typeof db) => from.selectFrom('orders').select(['id', 'total_cents', 'status']).orderBy('id').execute();
      const customers = (from: typeof db) => from.selectFrom('customers').select(['id', 'email']).orderBy('id').execute();
      const stock = (from: typeof db) => from.selectFrom('product_sizes').select(['id', 'stock']).orderBy('id').execute();
      expect(await orders(copy.db)).toEqual(await orders(db));
      expect(await customers(copy.db)).toEqual(await customers(db));
      expect(await stock(copy.db)).toEqual(await stock(db));
    } finally {
      await copy.db.destroy();
    }
  }, 60_000);
});

/**
 * The first start of an embedded database runs in a child process (the shop's own entry,
 * server/main.ts under tsx here), and the shop then finds the directory ready, as on a restart.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrate';
import { demoShop } from '../demo/demo-shop';
import { openShopDatabase } from './open-shop-database';
import { isFreshPgliteDirectory, prepareInChild } from './prepare-in-child';

const root = mkdtempSync(path.join(tmpdir(), 'boutique-prepare-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const MAIN = path.join(import.meta.dirname, '..', 'main.ts');
const TSX = ['--import', 'tsx'];

describe('a fresh embedded database', () => {
  it('is one PGlite has not created: a directory without PG_VERSION, not memory, not a server', () => {
    const dataDir = path.join(root, 'fresh');
    expect(isFreshPgliteDirectory({ dataDir })).toBe(true);
    mkdirSync(dataDir);
    expect(isFreshPgliteDirectory({ dataDir })).toBe(true);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    expect(isFreshPgliteDirectory({ dataDir })).toBe(false);
    expect(isFreshPgliteDirectory({ dataDir: 'memory://' })).toBe(false);
    expect(isFreshPgliteDirectory({ dataDir: path.join(root, 'other'), databaseUrl: 'postgres://localhost/shop' })).toBe(false);
  });

  it('is created, migrated and seeded by a child process; the shop then opens it as on a restart', async () => {
    const dataDir = path.join(root, 'prepared');
    const prepared = await prepareInChild(MAIN, { dataDir, env: { CATALOGUE_PRODUCTS: '108' } }, TSX);
    expect(prepared).toMatchObject({ migrated: Object.keys(MIGRATIONS), seeded: true });
    expect(isFreshPgliteDirectory({ dataDir })).toBe(false);

    const shop = await openShopDatabase({ dataDir, starter: demoShop({ kind: 'demo', seed: 42, products: 108 }) });
    try {
      expect(shop.migrated).toEqual([]);
      expect(shop.seeding).toMatchObject({ kind: 'present', stale: false });
      expect(shop.timings.reopenMs).toBe(0);
      const products = await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      expect(Number(products.n)).toBe(108);
      const customers = await shop.db.selectFrom('customers').select('email').where('email', '=', 'camille@example.com').execute();
      expect(customers).toHaveLength(1);
    } finally {
      await shop.db.destroy();
    }
  }, 120_000);

  it('fails the start when the child cannot prepare it', async () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, 'not a directory');
    await expect(prepareInChild(MAIN, { dataDir: path.join(file, 'data') }, TSX)).rejects.toThrow(/Preparing the database in .* failed/);
  }, 60_000);
});

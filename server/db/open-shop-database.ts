/** Open + migrate + seed: what the server does before it answers its first request. */
import { PRODUCT_COUNT } from '../demo/products';
import { createDatabase, type DatabaseOptions, type OpenedDatabase } from './database';
import { migrateToLatest } from './migrate';
import { ensureCatalogue, type SeedOutcome } from './seed';
import { insertSeeding, pgliteSeeding, postgresSeeding } from './seed-writers';
import { ensureDemoPromotions } from './seed-promotions';
import { ensureDemoCustomers } from './seed-customers';
import { ensureDemoBalances } from './seed-balances';
import { ensureDemoGiftcards } from './seed-giftcards';
import { ensureSandboxDemoCards } from '../payments/sandbox-demo-cards';
import { ensureDemoRelayPoints } from './seed-relay-points';
import { ensureDemoReturns } from './seed-returns';

export interface ShopDatabaseOptions extends DatabaseOptions {
  /** Seed of the demo catalogue (default 42). */
  catalogueSeed?: number;
  /** Products of the demo catalogue (default 720). */
  catalogueProducts?: number;
  /** Replace the stored catalogue by a freshly generated one. */
  reseed?: boolean;
  /** Skip seeding (an empty, migrated database). */
  seed?: boolean;
  now?: () => Date;
}

export interface ShopDatabase extends OpenedDatabase {
  migrated: string[];
  seeding: SeedOutcome | null;
  timings: { openMs: number; migrateMs: number; seedMs: number };
}

export async function openShopDatabase(options: ShopDatabaseOptions = {}): Promise<ShopDatabase> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  const opened = await createDatabase(options);
  const openMs = lap();
  try {
    const results = await migrateToLatest(opened.db);
    const migrateMs = lap();
    const spec = { seed: options.catalogueSeed ?? 42, products: options.catalogueProducts ?? PRODUCT_COUNT };
    const fastest = opened.pglite ? pgliteSeeding(opened.db, opened.pglite)
      : options.databaseUrl ? postgresSeeding(options.databaseUrl) : insertSeeding(opened.db);
    const seeding = options.seed === false
      ? null
      : await ensureCatalogue(opened.db, spec, { reseed: options.reseed, now: options.now, seeding: fastest });
    if (seeding) {
      await ensureDemoPromotions(opened.db);
      await ensureDemoCustomers(opened.db);
      await ensureDemoBalances(opened.db, options.now?.());
      await ensureDemoGiftcards(opened.db, options.now?.());
      await ensureSandboxDemoCards(opened.db);
      await ensureDemoRelayPoints(opened.db);
      await ensureDemoReturns(opened.db, options.now?.());
    }
    const seedMs = lap();
    return {
      ...opened,
      migrated: results.filter((result) => result.status === 'Success').map((result) => result.migrationName),
      seeding,
      timings: { openMs, migrateMs, seedMs },
    };
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
}

/**
 * A process that imports a bundle and can be killed doing it (merchandise-import-kill.test.ts):
 * opens the shop database of IMPORT_DATA_DIR (PGlite) or IMPORT_DATABASE_URL, imports at IMPORT_NOW
 * `nextSeason(IMPORT_COUNT)` with `archiveMissing`, prints `STEP <name>` as the import's
 * transaction reaches each step and `DONE <counts>` once it committed.
 */
import { openShopDatabase } from '../db/open-shop-database';
import { fastestSeeding } from '../db/seed-writers';
import { applyBundle } from '../merchandise/merchandise-import';
import { nextSeason } from './catalogue-bundles';

const databaseUrl = process.env.IMPORT_DATABASE_URL || undefined;
const shop = await openShopDatabase({ dataDir: process.env.IMPORT_DATA_DIR, databaseUrl, seed: false, reopen: false, poolSize: 2 });
const bundle = nextSeason(Number(process.env.IMPORT_COUNT));
let last = '';
const outcome = await applyBundle({ db: shop.db, seeding: fastestSeeding(shop.db, { pglite: shop.pglite, databaseUrl }) }, bundle, {
  dryRun: false,
  archiveMissing: true,
  now: new Date(process.env.IMPORT_NOW ?? Date.now()),
  onStep: (step) => {
    if (step !== last) process.stdout.write(`STEP ${step}\n`);
    last = step;
  },
});
process.stdout.write(`DONE ${JSON.stringify(outcome.ok ? outcome.value.counts : outcome)}\n`);
await shop.db.destroy();

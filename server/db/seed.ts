/**
 * A new shop filled on its first start by the starter the composition root chose (server/db/shop-starter.ts:
 * the demo, a merchant's bundle, or nothing), whose marker `settings` keeps: a later start reads it and
 * tells whether the stored shop is the one asked for, without making anything. A catalogue comes in as
 * a merchant's does, through the import (importBundleFile). The storefront's words are the shop's
 * (server/content/content-translations): they are refreshed on every start, whatever the catalogue.
 */
import { sql, type Transaction } from 'kysely';
import { problemText } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { storefrontWords } from '../content/content-service';
import { importBundleFile } from '../merchandise/merchandise-service';
import type { Db } from './database';
import type { Database } from './schema';
import { SHOP_TABLES } from './shop-tables';
import { sameMarker, type ShopStarter, type StarterMarker } from './shop-starter';
import { insertSeeding, type SeedingTransaction } from './seed-writers';

export const CATALOGUE_SETTING = 'catalogue';
export { SHOP_TABLES, type ShopTable } from './shop-tables';

/** The stored marker: the starter's, and when it filled the shop. */
export type CatalogueMarker = StarterMarker & { seededAt: string };

export type SeedOutcome =
  | { kind: 'seeded'; marker: CatalogueMarker; ms: number }
  | { kind: 'present'; marker: CatalogueMarker; stale: boolean };

export interface EnsureShopOptions {
  /** Replace a stored shop's catalogue (its products' wishes and alerts go with it). */
  reseed?: boolean;
  now?: () => Date;
  /** The engine's fastest way to write rows (default: multi-row INSERT through `db`). */
  seeding?: SeedingTransaction;
}

/**
 * The stored marker; one written before markers named their source (every shop before issue 32)
 * is the demo's (`version` 0 when it had none either).
 */
export async function readCatalogueMarker(db: Db): Promise<CatalogueMarker | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', CATALOGUE_SETTING).executeTakeFirst();
  const stored = row?.value as Partial<CatalogueMarker> | undefined;
  if (!stored) return null;
  return (stored.source ? stored : { ...stored, source: 'demo', version: stored.version ?? 0 }) as CatalogueMarker;
}

/**
 * Fills the shop when the database has none (or `reseed`), then refreshes the storefront's words and
 * runs the starter's `ensure` either way. `stale` tells that the stored shop is not the one asked
 * (another starter, or another demo): it is kept (delete the data directory, or set
 * CATALOGUE_RESEED=1, to start it again).
 */
export async function ensureShop(db: Db, starter: ShopStarter, options: EnsureShopOptions = {}): Promise<SeedOutcome> {
  const now = options.now ?? (() => new Date());
  const stored = await readCatalogueMarker(db);
  if (stored && !options.reseed) {
    await refreshStorefrontWords(db);
    await starter.ensure?.(db, now());
    return { kind: 'present', marker: stored, stale: !sameMarker(stored, starter.marker) };
  }
  const started = performance.now();
  const seeding = options.seeding ?? insertSeeding(db);
  // A start that died half-way left some of it: the marker comes last, so none means start over.
  await seeding((trx) => clearShop(trx));
  await starter.fill({
    db,
    seeding,
    now: now(),
    importBundle: async (source) => {
      const imported = await importBundleFile({ db, seeding, now }, source, { dryRun: false, archiveMissing: false });
      if (!imported.ok) throw new Error(`The catalogue bundle ${source} cannot be imported:\n${imported.problems.slice(0, 20).map((problem) => `  ${problemText(problem)}`).join('\n')}`);
      return { created: imported.result.counts.created };
    },
  });
  const marker: CatalogueMarker = { ...starter.marker, seededAt: now().toISOString() };
  await writeMarker(db, marker);
  await refreshStorefrontWords(db);
  await starter.ensure?.(db, now());
  return { kind: 'seeded', marker, ms: Math.round(performance.now() - started) };
}

async function clearShop(trx: Transaction<Database>): Promise<void> {
  for (const table of [...SHOP_TABLES].reverse()) await trx.deleteFrom(table).execute();
  // Serial ids restart so a new start looks like a fresh one.
  await sql`select setval(pg_get_serial_sequence('templates', 'id'), 1, false)`.execute(trx);
  await sql`select setval(pg_get_serial_sequence('redirects', 'id'), 1, false)`.execute(trx);
}

async function writeMarker(db: Db, marker: CatalogueMarker): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: CATALOGUE_SETTING, value: JSON.stringify(marker) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
    .execute();
}

/** The words the shop ships, written over the stored ones (a store's own words are kept apart, in store_texts). */
export async function refreshStorefrontWords(db: Db): Promise<void> {
  const words = storefrontWords();
  const rows = LOCALE_CODES.map((locale) => ({ locale, messages: JSON.stringify(words[locale]) }));
  await db
    .insertInto('translations')
    .values(rows)
    .onConflict((oc) => oc.column('locale').doUpdateSet({ messages: (eb) => eb.ref('excluded.messages') }))
    .execute();
}

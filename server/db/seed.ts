/**
 * Seeds the demo catalogue on first start (DESIGN decision 11), in one transaction, streamed in
 * chunks (seed-catalogue.ts) by the engine's fastest path (seed-writers.ts). A small marker in
 * `settings` (generator version, seed, product count) tells on later starts whether the stored
 * catalogue is the one asked, without generating anything. The storefront's words are the shop's
 * (server/content/content-translations), not the demo's: they are refreshed on every start,
 * whatever the catalogue.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CATALOGUE_GENERATOR_VERSION, generateCatalogue, planCatalogue, type CataloguePlan } from '../demo/generate-catalogue';
import { PRODUCT_COUNT } from '../demo/products';

/** Products of the demo catalogue when CATALOGUE_PRODUCTS is not set. */
export const DEFAULT_DEMO_PRODUCTS = PRODUCT_COUNT;
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { storefrontWords } from '../content/content-service';
import type { Db } from './database';
import type { Database } from './schema';
import { clearCatalogue, writeCatalogue } from './seed-catalogue';
import { fingerprintCatalogue } from '../merchandise/merchandise-service';
import { insertSeeding, type SeedingTransaction } from './seed-writers';

export const CATALOGUE_SETTING = 'catalogue';

/** The catalogue a start asks for. */
export interface CatalogueSpec {
  seed: number;
  products: number;
}

export interface CatalogueMarker extends CatalogueSpec {
  /** CATALOGUE_GENERATOR_VERSION of the code that generated it. */
  version: number;
  seededAt: string;
}

export type SeedOutcome =
  | { kind: 'seeded'; marker: CatalogueMarker; ms: number }
  | { kind: 'present'; marker: CatalogueMarker; stale: boolean };

export interface EnsureCatalogueOptions {
  /** Replace a stored catalogue (its products' wishes and alerts go with it). */
  reseed?: boolean;
  now?: () => Date;
  /** The engine's fastest way to write rows (default: multi-row INSERT through `db`). */
  seeding?: SeedingTransaction;
  /** Generates the catalogue to seed (default: the demo generator; tests check when it is called). */
  plan?: (spec: CatalogueSpec) => CataloguePlan;
}

export async function readCatalogueMarker(db: Db): Promise<CatalogueMarker | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', CATALOGUE_SETTING).executeTakeFirst();
  return (row?.value as CatalogueMarker | undefined) ?? null;
}

export const isCatalogue = (marker: CatalogueMarker, spec: CatalogueSpec): boolean =>
  marker.version === CATALOGUE_GENERATOR_VERSION && marker.seed === spec.seed && marker.products === spec.products;

/**
 * Inserts the catalogue when the database has none; refreshes the storefront's words either way.
 * `stale` tells that the stored catalogue is not the one asked (other generator code, seed or
 * count): it is kept (delete the data directory, or set CATALOGUE_RESEED=1, to regenerate it).
 */
export async function ensureCatalogue(db: Db, spec: CatalogueSpec, options: EnsureCatalogueOptions = {}): Promise<SeedOutcome> {
  const stored = await upgradeLegacyMarker(db, await readCatalogueMarker(db));
  if (stored && !options.reseed) {
    await refreshStorefrontWords(db);
    return { kind: 'present', marker: stored, stale: !isCatalogue(stored, spec) };
  }
  const started = performance.now();
  const marker: CatalogueMarker = {
    version: CATALOGUE_GENERATOR_VERSION,
    seed: spec.seed,
    products: spec.products,
    seededAt: (options.now?.() ?? new Date()).toISOString(),
  };
  const plan = (options.plan ?? ((wanted) => planCatalogue(wanted.seed, wanted.products)))(spec);
  const seeding = options.seeding ?? insertSeeding(db);
  await seeding(async (trx, writer) => {
    if (stored) await clearCatalogue(trx);
    await writeCatalogue(trx, writer, plan);
    await writeMarker(trx, marker);
  });
  // As an import of its own export would: that export imported back changes nothing.
  await fingerprintCatalogue(db);
  await refreshStorefrontWords(db);
  return { kind: 'seeded', marker, ms: Math.round(performance.now() - started) };
}

async function writeMarker(db: Db | Transaction<Database>, marker: CatalogueMarker): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: CATALOGUE_SETTING, value: JSON.stringify(marker) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
    .execute();
}

/**
 * Markers written before the generator had a version carry a fingerprint of the whole
 * 720-product catalogue: one that the generator of those days (version 1) produced gets that
 * marker (once), any other keeps its version 0; either reads as stale today (version 2 seeds
 * ratings rows that such a database lacks).
 */
const FINGERPRINT_DAYS_VERSION = 1;

async function upgradeLegacyMarker(db: Db, marker: CatalogueMarker | null): Promise<CatalogueMarker | null> {
  if (!marker || marker.version !== undefined) return marker;
  const legacy = marker as unknown as { seed: number; fingerprint?: string; seededAt: string };
  const data = generateCatalogue(legacy.seed, PRODUCT_COUNT);
  const fingerprint = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
  const upgraded = { version: fingerprint === legacy.fingerprint ? FINGERPRINT_DAYS_VERSION : 0, seed: legacy.seed, products: PRODUCT_COUNT, seededAt: legacy.seededAt };
  if (upgraded.version === FINGERPRINT_DAYS_VERSION) await writeMarker(db, upgraded);
  return upgraded;
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

/**
 * Seeds the demo catalogue on first start (DESIGN decision 11): everything in one transaction,
 * multi-row inserts in batches (PGlite inserts row by row are ~15× slower, STACK.md).
 * Translations are UI text kept in the repository: they are refreshed on every start.
 */
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue-types';
import type { Db } from './database';
import type { Database } from './schema';
import { catalogueRows, translationRows, type Rows } from './seed-rows';

export const CATALOGUE_SETTING = 'catalogue';
/** Stay well under PostgreSQL's 65,535 bind parameters per statement. */
const MAX_PARAMETERS = 30_000;

export interface CatalogueMarker {
  seed: number;
  fingerprint: string;
  seededAt: string;
  products: number;
}

export type SeedOutcome =
  | { kind: 'seeded'; marker: CatalogueMarker; ms: number }
  | { kind: 'present'; marker: CatalogueMarker; stale: boolean };

export function catalogueFingerprint(catalogue: Catalogue): string {
  const { translations: _translations, ...data } = catalogue;
  return createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
}

export async function readCatalogueMarker(db: Db): Promise<CatalogueMarker | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', CATALOGUE_SETTING).executeTakeFirst();
  return (row?.value as CatalogueMarker | undefined) ?? null;
}

/**
 * Inserts the catalogue when the database has none; otherwise only refreshes translations.
 * `stale` tells that the stored catalogue came from other generator code (delete the data
 * directory, or set CATALOGUE_RESEED=1, to regenerate it).
 */
export async function ensureCatalogue(
  db: Db,
  generate: () => Catalogue,
  options: { seed?: number; reseed?: boolean; now?: () => Date } = {},
): Promise<SeedOutcome> {
  const existing = await readCatalogueMarker(db);
  const catalogue = generate();
  const fingerprint = catalogueFingerprint(catalogue);
  if (existing && !options.reseed) {
    await db.transaction().execute((trx) => upsertTranslations(trx, translationRows(catalogue)));
    return { kind: 'present', marker: existing, stale: existing.fingerprint !== fingerprint };
  }
  const started = performance.now();
  const marker: CatalogueMarker = {
    seed: options.seed ?? 42,
    fingerprint,
    seededAt: (options.now?.() ?? new Date()).toISOString(),
    products: catalogue.products.length,
  };
  await db.transaction().execute(async (trx) => {
    if (existing) await clearCatalogue(trx);
    await insertCatalogue(trx, catalogueRows(catalogue));
    await trx
      .insertInto('settings')
      .values({ key: CATALOGUE_SETTING, value: JSON.stringify(marker) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
      .execute();
  });
  return { kind: 'seeded', marker, ms: Math.round(performance.now() - started) };
}

/** Insertion order respects foreign keys. */
const TABLE_ORDER: (keyof Rows)[] = [
  'stores', 'countries', 'brands', 'artists', 'categories', 'category_translations', 'products',
  'product_translations', 'product_sizes', 'product_prices', 'product_artists', 'product_associations',
  'pictures', 'carriers', 'carrier_countries', 'store_sites', 'templates', 'cms_pages', 'redirects',
  'referers', 'translations',
];

async function insertCatalogue(trx: Transaction<Database>, rows: Rows): Promise<void> {
  for (const table of TABLE_ORDER) await insertBatches(trx, table, rows[table]);
}

async function insertBatches<T extends keyof Rows>(trx: Transaction<Database>, table: T, rows: Rows[T]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely's generic insert types cannot follow a table chosen at run time.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await trx.insertInto(table).values(rows.slice(start, start + size) as any).execute();
  }
}

async function clearCatalogue(trx: Transaction<Database>): Promise<void> {
  for (const table of [...TABLE_ORDER].reverse()) await trx.deleteFrom(table).execute();
  // Serial ids restart so a reseeded database looks like a fresh one.
  await sql`select setval(pg_get_serial_sequence('templates', 'id'), 1, false)`.execute(trx);
  await sql`select setval(pg_get_serial_sequence('redirects', 'id'), 1, false)`.execute(trx);
}

async function upsertTranslations(trx: Transaction<Database>, rows: Rows['translations']): Promise<void> {
  await trx
    .insertInto('translations')
    .values(rows)
    .onConflict((oc) => oc.column('locale').doUpdateSet({ messages: (eb) => eb.ref('excluded.messages') }))
    .execute();
}

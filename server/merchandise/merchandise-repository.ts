/**
 * All of the merchandise module's SQL: what the merchant's catalogue writes into the catalogue's
 * tables (the import of bundles, the day-to-day changes) and reads back of them. Plain rows out;
 * the rules are the services'.
 */
import { sql } from 'kysely';
import type { Executor, Trx } from '../db/transaction';
import type { ProductStatus } from '../../src/domain/catalogue/merchandise-product';
import type { Db } from '../db/database';
import type { BundleProblem, ImportCounts, ImportProgress } from '../../src/domain/catalogue/catalogue-bundle';
import type { CatalogueImportsTable, ImportState } from './merchandise-tables';
import type { Selectable } from 'kysely';

// ---- Day-to-day changes: one product, its prices and stock, the daily feeds ------------------------

/** Rows are written a few thousand at a time: PostgreSQL takes at most 65,535 parameters a statement. */
const CHUNK = 5000;

export function chunksOf<T>(items: readonly T[], size = CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export interface MerchandiseProductRow {
  id: number;
  key: string;
  model_key: string | null;
  status: ProductStatus;
  publish_at: Date | null;
  unpublish_at: Date | null;
  is_only_outlet: boolean;
  brand: string;
  label: string | null;
  market_labels: string[];
  version: number;
}

/**
 * A product by the merchant's key or, when no key is that, by the shop's number (`1001`, as pages,
 * orders and the support CLI show it), with its brand's name; undefined for none.
 */
export function productByKey(db: Executor, key: string): Promise<MerchandiseProductRow | undefined> {
  const number = /^\d{1,9}$/.test(key) ? Number(key) : null;
  return db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brand_id')
    .select(['products.id', 'products.key', 'products.model_key', 'products.status', 'products.publish_at', 'products.unpublish_at', 'products.is_only_outlet', 'brands.name as brand',
      'products.label', 'products.market_labels', 'products.version'])
    .where((eb) => (number === null ? eb('products.key', '=', key) : eb.or([eb('products.key', '=', key), eb('products.id', '=', number)])))
    // A key wins over a number that happens to be another product's.
    .orderBy(sql`products.key = ${key}`, 'desc')
    .limit(1)
    // The publication window is `Generated<Timestamp | null>`, which Kysely's select type leaves wrapped: a Date or null.
    .$castTo<MerchandiseProductRow>()
    .executeTakeFirst();
}

/** Its texts, prices and sizes (sizes in selector order). */
export async function productParts(db: Executor, productId: number) {
  const [texts, prices, sizes] = await Promise.all([
    db.selectFrom('product_translations').select(['locale', 'name', 'slug', 'description']).where('product_id', '=', productId).execute(),
    db.selectFrom('product_prices').select(['country_code', 'price', 'original_price']).where('product_id', '=', productId).execute(),
    db.selectFrom('product_sizes').select(['id', 'sku', 'gtin', 'label', 'stock']).where('product_id', '=', productId).orderBy('rank').orderBy('id').execute(),
  ]);
  return { texts, prices, sizes };
}

/** The product's version, its row locked until the transaction ends (a change checks it, then writes). */
export async function lockVersion(trx: Trx, productId: number): Promise<number> {
  const row = await trx.selectFrom('products').select('version').where('id', '=', productId).forUpdate().executeTakeFirstOrThrow();
  return row.version;
}

/** These products' versions move on by one: each was changed. */
export async function nextVersions(trx: Trx, productIds: readonly number[]): Promise<void> {
  for (const chunk of chunksOf([...new Set(productIds)])) {
    await trx.updateTable('products').set((eb) => ({ version: eb('version', '+', 1) })).where('id', 'in', chunk).execute();
  }
}

/** A product's names and descriptions in some languages (the slugs stay: pages keep their address); false when nothing changed. */
export async function writeTexts(trx: Trx, productId: number, texts: readonly { locale: string; name?: string; description?: string }[]): Promise<boolean> {
  let changed = false;
  for (const text of texts) {
    const set = { ...(text.name === undefined ? {} : { name: text.name }), ...(text.description === undefined ? {} : { description: text.description }) };
    if (Object.keys(set).length === 0) continue;
    const result = await trx.updateTable('product_translations').set(set).where('product_id', '=', productId).where('locale', '=', text.locale)
      .where((eb) => eb.or([
        ...(text.name === undefined ? [] : [eb('name', '!=', text.name)]),
        ...(text.description === undefined ? [] : [eb('description', '!=', text.description)]),
      ]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) changed = true;
  }
  if (changed) await trx.updateTable('products').set({ import_hash: null }).where('id', '=', productId).execute();
  return changed;
}

/** A product's badge and market labels; false when they were so already. */
export async function writeLabels(trx: Trx, productId: number, labels: { label?: string | null; marketLabels?: readonly string[] }): Promise<boolean> {
  const current = await trx.selectFrom('products').select(['label', 'market_labels']).where('id', '=', productId).executeTakeFirstOrThrow();
  const label = labels.label === undefined ? current.label : labels.label;
  const market = labels.marketLabels === undefined ? (current.market_labels as string[]) : [...labels.marketLabels];
  if (label === current.label && JSON.stringify(market) === JSON.stringify(current.market_labels)) return false;
  await trx.updateTable('products').set({ label, market_labels: JSON.stringify(market), import_hash: null }).where('id', '=', productId).execute();
  return true;
}

export async function setProductStatus(trx: Trx, productId: number, status: ProductStatus): Promise<boolean> {
  const result = await trx.updateTable('products').set({ status }).where('id', '=', productId).where('status', '!=', status).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setOutletOnly(trx: Trx, productId: number, outletOnly: boolean): Promise<boolean> {
  // The import's fingerprint no longer says what the product is: the next bundle writes it again.
  const result = await trx.updateTable('products').set({ is_only_outlet: outletOnly, import_hash: null }).where('id', '=', productId).where('is_only_outlet', '!=', outletOnly).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface PriceRow {
  product_id: number;
  country_code: string;
  price: number;
  original_price: number | null;
}

/** The prices of these products, locked until the transaction ends (a feed compares, then writes). */
export async function lockPrices(trx: Trx, productIds: readonly number[]): Promise<PriceRow[]> {
  const rows: PriceRow[] = [];
  for (const chunk of chunksOf([...new Set(productIds)])) {
    rows.push(...(await trx.selectFrom('product_prices').selectAll().where('product_id', 'in', chunk).orderBy('product_id').forUpdate().execute()));
  }
  return rows;
}

/**
 * Sets prices (a country without one starts selling the product). The products' import
 * fingerprints are cleared, so a bundle imported later writes its own prices again, even the same
 * bundle as before the change; the day-to-day changes then write the fingerprint of the product as
 * it now is (refreshFingerprints), so that an export taken after them imports back unchanged.
 */
export async function writePrices(trx: Trx, rows: readonly PriceRow[]): Promise<void> {
  for (const chunk of chunksOf([...new Set(rows.map((row) => row.product_id))])) {
    await trx.updateTable('products').set({ import_hash: null }).where('id', 'in', chunk).execute();
  }
  for (const chunk of chunksOf(rows)) {
    await trx
      .insertInto('product_prices')
      .values(chunk.map((row) => ({ ...row })))
      .onConflict((oc) => oc.columns(['product_id', 'country_code']).doUpdateSet((eb) => ({ price: eb.ref('excluded.price'), original_price: eb.ref('excluded.original_price') })))
      .execute();
  }
}

export interface SizeRow {
  id: number;
  sku: string;
  product_id: number;
  stock: number;
}

/** Sizes by SKU, locked until the transaction ends: a stock change reads, then writes. */
export async function lockSizesBySku(trx: Trx, skus: readonly string[]): Promise<SizeRow[]> {
  const rows: SizeRow[] = [];
  for (const chunk of chunksOf([...new Set(skus)])) {
    rows.push(...(await trx.selectFrom('product_sizes').select(['id', 'sku', 'product_id', 'stock']).where('sku', 'in', chunk).orderBy('id').forUpdate().execute()));
  }
  return rows;
}

export async function writeStocks(trx: Trx, rows: readonly { id: number; stock: number }[]): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    const values = sql.join(chunk.map((row) => sql`(${row.id}::integer, ${row.stock}::integer)`));
    await sql`update product_sizes as s set stock = v.stock from (values ${values}) as v(id, stock) where s.id = v.id`.execute(trx);
  }
}

/** Products by the merchant's keys: key → id. */
export async function productIdsByKey(db: Executor, keys: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const chunk of chunksOf([...new Set(keys)])) {
    for (const row of await db.selectFrom('products').select(['id', 'key']).where('key', 'in', chunk).execute()) found.set(row.key, row.id);
  }
  return found;
}

/** The products of sizes by SKU: SKU → product id. */
export async function productIdsBySku(db: Executor, skus: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const chunk of chunksOf([...new Set(skus)])) {
    for (const row of await db.selectFrom('product_sizes').select(['sku', 'product_id']).where('sku', 'in', chunk).execute()) found.set(row.sku, row.product_id);
  }
  return found;
}

/** Which of these SKUs exist. */
export async function knownSkus(db: Executor, skus: readonly string[]): Promise<Set<string>> {
  return new Set((await productIdsBySku(db, skus)).keys());
}

// ---- Import jobs ------------------------------------------------------------------------------

export type ImportRow = Selectable<CatalogueImportsTable>;

/** A new running job; a unique violation when another one runs (`catalogue_imports_one_at_a_time`). */
export async function insertImport(db: Db, job: { id: string; dryRun: boolean; archiveMissing: boolean; fileName: string; createdBy: number | null; now: Date }): Promise<ImportRow> {
  return db
    .insertInto('catalogue_imports')
    .values({
      id: job.id, state: 'running', dry_run: job.dryRun, archive_missing: job.archiveMissing, file_name: job.fileName,
      created_by: job.createdBy, created_at: job.now, heartbeat_at: job.now, counts: null, progress: null, finished_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findImport(db: Db, id: string): Promise<ImportRow | undefined> {
  return db.selectFrom('catalogue_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest jobs first, a page of them, without their problems (a count instead), and how many there are. */
export async function recentImportRows(db: Db, offset: number, limit: number): Promise<{ rows: (Omit<ImportRow, 'problems'> & { problem_count: number })[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('catalogue_imports')
      .select(['id', 'state', 'dry_run', 'archive_missing', 'file_name', 'progress', 'counts', 'created_by', 'created_at', 'heartbeat_at', 'finished_at'])
      .select(sql<number>`coalesce(jsonb_array_length(problems), 0)::integer`.as('problem_count'))
      .orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    db.selectFrom('catalogue_imports').select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function runningImport(db: Db): Promise<ImportRow | undefined> {
  return db.selectFrom('catalogue_imports').selectAll().where('state', 'in', ['queued', 'running']).executeTakeFirst();
}

export async function recordProgress(db: Db, id: string, progress: ImportProgress, now: Date): Promise<void> {
  await db.updateTable('catalogue_imports').set({ progress: JSON.stringify(progress), heartbeat_at: now }).where('id', '=', id).where('state', '=', 'running').execute();
}

export async function finishImport(db: Db, id: string, end: { state: Extract<ImportState, 'done' | 'failed'>; counts: ImportCounts | null; problems: BundleProblem[]; now: Date }): Promise<void> {
  await db
    .updateTable('catalogue_imports')
    .set({ state: end.state, counts: end.counts ? JSON.stringify(end.counts) : null, problems: JSON.stringify(end.problems), finished_at: end.now, heartbeat_at: end.now })
    .where('id', '=', id)
    .execute();
}

/** Jobs whose process stopped beating before `silentSince` failed with it. */
export async function failSilentImports(db: Db, silentSince: Date, problem: BundleProblem, now: Date, alive: readonly string[]): Promise<void> {
  let query = db
    .updateTable('catalogue_imports')
    .set({ state: 'failed', problems: JSON.stringify([problem]), finished_at: now })
    .where('state', 'in', ['queued', 'running'])
    .where('heartbeat_at', '<', silentSince);
  if (alive.length > 0) query = query.where('id', 'not in', alive);
  await query.execute();
}

/** A product's picture paths in display order, the product's row locked until the transaction ends (two changes at once queue). */
export async function lockPictures(trx: Trx, productId: number): Promise<string[]> {
  await trx.selectFrom('products').select('id').where('id', '=', productId).forUpdate().executeTakeFirst();
  const rows = await trx.selectFrom('pictures').select('path').where('product_id', '=', productId).orderBy('position').execute();
  return rows.map((row) => row.path);
}

/** The product's pictures become `paths`, in that order (the first is the default); its import fingerprint is cleared (refreshFingerprints writes it again). */
export async function writePictures(trx: Trx, productId: number, paths: readonly string[]): Promise<void> {
  await trx.deleteFrom('pictures').where('product_id', '=', productId).execute();
  if (paths.length > 0) {
    await trx.insertInto('pictures').values(paths.map((path, position) => ({ product_id: productId, position, path, is_default: position === 0 }))).execute();
  }
  await trx.updateTable('products').set({ import_hash: null }).where('id', '=', productId).execute();
}

/** A product's picture paths and watermark, as shown to the merchant. */
export async function productPictures(db: Executor, productId: number): Promise<{ pictures: string[]; watermark: string | null }> {
  const [rows, product] = await Promise.all([
    db.selectFrom('pictures').select('path').where('product_id', '=', productId).orderBy('position').execute(),
    db.selectFrom('products').select('watermark').where('id', '=', productId).executeTakeFirst(),
  ]);
  return { pictures: rows.map((row) => row.path), watermark: product?.watermark ?? null };
}

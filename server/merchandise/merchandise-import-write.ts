/**
 * The products of a planned import written in one transaction, a chunk of products at a time
 * (memory holds one chunk's rows, whatever the bundle's size), by the engine's row writer (COPY):
 * the rows to check into the staging tables, the checks, then the shop's tables.
 */
import type { BundleProblem, BundleProduct } from '../../src/domain/catalogue/catalogue-bundle';
import type { RowWriter } from '../db/seed-writers';
import type { Trx } from '../db/transaction';
import {
  analyzeStaging, clearProductRows, noteAwaitedSizes, redirectChangedSlugs, restockedSizes, skuConflicts, slugConflicts, writeProducts, writeSizes, writeStock,
} from './merchandise-import-repository';
import { UNCHANGED, type ProductPlan } from './merchandise-import-plan';
import {
  artistRows, associationRows, pictureRows, priceRows, productRow, sizeRows, translationRows, type ImportReference,
} from './merchandise-import-records';

/** Products whose rows are made and written at a time. */
export const IMPORT_CHUNK = 2_000;

/** Where an import is: a step, and products done of the step's total. Tests throw from it to fail an import half-way. */
export type ImportStep = 'reference' | 'staging' | 'checking' | 'products' | 'sizes' | 'rows' | 'associations' | 'redirects' | 'stock' | 'status';
export type StepListener = (step: ImportStep, done: number, total: number) => unknown;

/** New heap an import lets pile up before it collects it (when it may: see server/core/garbage.ts). */
export const GARBAGE_BYTES = 128 * 1024 * 1024;

export interface ImportWork {
  trx: Trx;
  writer: RowWriter;
  products: readonly BundleProduct[];
  plan: ProductPlan;
  reference: ImportReference;
  now: Date;
  onStep: StepListener;
  /** Called between chunks: collects the garbage of the chunks written. */
  collect: () => void;
}

async function eachChunk(work: ImportWork, step: ImportStep, visit: (product: BundleProduct, index: number, rewritten: boolean) => void, flush: () => Promise<void>): Promise<void> {
  const { products, plan } = work;
  for (let start = 0; start < products.length; start += IMPORT_CHUNK) {
    await work.onStep(step, start, products.length);
    const end = Math.min(start + IMPORT_CHUNK, products.length);
    for (let index = start; index < end; index++) visit(products[index], index, plan.kinds[index] !== UNCHANGED);
    await flush();
    work.collect();
  }
}

/** The rows the checks read: new and changed products with their sizes and slugs, the unchanged ones' stock. */
export async function stageProducts(work: ImportWork): Promise<void> {
  const { writer, plan, reference, now } = work;
  let rows = { products: [] as object[], sizes: [] as object[], slugs: [] as object[], stock: [] as object[] };
  await eachChunk(work, 'staging', (product, index, rewritten) => {
    const id = plan.ids[index];
    if (!rewritten) {
      for (const size of product.sizes) rows.stock.push({ sku: size.sku, stock: size.stock });
      return;
    }
    rows.products.push(productRow(product, id, plan.hashes[index], reference, now));
    for (const size of sizeRows(product, id, reference)) rows.sizes.push(size);
    for (const text of translationRows(product, id, reference)) rows.slugs.push({ product_id: id, locale: text.locale, slug: text.slug });
  }, async () => {
    await writer.write('import_products', rows.products);
    await writer.write('import_sizes', rows.sizes);
    await writer.write('import_slugs', rows.slugs);
    await writer.write('import_stock', rows.stock);
    rows = { products: [], sizes: [], slugs: [], stock: [] };
  });
  await analyzeStaging(work.trx);
}

/** What only the database can tell: a SKU or a slug already another product's. */
export async function conflicts(work: ImportWork): Promise<BundleProblem[]> {
  const keyOf = new Map(work.plan.ids.map((id, index) => [id, work.products[index].key]));
  const problems: BundleProblem[] = [];
  for (const row of await skuConflicts(work.trx)) {
    problems.push({ file: 'products.csv', field: 'sku', message: `product ${keyOf.get(row.product_id)}: SKU "${row.sku}" is a size of product ${row.owner} in the shop` });
  }
  for (const row of await slugConflicts(work.trx)) {
    problems.push({
      file: 'products.csv', field: `slug_${row.locale}`,
      message: `product ${keyOf.get(row.product_id)}: slug_${row.locale} "${row.slug}" is the slug of product ${row.owner} in the shop, which this bundle does not change`,
    });
  }
  return problems;
}

/**
 * Everything of the new and changed products, then the unchanged ones' stock: the products whose
 * stock alone changed, and the sold-out sizes with alerts waiting that are back in stock.
 */
export async function writeRows(work: ImportWork): Promise<{ stockChanged: number[]; restocked: number[] }> {
  const { trx, writer, plan, reference } = work;
  await noteAwaitedSizes(trx);
  await work.onStep('products', 0, work.products.length);
  await writeProducts(trx);
  await clearProductRows(trx);
  await work.onStep('sizes', 0, work.products.length);
  await writeSizes(trx);
  let rows = { texts: [] as object[], prices: [] as object[], artists: [] as object[], pictures: [] as object[] };
  await eachChunk(work, 'rows', (product, index, rewritten) => {
    if (!rewritten) return;
    const id = plan.ids[index];
    rows.texts.push(...translationRows(product, id, reference));
    rows.prices.push(...priceRows(product, id));
    rows.artists.push(...artistRows(product, id, reference));
    rows.pictures.push(...pictureRows(product, id));
  }, async () => {
    await writer.write('product_translations', rows.texts);
    await writer.write('product_prices', rows.prices);
    await writer.write('product_artists', rows.artists);
    await writer.write('pictures', rows.pictures);
    rows = { texts: [], prices: [], artists: [], pictures: [] };
  });
  // After every product: an association may name a product of a later chunk.
  let associations: object[] = [];
  await eachChunk(work, 'associations', (product, index, rewritten) => {
    if (rewritten) associations.push(...associationRows(product, plan.ids[index], plan.idOf));
  }, async () => {
    await writer.write('product_associations', associations);
    associations = [];
  });
  await work.onStep('redirects', 0, work.products.length);
  await redirectChangedSlugs(trx);
  await work.onStep('stock', 0, work.products.length);
  const stockChanged = await writeStock(trx);
  return { stockChanged, restocked: await restockedSizes(trx) };
}

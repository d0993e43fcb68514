/**
 * `readBundle`: a catalogue bundle (a folder, a `.zip` or a `.tar.gz`) read and validated whole,
 * without a database (docs/catalogue-format.md). Every problem is collected with its file and line
 * or field; the bundle is given only when there is none. Bad input never throws.
 */
import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { BundleProblem, CatalogueBundle } from '../../src/domain/catalogue/catalogue-bundle';
import { crossCheck } from './merchandise-bundle-checks';
import type { Header } from './merchandise-bundle-columns';
import { type ProductRow, csvRows } from './merchandise-bundle-csv';
import { entryPlace } from './merchandise-bundle-entries';
import { jsonlRows } from './merchandise-bundle-jsonl';
import { type BundleLimits, BundleProblems, type ReadBundleOptions, bundleLimits, sizeText } from './merchandise-bundle-limits';
import { type AssembledProducts, ProductAssembler } from './merchandise-bundle-products';
import { readReferences } from './merchandise-bundle-references';
import { openSource } from './merchandise-bundle-source';
import { readJsonFile } from './merchandise-bundle-json';
import { deliveryProblems } from '../checkout/checkout-service';
import type { DeliveryBundle } from '../../src/domain/catalogue/carrier-terms';
import { readBundleContent } from '../content/content-service';
import { promotionsProblems } from '../promotions/promotions-service';
import type { BundlePromotion } from '../../src/domain/catalogue/catalogue-bundle';
import { readSizeGuides } from './merchandise-bundle-size-guides';

export interface BundleReading {
  /** The bundle, or null when there is any problem. */
  bundle: CatalogueBundle | null;
  problems: BundleProblem[];
  /** A picture named in the bundle (`pictures/…`), or null when the bundle holds no such file. */
  picture(name: string): Promise<Buffer | null>;
  /** Removes what an archive was unpacked into; a folder is left as it was. */
  dispose(): Promise<void>;
}

export type { ReadBundleOptions };

const PROGRESS_EVERY = 1000;

export async function readBundle(source: string, options?: ReadBundleOptions): Promise<BundleReading> {
  const limits = bundleLimits(options);
  const problems = new BundleProblems(limits.problems);
  const opened = await openSource(source, limits, problems, options?.tempDir).catch((error: Error) => {
    problems.at(path.basename(source), undefined, `cannot be opened (${error.message})`);
    return { root: null, dispose: async () => undefined };
  });
  const root = opened.root;
  const reading = (bundle: CatalogueBundle | null): BundleReading => ({
    bundle,
    problems: problems.list(),
    picture: (name) => (root === null ? Promise.resolve(null) : readPicture(root, name, limits)),
    dispose: opened.dispose,
  });
  if (root === null || problems.any) return reading(null);
  try {
    const references = await readReferences(root, limits, problems);
    const products = await readProducts(root, limits, problems, options?.onProgress);
    const pictures = await pictureFiles(root, limits, problems);
    if (products) crossCheck(products, references, pictures, problems);
    const delivery = await readDelivery(root, limits, problems);
    const promotions = await readPromotions(root, limits, problems);
    const sizeGuides = await readSizeGuides(root, limits, problems, references);
    const content = await readBundleContent(root);
    for (const problem of content.problems) problems.at(problem.file, problem.line, problem.message, problem.field);
    const { brands, artists, categories, colours, materials, ranges, sizes, countries, texts } = references;
    if (problems.any || !products || !brands || !artists || !categories || !colours || !materials || !ranges || !sizes || !countries || !texts || delivery === null || promotions === null || sizeGuides === null) return reading(null);
    return reading({
      brands, artists, categories, colours, materials, ranges, sizes, products: products.products, texts, countries,
      ...(delivery ? { delivery } : {}), ...(promotions ? { promotions } : {}), ...(content.entries.length > 0 ? { content: content.entries } : {}),
      ...(sizeGuides ? { sizeGuides } : {}),
    });
  } catch (error) {
    // A disk that fails midway is no fault of the merchant's, but the import still ends in words.
    problems.at(path.basename(source), undefined, `cannot be read (${(error as Error).message})`);
    return reading(null);
  }
}

async function readProducts(root: string, limits: BundleLimits, problems: BundleProblems, onProgress?: (rows: number) => void): Promise<(AssembledProducts & { file: string }) | null> {
  const names = await readdir(root);
  const file = names.includes('products.csv') ? 'products.csv' : names.includes('products.jsonl') ? 'products.jsonl' : null;
  if (file === null) {
    problems.at('products.csv', undefined, 'is missing (a bundle holds products.csv or products.jsonl)');
    return null;
  }
  if (names.includes('products.csv') && names.includes('products.jsonl')) {
    problems.at('products.jsonl', undefined, 'is beside products.csv: a bundle holds one of them');
    return null;
  }
  const filePath = path.join(root, file);
  const stats = await lstat(filePath);
  if (!stats.isFile()) {
    problems.at(file, undefined, 'is not a plain file');
    return null;
  }
  if (stats.size > limits.productFileBytes) {
    problems.at(file, undefined, `is over ${sizeText(limits.productFileBytes)}`);
    return null;
  }
  let present: Set<string> | undefined;
  const rows: AsyncIterable<ProductRow> =
    file === 'products.csv' ? csvRows(filePath, file, limits, problems, (header: Header) => (present = header.present)) : jsonlRows(filePath, file, limits, problems);
  let assembler: ProductAssembler | null = null;
  let count = 0;
  for await (const row of rows) {
    assembler ??= new ProductAssembler(file, problems, present);
    assembler.add(row);
    count += 1;
    if (count % PROGRESS_EVERY === 0) onProgress?.(count);
  }
  onProgress?.(count);
  return { ...(assembler ?? new ProductAssembler(file, problems, present)).finish(), file };
}

/** delivery.json (optional, issue 34): the delivery terms; undefined when absent, null when it has problems. */
async function readDelivery(root: string, limits: BundleLimits, problems: BundleProblems): Promise<DeliveryBundle | undefined | null> {
  const value = (await readJsonFile(root, 'delivery.json', 'delivery', limits, problems, true)) as DeliveryBundle | undefined | null;
  if (!value) return value;
  const found = deliveryProblems(value);
  for (const each of found) problems.at(each.file, undefined, each.message, each.field);
  return found.length === 0 ? { carriers: value.carriers, stores: value.stores ?? [] } : null;
}

/** promotions.json (optional, issue 34): the promotions; undefined when absent, null when it has problems. */
async function readPromotions(root: string, limits: BundleLimits, problems: BundleProblems): Promise<BundlePromotion[] | undefined | null> {
  const value = (await readJsonFile(root, 'promotions.json', 'promotions', limits, problems, true)) as BundlePromotion[] | undefined | null;
  if (!value) return value;
  const found = promotionsProblems(value);
  for (const each of found) problems.at(each.file, undefined, each.message, each.field);
  return found.length === 0 ? value : null;
}

const PICTURES = 'pictures';

/** The pictures the bundle holds: plain files under pictures/, within the size limit. */
async function pictureFiles(root: string, limits: BundleLimits, problems: BundleProblems): Promise<Set<string>> {
  const found = new Set<string>();
  const folder = await lstat(path.join(root, PICTURES)).catch(() => null);
  if (folder?.isSymbolicLink()) problems.at(PICTURES, undefined, 'is a symbolic link: a bundle holds its pictures');
  if (!folder?.isDirectory()) return found;
  const entries = await readdir(path.join(root, PICTURES), { recursive: true, withFileTypes: true });
  for (const entry of entries.slice(0, limits.entries)) {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isSymbolicLink()) problems.at(relative, undefined, 'is a symbolic link: a bundle holds its pictures');
    if (!entry.isFile()) continue;
    const size = (await lstat(path.join(root, relative))).size;
    if (size > limits.pictureBytes) problems.at(relative, undefined, `is over ${sizeText(limits.pictureBytes)}`);
    else found.add(relative);
  }
  return found;
}

/** A picture's bytes: only a plain file under pictures/, within the size limit, is ever read. */
async function readPicture(root: string, name: string, limits: BundleLimits): Promise<Buffer | null> {
  const place = entryPlace(name);
  if (place.kind !== 'file' || !place.path.startsWith(`${PICTURES}/`)) return null;
  const file = path.join(root, place.path);
  const stats = await lstat(file).catch(() => null);
  if (!stats?.isFile() || stats.size > limits.pictureBytes) return null;
  // A folder read in place might lead elsewhere through a linked folder: the file must really be inside.
  const [inside, real] = await Promise.all([realpath(root), realpath(file)]);
  return real.startsWith(inside + path.sep) ? readFile(file) : null;
}

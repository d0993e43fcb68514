/**
 * `writeBundle` and `packBundle`: a catalogue written in the format `readBundle` reads (an export,
 * or the demo's bundle), so that export then import changes nothing. products.csv carries a
 * product's own columns on its first row only; texts a spreadsheet would run are escaped.
 */
import { writeBundleContent } from '../content/content-service';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { create as createTar } from 'tar';
import { type BundleProduct, type CatalogueBundle, PRICE_COUNTRIES, pictureReferences, textCell } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { COLUMN_NAMES } from './merchandise-bundle-columns';
import { entryPlace } from './merchandise-bundle-entries';
import { archiveKind } from './merchandise-bundle-source';
import { ZipWriter } from './merchandise-bundle-zip-writer';
import { SIZE_GUIDES_FILE, sizeGuideRecords } from './merchandise-bundle-size-guides';

/** Where a picture's bytes come from: `BundleReading.picture` fits, so a bundle can be copied. */
export type PictureSource = (name: string) => Promise<Buffer | null>;

const money = (cents: number): string => (cents / 100).toFixed(2);

/** A product's own cells, by column. */
function productCells(product: BundleProduct): Record<string, string> {
  const cells: Record<string, string> = {
    product_key: product.key,
    model_key: product.modelKey ?? '',
    brand: product.brand,
    artists: product.artists.join('|'),
    category: product.category,
    gender: product.gender,
    colour: product.colour,
    material: product.material,
    range: product.range,
    label: product.label ?? '',
    market_labels: product.marketLabels.join('|'),
    outlet_only: product.outletOnly ? 'yes' : 'no',
    publish_at: product.publishAt ?? '',
    unpublish_at: product.unpublishAt ?? '',
    pictures: product.pictures.join('|'),
    watermark: product.watermark ?? '',
    weight_grams: String(product.weightGrams),
    made_in: product.madeIn,
    associated: product.associated.join('|'),
    sales_rank: product.salesRank === null ? '' : String(product.salesRank),
  };
  for (const locale of LOCALE_CODES) {
    const text = product.texts[locale];
    cells[`name_${locale}`] = textCell(text.name);
    cells[`slug_${locale}`] = text.slug;
    cells[`description_${locale}`] = textCell(text.description);
    cells[`composition_${locale}`] = textCell(text.composition);
    cells[`care_${locale}`] = textCell(text.care);
  }
  for (const country of PRICE_COUNTRIES) {
    const price = product.prices[country];
    cells[`price_${country}`] = price ? money(price.price) : '';
    cells[`original_price_${country}`] = price?.originalPrice ? money(price.originalPrice) : '';
  }
  return cells;
}

function* productRows(products: Iterable<BundleProduct>): Generator<string[]> {
  yield [...COLUMN_NAMES];
  for (const product of products) {
    if (product.sizes.length === 0) throw new Error(`Product ${product.key} has no size: products.csv has a row per size`);
    const own = productCells(product);
    for (const [index, size] of product.sizes.entries()) {
      const cells: Record<string, string> = { product_key: product.key, sku: size.sku, gtin: size.gtin ?? '', size: size.size, stock: String(size.stock) };
      yield COLUMN_NAMES.map((name) => cells[name] ?? (index === 0 ? own[name] : ''));
    }
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A bundle to write: its products may be made while they are written (the demo's: any count in a chunk of memory). */
export type BundleToWrite = Omit<CatalogueBundle, 'products'> & { products: Iterable<BundleProduct> };

export async function writeBundle(bundle: BundleToWrite, dir: string, pictures?: PictureSource): Promise<void> {
  await mkdir(dir, { recursive: true });
  const files: [string, unknown][] = [
    ['brands.json', bundle.brands],
    ['artists.json', bundle.artists],
    ['categories.json', bundle.categories],
    ['colours.json', bundle.colours],
    ['materials.json', bundle.materials],
    ['ranges.json', bundle.ranges],
    ['sizes.json', bundle.sizes],
  ];
  // countries.json is optional: a bundle without countries leaves the shop's as they are.
  if (bundle.countries.length > 0) files.push(['countries.json', bundle.countries]);
  // delivery.json is optional too (issue 34): the shop's delivery terms, when the bundle carries them.
  if (bundle.delivery) files.push(['delivery.json', bundle.delivery]);
  // promotions.json likewise (issue 34): the shop's promotions, each by its code.
  if (bundle.promotions && bundle.promotions.length > 0) files.push(['promotions.json', bundle.promotions]);
  for (const [name, value] of files) await writeFile(path.join(dir, name), json(value));
  for (const [store, texts] of Object.entries(bundle.texts)) {
    await mkdir(path.join(dir, 'texts'), { recursive: true });
    await writeFile(path.join(dir, 'texts', `${store}.json`), json(texts));
  }
  if (bundle.content?.length) await writeBundleContent(dir, bundle.content);
  // size-guides.csv is optional too (issue 38): the shop's size guides, when it has any.
  if (bundle.sizeGuides?.length) await pipeline(Readable.from(sizeGuideRecords(bundle.sizeGuides)), stringify({ record_delimiter: '\n' }), createWriteStream(path.join(dir, SIZE_GUIDES_FILE)));
  const names = new Set<string>();
  const rows = productRows((function* () {
    for (const product of bundle.products) {
      for (const name of pictureReferences(product)) if (name.startsWith('pictures/')) names.add(name);
      yield product;
    }
  })());
  await pipeline(Readable.from(rows), stringify({ record_delimiter: '\n' }), createWriteStream(path.join(dir, 'products.csv')));
  if (pictures) await writePictures(names, dir, pictures);
}

async function writePictures(names: Set<string>, dir: string, pictures: PictureSource): Promise<void> {
  for (const name of names) {
    const place = entryPlace(name);
    if (place.kind !== 'file') throw new Error(`Picture ${name} has no place in a bundle`);
    const bytes = await pictures(name);
    if (bytes === null) throw new Error(`Picture ${name} is missing`);
    await mkdir(path.dirname(path.join(dir, place.path)), { recursive: true });
    await writeFile(path.join(dir, place.path), bytes);
  }
}

/** Every file under `dir`, as sorted relative paths with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Packs a written bundle into `file`: a .zip, or a .tar.gz/.tgz, by its extension. */
export async function packBundle(dir: string, file: string): Promise<void> {
  const kind = archiveKind(file);
  if (kind === null) throw new Error(`${file}: a bundle is packed as .zip, .tar.gz or .tgz`);
  const names = await filesUnder(dir);
  if (kind === 'tar') {
    await createTar({ gzip: true, file, cwd: dir, portable: true, mtime: new Date(0) }, names);
    return;
  }
  const zip = new ZipWriter(createWriteStream(file));
  for (const name of names) await zip.add(name, createReadStream(path.join(dir, name)));
  await zip.finish();
}

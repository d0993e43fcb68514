/**
 * The demo catalogue as a catalogue bundle (docs/catalogue-format.md): what a merchant would send,
 * made by the deterministic generator, so that a demo shop starts through the merchant's own import
 * (issue 32). Products are made a chunk at a time as the file is written, so a 100,000-product
 * bundle never sits in memory whole. Keys are the products' references ("RIV-SN-1001", printed on
 * their pages), SKUs the size numbers of earlier demos; the import numbers them as the generator
 * always did (products from 1001, sizes from 50001: server/merchandise FIRST_PRODUCT_ID). Its
 * pictures are photo files (`pictures/hoodie-3a5f7c-front.jpg`, demo-photos.ts), each once however
 * many products show it, stored by the import as any merchant's photos.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BundleProduct, CatalogueBundle, PriceCountry } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES, type Localized } from '../../src/domain/store/locales';
import type { CatProduct } from '../catalogue/catalogue-service';
import { planCatalogue, type CataloguePlan } from './generate-catalogue';
import { packBundle, writeBundle } from '../merchandise/merchandise-service';
import { writeDemoPhotos } from './photo-cache';
import { INFO_LABELS } from './words';
import { demoSizeGuides } from './size-guides';
import { demoProductKey } from './product-keys';

export { demoModelKey, demoProductKey } from './product-keys';

/** Products made at a time while the bundle is written. */
const CHUNK = 2_000;

export type DemoBundle = Omit<CatalogueBundle, 'products'> & { products: Iterable<BundleProduct> };

/**
 * `seen` is told each product as it is made (the demo's first start keeps what it needs of them
 * after the import: no second generation). The pictures are named, not written: `writeDemoBundleFolder`.
 */
export function demoBundle(plan: CataloguePlan, seen?: (product: CatProduct) => void): DemoBundle {
  const { rest } = plan;
  const brands = new Map(rest.brands.map((brand) => [brand.id, brand.slug]));
  const artists = new Map(rest.artists.map((artist) => [artist.id, artist.slug]));
  const keys = new Map(plan.products.summaries.map((summary) => [summary.id, demoProductKey(summary)]));
  const terms = (kind: string) => rest.terms.filter((term) => term.kind === kind).sort((a, b) => a.position - b.position);
  const categories = [...rest.categories].sort((a, b) => a.level - b.level);
  return {
    brands: rest.brands.map((brand) => ({ key: brand.slug, name: brand.name, restricted: brand.restricted })),
    artists: rest.artists.map((artist) => ({ key: artist.slug, name: artist.name })),
    categories: categories.map((category) => ({
      key: String(category.id), parent: category.parentId === null ? null : String(category.parentId), names: category.names, slugs: category.slugs,
    })),
    colours: terms('colour').map((term) => ({ key: term.key, names: term.names, hex: term.hex ?? '#000000' })),
    materials: terms('material').map((term) => ({ key: term.key, names: term.names })),
    ranges: terms('range').map((term) => ({ key: term.key, names: term.names })),
    sizes: terms('size').map((term) => ({ key: term.key, names: term.names, kind: term.sizeKind ?? 'unique' })),
    texts: {},
    countries: rest.countries.map((country) => ({
      code: country.isoCode2.toUpperCase(), store: country.storeId, names: country.names, vatRate: country.vatRate, delivered: country.active,
    })),
    sizeGuides: demoSizeGuides(),
    products: (function* () {
      for (const chunk of plan.products.chunks(CHUNK)) {
        for (const product of chunk) {
          seen?.(product);
          yield bundleProduct(product, { brands, artists, keys });
        }
      }
    })(),
  };
}

/**
 * The demo of `seed` and `products` written as a bundle folder, or packed as a `.zip` / `.tar.gz`
 * (by `out`'s extension), its photos in it. Answers the products written.
 */
export async function writeDemoBundle(out: string, options: { seed: number; products: number; onPicture?: (done: number) => void }): Promise<number> {
  const plan = planCatalogue(options.seed, options.products);
  const packed = /\.(zip|tar\.gz|tgz)$/i.test(out);
  const dir = packed ? await mkdtemp(path.join(tmpdir(), 'boutique-demo-bundle-')) : out;
  try {
    await writeDemoBundleFolder(demoBundle(plan), dir, options.onPicture);
    if (packed) await packBundle(dir, out);
  } finally {
    if (packed) await rm(dir, { recursive: true, force: true });
  }
  return plan.products.count;
}

/** A demo bundle written into the folder `dir`: its files, then each photo its products name, once. */
export async function writeDemoBundleFolder(bundle: DemoBundle, dir: string, onPicture?: (done: number) => void): Promise<void> {
  const pictures = new Set<string>();
  const products = bundle.products;
  await writeBundle({
    ...bundle,
    products: (function* () {
      for (const product of products) {
        for (const picture of product.pictures) pictures.add(picture);
        yield product;
      }
    })(),
  }, dir);
  await writeDemoPhotos(pictures, dir, onPicture);
}

function bundleProduct(product: CatProduct, names: { brands: Map<number, string>; artists: Map<number, string>; keys: Map<number, string> }): BundleProduct {
  const information = (label: keyof typeof INFO_LABELS) => (locale: (typeof LOCALE_CODES)[number]) =>
    product.informations[locale].find((info) => info.label === INFO_LABELS[label][locale])?.value ?? '';
  const composition = information('composition');
  const care = information('care');
  return {
    key: names.keys.get(product.id)!,
    modelKey: product.modelKey ?? null,
    brand: names.brands.get(product.brandId)!,
    artists: product.artistIds.map((id) => names.artists.get(id)!),
    category: String(product.categoryId),
    gender: product.gender,
    colour: product.color.code,
    material: product.material.code,
    range: product.range,
    texts: Object.fromEntries(LOCALE_CODES.map((locale) => [locale, {
      name: product.names[locale], slug: product.slugs[locale], description: product.descriptions[locale], composition: composition(locale), care: care(locale),
    }])) as Localized<BundleProduct['texts'][keyof Localized]>,
    prices: Object.fromEntries(Object.entries(product.prices).map(([country, price]) => [country.toLowerCase() as PriceCountry, { price: price.price, originalPrice: price.originalPrice }])),
    sizes: product.sizes.map((size) => ({ sku: String(size.id), gtin: null, size: size.label, stock: size.stock })),
    label: product.label,
    marketLabels: product.marketLabels,
    outletOnly: product.isOnlyOutlet,
    publishAt: null,
    unpublishAt: null,
    pictures: product.pictures.map((picture) => picture.path),
    watermark: product.watermark,
    weightGrams: product.weightGrams,
    madeIn: product.manufactured,
    associated: product.associatedIds.map((id) => names.keys.get(id)!),
    salesRank: product.salesRank,
  };
}

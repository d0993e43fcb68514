/**
 * The shop's catalogue in the bundle model (an export), read a range of products at a time. It is
 * what a re-import needs to change nothing: the published products (an archived one is left out,
 * since importing it would publish it again; the bundle format has no status), every brand,
 * artist and category, and the colours, materials, ranges and sizes, from `catalogue_terms` or,
 * for a value no term names yet (a database seeded before terms existed), from the products' own
 * columns. Composition and care are read back from the information rows by their labels.
 */
import { bundleContentOf } from '../content/content-service';
import {
  PRICE_COUNTRIES, type BundleColour, type BundleProduct, type BundleSize, type BundleTerm, type CatalogueBundle, type PriceCountry,
} from '../../src/domain/catalogue/catalogue-bundle';
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { LOCALE_CODES, type LocaleCode, type Localized } from '../../src/domain/store/locales';
import type { Executor, Trx } from '../db/transaction';
import { writeFingerprints } from './merchandise-import-repository';
import { shopReference } from './merchandise-import-reference';
import { fingerprint } from './merchandise-import-records';
import { exportedProductIds, exportedProducts, exportReference } from './merchandise-export-repository';
import { UNRANKED } from './merchandise-import-records';
import { INFORMATION_LABELS } from './merchandise-texts';
import { deliveryBundleOf } from '../checkout/checkout-service';
import { promotionsBundleOf } from '../promotions/promotions-service';
import { allSizeGuideCells } from '../fit/fit-service';

const BATCH = 2_000;

const same = (text: string): Localized => Object.fromEntries(LOCALE_CODES.map((locale) => [locale, text])) as Localized;
const iso = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * The fingerprints of products a day-to-day change touched (a price, the outlet flag), written
 * again in the change's transaction: the fingerprint is what the last import of the product was,
 * and an export taken after the change, imported back, must find it unchanged.
 */
export async function refreshFingerprints(trx: Trx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const reference = await exportReference(trx);
  const categories = new Map(reference.categories.map((category) => [category.id, { key: category.key }]));
  const brands = new Map(reference.brands.map((brand) => [brand.id, brand.slug]));
  const terms = new Terms(reference.terms);
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const wanted = new Set(ids);
  const shop = await shopReference(trx);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = await exportedProducts(trx, ids[start], ids[Math.min(start + BATCH, ids.length) - 1]);
    const touched = { ...batch, products: batch.products.filter((row) => wanted.has(row.id)) };
    await writeFingerprints(trx, productsOf(touched, brands, categories, terms).map((product) => ({ key: product.key, hash: fingerprint(product, shop) })));
  }
}

export async function readShopBundle(db: Executor): Promise<CatalogueBundle> {
  const reference = await exportReference(db);
  const bundle: CatalogueBundle = {
    brands: reference.brands.map((brand) => ({ key: brand.slug, name: brand.name, restricted: brand.restricted })),
    artists: [...new Map(reference.artists.map((artist) => [artist.slug, { key: artist.slug, name: artist.name }])).values()],
    categories: reference.categories.map((category) => ({ key: category.key, parent: category.parent, names: {} as Localized, slugs: {} as Localized })),
    colours: [], materials: [], ranges: [], sizes: [], products: [], texts: {},
    countries: reference.countries.map((country) => ({
      code: country.iso_code2, store: country.store_id, names: country.names as Localized, vatRate: Number(country.vat_rate), delivered: country.active,
    })),
  };
  const categories = new Map(reference.categories.map((category, index) => [category.id, bundle.categories[index]]));
  for (const name of reference.categoryNames) {
    const category = categories.get(name.category_id);
    if (category) {
      category.names[name.locale as LocaleCode] = name.name;
      category.slugs[name.locale as LocaleCode] = name.slug;
    }
  }
  const terms = new Terms(reference.terms);
  const brands = new Map(reference.brands.map((brand) => [brand.id, brand.slug]));
  const ids = await exportedProductIds(db);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = await exportedProducts(db, ids[start], ids[Math.min(start + BATCH, ids.length) - 1]);
    for (const product of productsOf(batch, brands, categories, terms)) bundle.products.push(product);
  }
  const content = await bundleContentOf(db);
  const promotions = await promotionsBundleOf(db);
  // The guides of what the bundle holds (a guide of a category, brand or size the shop no longer has would not read back).
  const sizes = terms.sizes();
  const known = { categories: new Set(bundle.categories.map((each) => each.key)), brands: new Set(bundle.brands.map((each) => each.key)), sizes: new Set(sizes.map((each) => each.key)) };
  const sizeGuides = (await allSizeGuideCells(db)).filter((cell) => known.categories.has(cell.category) && known.sizes.has(cell.size) && (cell.brand === null || known.brands.has(cell.brand)));
  return { ...bundle, ...(sizeGuides.length > 0 ? { sizeGuides } : {}), colours: terms.colours, materials: terms.materials, ranges: terms.ranges, sizes, delivery: await deliveryBundleOf(db), ...(content.length > 0 ? { content } : {}), ...(promotions.length > 0 ? { promotions } : {}) };
}

type Batch = Awaited<ReturnType<typeof exportedProducts>>;

function productsOf(batch: Batch, brands: Map<number, string>, categories: Map<number, { key: string }>, terms: Terms): BundleProduct[] {
  const byId = new Map<number, BundleProduct>();
  const products = batch.products.map((row) => {
    terms.colour(row.color_code, row.color_hex, row.color_names);
    terms.material(row.material_code, row.material_names);
    terms.range(row.range);
    const product: BundleProduct = {
      key: row.key, modelKey: row.model_key, brand: brands.get(row.brand_id)!, artists: [], category: categories.get(row.category_id)!.key,
      gender: row.gender as Gender, colour: row.color_code, material: row.material_code, range: row.range,
      texts: {} as BundleProduct['texts'], prices: {}, sizes: [],
      label: row.label as ProductLabel | null, marketLabels: row.market_labels as MarketLabelClass[], outletOnly: row.is_only_outlet,
      publishAt: iso(row.publish_at), unpublishAt: iso(row.unpublish_at), pictures: [], watermark: row.watermark, weightGrams: row.weight_grams,
      madeIn: row.manufactured, associated: [], salesRank: row.sales_rank === UNRANKED ? null : row.sales_rank,
    };
    byId.set(row.id, product);
    return { product, sizeKind: row.size_kind };
  });
  for (const row of batch.texts) {
    const product = byId.get(row.product_id);
    if (!product) continue;
    const locale = row.locale as LocaleCode;
    const information = (label: keyof typeof INFORMATION_LABELS) => row.informations.find((info) => info.label === INFORMATION_LABELS[label][locale])?.value ?? '';
    product.texts[locale] = { name: row.name, slug: row.slug, description: row.description, composition: information('composition'), care: information('care') };
  }
  for (const row of batch.prices) {
    const product = byId.get(row.product_id);
    if (product && (PRICE_COUNTRIES as readonly string[]).includes(row.country_code)) {
      product.prices[row.country_code as PriceCountry] = { price: row.price, originalPrice: row.original_price };
    }
  }
  const sizeKinds = new Map(products.map(({ product, sizeKind }) => [product, sizeKind]));
  for (const row of batch.sizes) {
    const product = byId.get(row.product_id);
    if (!product) continue;
    terms.size(row.label, sizeKinds.get(product)!, product.sizes.length);
    product.sizes.push({ sku: row.sku, gtin: row.gtin, size: row.label, stock: row.stock });
  }
  for (const row of batch.artists) byId.get(row.product_id)?.artists.push(row.slug);
  for (const row of batch.pictures) byId.get(row.product_id)?.pictures.push(row.path);
  for (const row of batch.associations) byId.get(row.product_id)?.associated.push(row.key);
  return products.map(({ product }) => product);
}

/** The terms of the export: the stored ones in their order, then those only products name. */
class Terms {
  readonly colours: BundleColour[] = [];
  readonly materials: BundleTerm[] = [];
  readonly ranges: BundleTerm[] = [];
  private readonly sizeList: (BundleSize & { rank: number })[] = [];
  private readonly known = new Set<string>();

  constructor(stored: { kind: string; key: string; names: Localized; hex: string | null; size_kind: string | null }[]) {
    for (const term of stored) {
      if (term.kind === 'colour') this.add('colour', term.key, () => this.colours.push({ key: term.key, names: term.names, hex: term.hex ?? '#000000' }));
      if (term.kind === 'material') this.add('material', term.key, () => this.materials.push({ key: term.key, names: term.names }));
      if (term.kind === 'range') this.add('range', term.key, () => this.ranges.push({ key: term.key, names: term.names }));
      if (term.kind === 'size') this.add('size', term.key, () => this.sizeList.push({ key: term.key, names: term.names, kind: term.size_kind as BundleSize['kind'], rank: -1 }));
    }
  }

  private add(kind: string, key: string, make: () => void): void {
    if (this.known.has(`${kind}:${key}`)) return;
    this.known.add(`${kind}:${key}`);
    make();
  }

  colour(key: string, hex: string, names: Localized): void {
    this.add('colour', key, () => this.colours.push({ key, hex, names }));
  }

  material(key: string, names: Localized): void {
    this.add('material', key, () => this.materials.push({ key, names }));
  }

  range(key: string): void {
    this.add('range', key, () => this.ranges.push({ key, names: same(key) }));
  }

  size(key: string, kind: string, rank: number): void {
    this.add('size', key, () => this.sizeList.push({ key, names: same(key), kind: kind as BundleSize['kind'], rank }));
  }

  /** Stored sizes first in their order, then the others by kind and by where products put them. */
  sizes(): BundleSize[] {
    const stored = this.sizeList.filter((size) => size.rank < 0);
    const found = this.sizeList.filter((size) => size.rank >= 0).sort((a, b) => a.kind.localeCompare(b.kind) || a.rank - b.rank);
    return [...stored, ...found].map(({ rank: _rank, ...size }) => size);
  }
}

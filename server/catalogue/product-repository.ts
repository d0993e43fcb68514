/** Reads whole products (every language and country) for the detail page and product hits. */
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { isMarketLabelClass } from '../../src/domain/catalogue/market-labels';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import { priceKey, type StoreDefinition } from '../../src/domain/store/stores';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import { brandVisibleIn, type CatalogueReference } from './catalogue-reference';

export interface ProductRecord {
  id: number;
  brandId: number;
  categoryId: number;
  gender: Gender;
  range: string;
  colorCode: string;
  colorHex: string;
  colorNames: Localized;
  materialNames: Localized;
  label: ProductLabel | null;
  marketLabels: MarketLabelClass[];
  isOnlyOutlet: boolean;
  displayInListing: boolean;
  manufactured: string;
  texts: Partial<Record<LocaleCode, { name: string; slug: string; description: string; informations: { label: string; value: string }[] }>>;
  /** Cents by lower-case country code. */
  prices: Record<string, { price: number; originalPrice: number | null }>;
  sizes: { id: number; label: string; rank: number; stock: number }[];
  pictures: { path: string; default: boolean }[];
  artistIds: number[];
  associatedIds: number[];
}

export async function loadProducts(db: Db, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  const records = new Map<number, ProductRecord>();
  if (unique.length === 0) return records;
  const [products, texts, prices, sizes, pictures, artists, associations] = await Promise.all([
    db.selectFrom('products').selectAll().where('id', 'in', unique).execute(),
    db.selectFrom('product_translations').selectAll().where('product_id', 'in', unique).execute(),
    db.selectFrom('product_prices').selectAll().where('product_id', 'in', unique).execute(),
    db.selectFrom('product_sizes').selectAll().where('product_id', 'in', unique).orderBy('rank').execute(),
    db.selectFrom('pictures').selectAll().where('product_id', 'in', unique).orderBy('position').execute(),
    db.selectFrom('product_artists').selectAll().where('product_id', 'in', unique).orderBy('position').execute(),
    db.selectFrom('product_associations').selectAll().where('product_id', 'in', unique).orderBy('position').execute(),
  ]);
  for (const row of products) {
    records.set(row.id, {
      id: row.id,
      brandId: row.brand_id,
      categoryId: row.category_id,
      gender: row.gender as Gender,
      range: row.range,
      colorCode: row.color_code,
      colorHex: row.color_hex,
      colorNames: row.color_names,
      materialNames: row.material_names,
      label: (row.label as ProductLabel | null) ?? null,
      marketLabels: row.market_labels.filter(isMarketLabelClass),
      isOnlyOutlet: row.is_only_outlet,
      displayInListing: row.display_in_listing,
      manufactured: row.manufactured,
      texts: {},
      prices: {},
      sizes: [],
      pictures: [],
      artistIds: [],
      associatedIds: [],
    });
  }
  for (const row of texts) {
    const record = records.get(row.product_id);
    if (record) record.texts[row.locale as LocaleCode] = { name: row.name, slug: row.slug, description: row.description, informations: row.informations };
  }
  for (const row of prices) {
    const record = records.get(row.product_id);
    if (record) record.prices[row.country_code] = { price: row.price, originalPrice: row.original_price };
  }
  for (const row of sizes) records.get(row.product_id)?.sizes.push({ id: row.id, label: row.label, rank: row.rank, stock: row.stock });
  for (const row of pictures) records.get(row.product_id)?.pictures.push({ path: row.path, default: row.is_default });
  for (const row of artists) records.get(row.product_id)?.artistIds.push(row.artist_id);
  for (const row of associations) records.get(row.product_id)?.associatedIds.push(row.associated_id);
  return records;
}

/**
 * Products as last read, for the pages and answers that show them: one product page reads its
 * product four times (route, page info, detail, associations) at seven queries a read. Bounded
 * (least recently used out) and emptied on every catalogue change (server/cache/catalogue-changes.ts),
 * so stock and prices are never older than the search index's. Records are shared: never mutate one.
 */
export class ProductRecordCache {
  private readonly records: LRUCache<number, ProductRecord>;
  private generation = 0;

  constructor(maxProducts = 5_000) {
    this.records = new LRUCache<number, ProductRecord>({ max: maxProducts });
  }

  async load(db: Db, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
    const found = new Map<number, ProductRecord>();
    const missing: number[] = [];
    for (const id of ids) {
      const record = this.records.get(id);
      if (record) found.set(id, record);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await loadProducts(db, missing);
    for (const [id, record] of loaded) {
      found.set(id, record);
      // Read before a change was announced: answer with it, but do not keep it.
      if (generation === this.generation) this.records.set(id, record);
    }
    return found;
  }

  clear(): void {
    this.generation++;
    this.records.clear();
  }
}

/** Whole products through the record cache when the caller has one. */
export function readProducts(deps: { db: Db; products?: ProductRecordCache }, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  return deps.products ? deps.products.load(deps.db, ids) : loadProducts(deps.db, ids);
}

/** A store sells a product when it has a price in the store's country and its brand is not restricted there. */
export function soldIn(record: ProductRecord, store: StoreDefinition, reference: CatalogueReference): boolean {
  const brand = reference.brands.get(record.brandId);
  return record.prices[priceKey(store)] !== undefined && brand !== undefined && brandVisibleIn(brand, store);
}

/** The text in a language, falling back to French (SPEC §1 fallback language) then to any. */
export function textIn(record: ProductRecord, locale: LocaleCode) {
  const text = record.texts[locale] ?? record.texts.fr ?? Object.values(record.texts)[0];
  if (!text) throw new Error(`Product ${record.id} has no texts`);
  return text;
}

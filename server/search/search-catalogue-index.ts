/**
 * The products indexes of every store over one shared product table (issue 17): the table holds
 * each product once, each store holds which products it sells and works out values per distinct
 * key. Built from a catalogue (or from chunks of one, read from the database a few thousand
 * products at a time), refreshed product by product after stock or price changes without
 * throwing any column away.
 */
import { STORES, FIRST_BRAND_STORE_ID, priceKey, type StoreId } from '../../src/domain/store/stores';
import { Interner } from './search-interner';
import type { KeyKind } from './search-product-table';
import { ProductTable } from './search-product-table';
import type { ResolvedAttribute } from './search-product-attributes';
import type { Localized } from '../../src/domain/store/locales';
import {
  StoreRecordBuilder,
  sizeNamesOf,
  suggestionRecords,
  type ListedCounts,
  type RecordReference,
  type SearchCatalogue,
  type SearchProductSource,
} from './search-records-from-catalogue';
import { productIndexSettings, type SearchRecord, type SuggestionRecord } from './search-record';
import { StoreProducts, type SharedProducts } from './search-store-products';
import { attributeValues, type Primitive } from './search-filter-match';

type Reference = Pick<SearchCatalogue, 'brands' | 'artists' | 'categories' | 'terms'>;

interface KeySlots {
  offsets: Int32Array;
  slots: Int32Array;
}

export class CatalogueIndex implements SharedProducts {
  readonly table = new ProductTable();
  readonly words = new Interner<string>();
  readonly stores = new Map<StoreId, StoreProducts>();
  private readonly brands: RecordReference['brands'] & Map<number, Reference['brands'][number]>;
  private readonly artists: Map<number, Reference['artists'][number]>;
  private readonly categories: Map<number, Reference['categories'][number]>;
  private readonly sizeNames: RecordReference['sizeNames'] & Map<string, Partial<Localized>>;
  private readonly keySlots = new Map<KeyKind, KeySlots>();
  private ranks = new Map<string, Int32Array>();

  private readonly referenceLists: Reference;

  constructor(lists: Reference, storeIds: readonly StoreId[]) {
    // Only the lists: a whole catalogue passed in must not be kept.
    const referenceLists = { brands: lists.brands, artists: lists.artists, categories: lists.categories, terms: lists.terms };
    this.referenceLists = referenceLists;
    this.brands = new Map(referenceLists.brands.map((brand) => [brand.id, brand]));
    this.artists = new Map(referenceLists.artists.map((artist) => [artist.id, artist]));
    this.categories = new Map(referenceLists.categories.map((category) => [category.id, category]));
    this.sizeNames = sizeNamesOf(referenceLists.terms);
    const reference: RecordReference = { brands: this.brands, artists: this.artists, categories: this.categories, sizeNames: this.sizeNames };
    for (const storeId of storeIds) {
      const store = STORES[storeId];
      const country = priceKey(store);
      this.table.ensureCountry(country);
      const builder = new StoreRecordBuilder(reference, storeId);
      this.stores.set(storeId, new StoreProducts(this, builder, country, storeId === FIRST_BRAND_STORE_ID, store.locale, productIndexSettings(store.locale)));
    }
  }

  static fromCatalogue(catalogue: SearchCatalogue, storeIds: readonly StoreId[]): CatalogueIndex {
    const index = new CatalogueIndex(catalogue, storeIds);
    index.add(catalogue.products);
    index.finish();
    return index;
  }

  /** Takes products while building (before `finish`). */
  add(products: readonly SearchProductSource[]): void {
    for (const product of products) this.table.put(product);
  }

  /** Every store holds what it sells and indexes it. */
  finish(): void {
    this.keySlots.clear();
    for (const store of this.stores.values()) store.build();
    for (const store of this.stores.values()) store.prepare();
  }

  sells(country: string, firstBrandStore: boolean, slot: number): boolean {
    if (!this.table.hasPrice(slot, country)) return false;
    if (firstBrandStore) return true;
    const brandId = this.table.value<number>('brand', this.table.keys('brand')[slot]);
    return this.brands.get(brandId)?.restricted !== true;
  }

  sharedRanks(key: string, make: () => Int32Array): Int32Array {
    let ranks = this.ranks.get(key);
    if (!ranks || ranks.length !== this.table.size) {
      ranks = make();
      this.ranks.set(key, ranks);
    }
    return ranks;
  }

  /** Slots holding a key of a column (any store), in slot order. */
  slotsOfKey(kind: KeyKind, key: number): Int32Array {
    let index = this.keySlots.get(kind);
    if (!index) {
      const keys = this.table.keys(kind);
      const size = this.table.size;
      const offsets = new Int32Array(this.table.keyCount(kind) + 1);
      for (let slot = 0; slot < size; slot++) offsets[keys[slot] + 1]++;
      for (let at = 1; at < offsets.length; at++) offsets[at] += offsets[at - 1];
      const next = offsets.slice(0, -1);
      const slots = new Int32Array(size);
      for (let slot = 0; slot < size; slot++) slots[next[keys[slot]]++] = slot;
      this.keySlots.set(kind, (index = { offsets, slots }));
    }
    if (key + 1 >= index.offsets.length) return index.slots.subarray(0, 0);
    return index.slots.subarray(index.offsets[key], index.offsets[key + 1]);
  }

  /**
   * Re-reads the given products from a catalogue (current stock and prices) in every store:
   * held where still sold, let go where not, as upserts then removals. Brands, artists and
   * categories new to the index are added; known ones keep the values of the last build.
   */
  refresh(catalogue: SearchCatalogue, productIds: readonly number[]): void {
    this.learn(catalogue);
    const wanted = new Set(productIds);
    const products = catalogue.products.filter((product) => wanted.has(product.id));
    const held = new Map([...this.stores].map(([storeId, store]) => [storeId, store.heldBefore(productIds)]));
    const sizeBefore = this.table.size;
    const columns = new Set<string>();
    let reread = false;
    for (const product of products) {
      const slot = this.table.slotOf(product.id);
      if (slot !== undefined && this.table.salesRank(slot) !== product.salesRank) columns.add('salesRank');
      const { changed, renamed } = this.table.put(product);
      reread ||= renamed;
      for (const kind of changed) columns.add(kind);
    }
    const grew = this.table.size !== sizeBefore;
    for (const kind of columns) this.keySlots.delete(kind as KeyKind);
    if (grew) this.keySlots.clear();
    if (grew || columns.has('salesRank')) this.ranks = new Map();
    for (const store of this.stores.values()) store.grow();
    for (const [storeId, store] of this.stores) store.refreshed(productIds, products, held.get(storeId)!, { columns, reread, grew });
  }

  private learn(catalogue: Reference): void {
    for (const brand of catalogue.brands) if (!this.brands.has(brand.id)) this.brands.set(brand.id, brand);
    for (const artist of catalogue.artists) if (!this.artists.has(artist.id)) this.artists.set(artist.id, artist);
    for (const category of catalogue.categories) if (!this.categories.has(category.id)) this.categories.set(category.id, category);
    for (const [key, names] of sizeNamesOf(catalogue.terms)) if (!this.sizeNames.has(key)) this.sizeNames.set(key, names);
  }

  /** Records upserted into one store as they are. */
  upsert(storeId: StoreId, records: readonly SearchRecord[]): void {
    this.store(storeId).upsert(records, (record) => {
      const slot = this.table.addExplicit(record);
      for (const store of this.stores.values()) store.grow();
      return slot;
    });
  }

  remove(storeId: StoreId, objectIDs: readonly string[]): void {
    this.store(storeId).remove(objectIDs);
  }

  store(storeId: StoreId): StoreProducts {
    const store = this.stores.get(storeId);
    if (!store) throw new Error(`Store ${storeId} is not indexed`);
    return store;
  }

  /** The header search suggestions of a store, counting the products it lists. */
  suggestions(storeId: StoreId): SuggestionRecord[] {
    return suggestionRecords(this.referenceLists, this.listedCounts(this.store(storeId)));
  }

  private listedCounts(store: StoreProducts): ListedCounts {
    const reader = (path: string) => {
      const attribute = store.columns.attribute(path) as ResolvedAttribute;
      const keys = this.table.keys(attribute.column);
      return (slot: number): readonly Primitive[] => {
        const record = store.explicit.get(slot);
        return record ? attributeValues(record, path) : attribute.sets[attribute.setOf[keys[slot]]].values;
      };
    };
    const [listed, outlet, brand, artists, categories] = ['displayInListing', 'isOnlyOutlet', 'brand.id', 'artists.id', 'categoryIds'].map(reader);
    const counts = { byBrand: new Map<number, number>(), byArtist: new Map<number, number>(), byCategory: new Map<number, number>() };
    const count = (into: Map<number, number>, values: readonly Primitive[]) => {
      for (const value of values) into.set(value as number, (into.get(value as number) ?? 0) + 1);
    };
    for (let slot = 0; slot < this.table.size; slot++) {
      if (store.live[slot] !== 1 || !listed(slot)[0] || outlet(slot)[0]) continue;
      count(counts.byBrand, brand(slot));
      count(counts.byArtist, artists(slot));
      count(counts.byCategory, categories(slot));
    }
    return counts;
  }
}

/**
 * One store's products index over the shared product table: which slots the store holds, its
 * columns (search-store-columns.ts) and text search (search-store-text.ts), records made when a hit needs one
 * (the last few thousand kept, so their JSON is made once), and the orders of its sorts without a
 * query. Records upserted as they are (tests, tools) get slots of their own.
 */
import type { FilterNode } from './search-filter-ast';
import type { FacetResult } from './search-facet-counts';
import { IndexCore, stripModifiers, type IndexData } from './search-index-core';
import { grown, type Interner } from './search-interner';
import { BoundedCache } from './search-bounded-cache';
import type { KeyKind, ProductTable } from './search-product-table';
import type { SortKey } from './search-ranking';
import type { Mask } from './search-record-columns';
import type { StoreRecordBuilder } from './search-records-from-catalogue';
import type { IndexSettings, SearchRecord, SortCriterion } from './search-record';
import { StoreColumns, type StoreSlots } from './search-store-columns';
import { StoreFacets } from './search-store-facets';
import { StoreFilters } from './search-store-filters';
import { StoreOrders } from './search-store-orders';
import { StoreText, type SlotWords, type TextStore } from './search-store-text';
import type { TextMatches } from './search-text-matches';
import type { TextOptions } from './search-text-search';

/** What a store reads of the index all stores share. */
export interface SharedProducts {
  readonly table: ProductTable;
  readonly words: Interner<string>;
  slotsOfKey(kind: KeyKind, key: number): Int32Array;
  /** Whether the store sells the product in a table slot. */
  sells(storeCountry: string, firstBrandStore: boolean, slot: number): boolean;
  /** Ranks all stores read alike, made once. */
  sharedRanks(key: string, make: () => Int32Array): Int32Array;
}

/** Records made for hits, per store: enough to keep every record of a demo-sized catalogue. */
const RECORD_CACHE = 768;


/** What a refresh changed in the table. */
export interface TableChange {
  /** Key columns (and `salesRank`) some product's key changed in. */
  columns: ReadonlySet<string>;
  /** Some names changed, or products were added. */
  reread: boolean;
  /** Products were added. */
  grew: boolean;
}

/** A record the store held before a change, and its words then. */
export interface HeldBefore {
  slot: number;
  words: SlotWords;
}

export class StoreProducts implements IndexData<SearchRecord>, StoreSlots, TextStore {
  version = 0;
  live = new Uint8Array(0);
  /** Where each held record would sit in an index of plain records: ties rank by it. */
  readonly explicit = new Map<number, SearchRecord>();
  private readonly explicitIds = new Map<string, number>();
  readonly columns: StoreColumns;
  private readonly filters: StoreFilters;
  private readonly facets: StoreFacets;
  readonly text: StoreText;
  readonly core: IndexCore<SearchRecord>;
  private readonly records = new BoundedCache<SearchRecord>(RECORD_CACHE);
  private readonly orders: StoreOrders;

  constructor(
    private readonly shared: SharedProducts,
    private readonly builder: StoreRecordBuilder,
    readonly country: string,
    private readonly firstBrandStore: boolean,
    locale: string,
    settings: IndexSettings,
  ) {
    this.core = new IndexCore<SearchRecord>(settings, this);
    this.columns = new StoreColumns(this);
    this.filters = new StoreFilters(this, this.columns);
    this.facets = new StoreFacets(this, this.columns);
    this.orders = new StoreOrders(this, this.columns, settings);
    const searchable = settings.searchableAttributes;
    const sorts = [...settings.customRanking, ...Object.values(settings.replicas).flat()].map((criterion) => criterion.attribute);
    this.columns.prepare([...new Set([...settings.attributesForFaceting.map(stripModifiers), '_tags', ...sorts, ...searchable.filter((path) => path !== `names.${locale}`)])]);
    this.text = new StoreText(this, searchable, locale);
  }

  get table(): ProductTable {
    return this.shared.table;
  }

  get words(): Interner<string> {
    return this.shared.words;
  }

  slotsOfKey(kind: KeyKind, key: number): Int32Array {
    return this.shared.slotsOfKey(kind, key);
  }

  sharedRanks(path: string, direction: SortCriterion['direction'], make: () => Int32Array): Int32Array {
    return this.shared.sharedRanks(`${direction}:${path}`, make);
  }

  isFacetable(attribute: string): boolean {
    return this.core.facetable.has(attribute);
  }

  /** Makes room for slots added to the table. */
  grow(): void {
    this.live = grown(this.live, this.table.size);
    this.orders.grow(this.table.size);
  }

  /** Holds every product the store sells, and indexes them (start-up, full rebuild). */
  build(): void {
    this.grow();
    this.live.fill(0);
    this.explicit.clear();
    this.explicitIds.clear();
    for (let slot = 0; slot < this.table.size; slot++) if (this.sells(slot)) this.live[slot] = 1;
    this.orders.insertedInSlotOrder();
    this.columns.changed(this.liveSlots());
    this.columns.settled();
    this.text.build();
    this.records.clear();
    this.changed();
  }

  /** Makes up front what the first queries would otherwise wait for: the order of every sort. */
  prepare(): void {
    this.orders.prepare();
    this.text.prepare();
  }

  private sells(slot: number): boolean {
    return this.table.explicit(slot) === undefined && this.shared.sells(this.country, this.firstBrandStore, slot);
  }

  private liveSlots(): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.table.size; slot++) if (this.live[slot] === 1) slots.push(slot);
    return slots;
  }

  private changed(): void {
    this.version++;
    this.orders.changed();
    this.text.clearCache();
  }

  insertionOrder(): Int32Array | null {
    return this.orders.insertionOrder();
  }

  positions(): Float64Array | null {
    return this.orders.positions();
  }

  /** The slot holding an objectID in this store. */
  private slotOf(objectID: string): number | undefined {
    const explicit = this.explicitIds.get(objectID);
    if (explicit !== undefined) return explicit;
    const slot = this.table.slotOf(Number(objectID));
    return slot !== undefined && this.live[slot] === 1 && String(this.table.productId(slot)) === objectID ? slot : undefined;
  }

  /** Before a change of these products: the records the store holds for them, with their words. */
  heldBefore(productIds: readonly number[]): Map<string, HeldBefore> {
    this.orders.before(productIds.flatMap((id) => this.table.slotOf(id) ?? []));
    const held = new Map<string, HeldBefore>();
    for (const id of productIds) {
      const objectID = String(id);
      const slot = this.slotOf(objectID);
      if (slot !== undefined && !held.has(objectID)) held.set(objectID, { slot, words: this.text.wordsOf(slot) });
    }
    return held;
  }

  /**
   * After the table took these products (in catalogue order): the store holds those it sells and
   * lets the others go, in the order Orama would see the upserts then the removals.
   */
  refreshed(productIds: readonly number[], products: readonly { id: number }[], held: Map<string, HeldBefore>, change: TableChange): void {
    const { reread, grew } = change;
    this.grow();
    const kept: number[] = [];
    for (const product of products) {
      const slot = this.table.slotOf(product.id)!;
      this.live[slot] = this.sells(slot) ? 1 : 0;
      if (this.live[slot] === 1) kept.push(slot);
    }
    const keptIds = new Set(kept.map((slot) => String(this.table.productId(slot))));
    // The same records as before (a restock, a new price): only the changed columns can move.
    const same = held.size === kept.length && [...held].every(([objectID, before]) => keptIds.has(objectID) && !this.explicit.has(before.slot) && this.table.slotOf(Number(objectID)) === before.slot);
    for (const [objectID, before] of held) {
      if (this.explicit.has(before.slot)) this.dropExplicit(objectID, before.slot);
      this.records.delete(String(before.slot));
    }
    for (const slot of kept) this.records.delete(String(slot));
    this.columns.changed(kept, same ? change.columns : null);
    if (reread) this.text.reread();
    for (const slot of kept) {
      const before = held.get(String(this.table.productId(slot)));
      if (before) this.text.remove(before.words);
      this.text.add(this.text.wordsOf(slot));
      this.orders.place(slot, before?.slot);
    }
    for (const id of productIds) {
      const objectID = String(id);
      const before = held.get(objectID);
      if (!before || keptIds.has(objectID)) continue;
      held.delete(objectID);
      this.text.remove(before.words);
      if (!this.explicit.has(before.slot)) this.live[before.slot] = 0;
    }
    this.orders.after(grew);
    this.changed();
  }

  /** Adds or replaces records as given (not from the table). */
  upsert(records: readonly SearchRecord[], addExplicit: (record: SearchRecord) => number): void {
    for (const record of records) {
      const existing = this.slotOf(record.objectID);
      if (existing !== undefined) this.let(record.objectID, existing);
      const slot = addExplicit(record);
      this.grow();
      this.orders.place(slot, existing);
      this.live[slot] = 1;
      this.explicit.set(slot, record);
      this.explicitIds.set(record.objectID, slot);
      this.text.setExplicit(slot, record);
      this.text.add(this.text.wordsOf(slot));
    }
    this.columns.changed([]);
    this.orders.forget();
    this.changed();
  }

  remove(objectIDs: readonly string[]): void {
    for (const objectID of objectIDs) {
      const slot = this.slotOf(objectID);
      if (slot !== undefined) this.let(objectID, slot);
    }
    this.columns.removed();
    this.changed();
  }

  /** The store stops holding a record. */
  private let(objectID: string, slot: number): void {
    this.text.remove(this.text.wordsOf(slot));
    this.live[slot] = 0;
    this.records.delete(String(slot));
    if (this.explicit.has(slot)) this.dropExplicit(objectID, slot);
  }

  private dropExplicit(objectID: string, slot: number): void {
    this.live[slot] = 0;
    this.explicit.delete(slot);
    this.explicitIds.delete(objectID);
    this.text.setExplicit(slot, null);
  }

  /** A record of a table slot for this store, made afresh. */
  fresh(slot: number): SearchRecord {
    return this.builder.record(this.table.source(slot));
  }

  record(slot: number): SearchRecord {
    const explicit = this.explicit.get(slot);
    if (explicit) return explicit;
    if (this.live[slot] !== 1) throw new Error(`No record in slot ${slot}`);
    return this.records.getOrCompute(String(slot), () => this.fresh(slot));
  }

  get(objectID: string): SearchRecord | undefined {
    const slot = this.slotOf(objectID);
    return slot === undefined ? undefined : this.record(slot);
  }

  evaluate(filter: FilterNode | null): Mask {
    return this.filters.evaluate(filter);
  }

  searchText(query: string, options: TextOptions): TextMatches | null {
    return this.text.search(query, options);
  }

  /** Dense ranks: equal values share one, missing values come last, smaller ranks first. */
  sortKey(criterion: SortCriterion): SortKey {
    return { values: this.columns.sortRanks(criterion.attribute, criterion.direction), direction: 'asc' };
  }

  countFacets(slots: Int32Array, attributes: readonly string[], maxValuesPerFacet: number, sortBy: 'count' | 'alpha'): FacetResult {
    return this.facets.countFacets(slots, attributes, maxValuesPerFacet, sortBy);
  }

  order(sort: readonly SortCriterion[]): Int32Array {
    return this.orders.order(sort);
  }

  clearCaches(): void {
    this.text.clearCache();
  }
}

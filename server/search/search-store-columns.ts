/**
 * A store's columns over the shared product table: each attribute read through a key column
 * (search-product-attributes.ts), its values worked out once per distinct key, so a change of some
 * products only works out the values of keys not seen before; sort values and their dense ranks;
 * the order of facet labels facet statistics add up in. Filters (search-store-filters.ts) and facet
 * counts (search-store-facets.ts) read them.
 */
import { attributeValues, numericValue, type Primitive } from './search-filter-match';
import { attributeSource, numbersOf, ResolvedAttribute } from './search-product-attributes';
import type { ProductTable } from './search-product-table';
import type { SearchRecord, SortCriterion } from './search-record';
import { denseRanks, rankDistinct, rankOf } from './search-sort-orders';

/** What the columns read of their store. */
export interface StoreSlots {
  readonly table: ProductTable;
  /** The store's price key (lower-case country). */
  readonly country: string;
  /** 1 for the slots the store holds. */
  readonly live: Uint8Array;
  /** Records the store holds as they were upserted, by slot. */
  readonly explicit: ReadonlyMap<number, SearchRecord>;
  /** The slots held, in the order their records were inserted, when that is not slot order. */
  insertionOrder(): Int32Array | null;
  /** A record of a table slot for the store, made afresh. */
  fresh(slot: number): SearchRecord;
  isFacetable(attribute: string): boolean;
  /** Dense ranks of a number every store reads the same from the table (shared by the stores). */
  sharedRanks(path: string, direction: SortCriterion['direction'], make: () => Int32Array): Int32Array;
}

type SlotRead = (table: ProductTable, slot: number) => number;
export type Attribute = ResolvedAttribute | { kind: 'slot'; path: string; read: SlotRead } | { kind: 'none'; path: string };

export class StoreColumns {
  private readonly attributes = new Map<string, Attribute>();
  private ranks = new Map<string, Int32Array>();
  private labelOrders = new Map<string, Int32Array>();
  /** Columns whose label ids may no longer follow the first records holding them (null: every column). */
  private labelsMoved: Set<string> | null = new Set();

  constructor(private readonly store: StoreSlots) {}

  /** The attribute, its values worked out for every slot the store holds. */
  attribute(path: string): Attribute {
    let attribute = this.attributes.get(path);
    if (!attribute) {
      const source = attributeSource(path, this.store.table);
      if (source.kind === 'key' || source.kind === 'ownPrice') {
        const resolved = new ResolvedAttribute(path, source.kind === 'key' ? source.column : `price:${this.store.country}`);
        this.attributes.set(path, resolved);
        this.resolve([resolved], this.liveSlots());
        attribute = resolved;
      } else {
        attribute = source.kind === 'slot' ? { kind: 'slot', path, read: source.read } : { kind: 'none', path };
        this.attributes.set(path, attribute);
      }
    }
    if (attribute instanceof ResolvedAttribute) attribute.grow(this.store.table.keyCount(attribute.column));
    return attribute;
  }

  /** Works out these attributes up front (what every listing asks). */
  prepare(paths: readonly string[]): void {
    const missing = paths.filter((path) => !this.attributes.has(path));
    const resolved: ResolvedAttribute[] = [];
    for (const path of missing) {
      const source = attributeSource(path, this.store.table);
      if (source.kind !== 'key' && source.kind !== 'ownPrice') continue;
      const attribute = new ResolvedAttribute(path, source.kind === 'key' ? source.column : `price:${this.store.country}`);
      this.attributes.set(path, attribute);
      resolved.push(attribute);
    }
    this.resolve(resolved, this.liveSlots());
  }

  /**
   * After products changed: values for their keys. `columns`: the key columns (and `salesRank`)
   * whose keys changed, when the store holds the same records as before; null when it holds
   * others (or records as they are), which may move anything.
   */
  changed(slots: readonly number[], columns: ReadonlySet<string> | null = null): void {
    const resolved = [...this.attributes.values()].filter((attribute) => attribute instanceof ResolvedAttribute);
    this.resolve(resolved, slots.filter((slot) => this.store.live[slot] === 1 && !this.store.explicit.has(slot)));
    // Paths read as nothing may name a country seen since.
    for (const [path, attribute] of this.attributes) if (attribute.kind === 'none') this.attributes.delete(path);
    const moved = (path: string): boolean => {
      if (columns === null) return true;
      const attribute = this.attributes.get(path);
      return attribute instanceof ResolvedAttribute ? columns.has(attribute.column) : columns.has(path);
    };
    for (const key of [...this.ranks.keys()]) if (moved(key.slice(key.indexOf(':') + 1))) this.ranks.delete(key);
    for (const path of [...this.labelOrders.keys()]) if (moved(path)) this.labelOrders.delete(path);
    if (columns === null) this.labelsMoved = null;
    else if (this.labelsMoved !== null) for (const column of columns) this.labelsMoved.add(column);
  }

  /** After records were let go: the first record of a label may have changed. */
  removed(): void {
    this.labelOrders = new Map();
    this.labelsMoved = null;
  }

  /** Every held record was just resolved in insertion order: label ids follow it. */
  settled(): void {
    this.labelsMoved = new Set();
  }

  /**
   * Label ids in the order of the first record holding them, in insertion order (facet statistics
   * add values in that order); null while ids are in that order already.
   */
  labelOrder(attribute: ResolvedAttribute): Int32Array | null {
    if (this.labelsMoved !== null && !this.labelsMoved.has(attribute.column)) return null;
    const inserted = this.store.insertionOrder() ?? this.liveSlots();
    let order = this.labelOrders.get(attribute.path);
    if (!order) {
      const seen = new Set<number>();
      const keys = this.store.table.keys(attribute.column);
      for (const slot of inserted) {
        const record = this.store.explicit.get(slot);
        const labels = record ? attribute.labels.distinct(attributeValues(record, attribute.path)) : attribute.sets[attribute.setOf[keys[slot]]].labels;
        for (const label of labels) seen.add(label);
      }
      order = Int32Array.from(seen);
      this.labelOrders.set(attribute.path, order);
    }
    return order;
  }

  private liveSlots(): number[] {
    const slots: number[] = [];
    const { live, explicit, table } = this.store;
    for (let slot = 0; slot < table.size; slot++) if (live[slot] === 1 && !explicit.has(slot)) slots.push(slot);
    return slots;
  }

  /** One record per key not seen yet, made for the first slot holding it. */
  private resolve(attributes: readonly ResolvedAttribute[], slots: readonly number[]): void {
    if (attributes.length === 0) return;
    const { table } = this.store;
    const keys = attributes.map((attribute) => {
      attribute.grow(table.keyCount(attribute.column));
      return table.keys(attribute.column);
    });
    for (const slot of slots) {
      let record: SearchRecord | null = null;
      attributes.forEach((attribute, index) => {
        const key = keys[index][slot];
        if (attribute.isResolved(key)) return;
        record ??= this.store.fresh(slot);
        attribute.resolve(key, record);
      });
    }
  }

  /** Dense ranks of the sort values (search-sort-orders.ts), per distinct key when values come from keys. */
  sortRanks(path: string, direction: SortCriterion['direction']): Int32Array {
    const cacheKey = `${direction}:${path}`;
    let ranks = this.ranks.get(cacheKey);
    if (ranks && ranks.length === this.store.table.size) return ranks;
    const attribute = this.attribute(path);
    if (attribute instanceof ResolvedAttribute && this.store.explicit.size === 0) {
      const byKey = Float64Array.from(attribute.setOf, (set) => (set >= 0 ? attribute.sets[set].numbers[0] ?? NaN : NaN));
      const ranked = rankDistinct(byKey, direction);
      const keyRanks = Int32Array.from(byKey, (value) => rankOf(value, ranked, direction));
      const keys = this.store.table.keys(attribute.column);
      ranks = new Int32Array(this.store.table.size);
      for (let slot = 0; slot < ranks.length; slot++) ranks[slot] = keyRanks[keys[slot]];
    } else if (attribute.kind === 'slot' && this.store.explicit.size === 0) {
      ranks = this.store.sharedRanks(path, direction, () => denseRanks(this.sortColumn(path), direction));
    } else {
      ranks = denseRanks(this.sortColumn(path), direction);
    }
    this.ranks.set(cacheKey, ranks);
    return ranks;
  }

  /** First number of the attribute per slot (NaN when none), as search-ranking.ts reads records (made afresh: ranks are what is kept). */
  sortColumn(path: string): Float64Array {
    const { table, explicit } = this.store;
    const column = new Float64Array(table.size).fill(NaN);
    const attribute = this.attribute(path);
    if (attribute instanceof ResolvedAttribute) {
      const byKey = Float64Array.from(attribute.setOf, (set) => (set >= 0 ? attribute.sets[set].numbers[0] ?? NaN : NaN));
      const keys = table.keys(attribute.column);
      for (let slot = 0; slot < column.length; slot++) column[slot] = byKey[keys[slot]];
    } else if (attribute.kind === 'slot') {
      for (let slot = 0; slot < column.length; slot++) column[slot] = numericValue(attribute.read(table, slot)) ?? NaN;
    }
    for (const [slot, record] of explicit) column[slot] = numbersOf(attributeValues(record, path))[0] ?? NaN;
    return column;
  }

  /** The same for one slot. */
  sortValue(path: string, slot: number): number {
    const { table, explicit } = this.store;
    const record = explicit.get(slot);
    if (record) return numbersOf(attributeValues(record, path))[0] ?? NaN;
    const attribute = this.attribute(path);
    if (attribute instanceof ResolvedAttribute) {
      const set = attribute.setOf[table.keys(attribute.column)[slot]];
      return set >= 0 ? attribute.sets[set].numbers[0] ?? NaN : NaN;
    }
    return attribute.kind === 'slot' ? numericValue(attribute.read(table, slot)) ?? NaN : NaN;
  }
}

/** The values of a number read from the table (none when it is not a finite number). */
export function slotValues(value: number): Primitive[] {
  return numericValue(value) === null ? [] : [value];
}

/**
 * One index's data: records in slots, the Orama text index over its searchable attributes, column
 * views for filters, facets and sorts, and caches of masks, text matches, orders and facet counts.
 * Replicas share the core of their primary index and differ only in the sort they ask for.
 * Any change of records drops every cache, so answers never go stale.
 */
import { filterKey, type FilterNode } from './filter-ast';
import { countFacets, type FacetResult } from './facet-counts';
import { LruCache } from './lru-cache';
import { rankingComparator, sortColumn } from './ranking';
import { RecordColumns, type Mask } from './record-columns';
import type { IndexSettings, SortCriterion } from './search-record';
import { TextIndex, type TextMatches } from './text-index';

export interface IndexedRecord {
  objectID: string;
}

const stripModifier = (attribute: string): string => attribute.replace(/^(filterOnly|searchable|afterDistinct)\((.*)\)$/, '$2');

export interface RankedResult {
  /** Matching slots, best first. */
  slots: Int32Array;
  text: TextMatches | null;
}

export class IndexCore<R extends IndexedRecord> {
  private records: (R | undefined)[] = [];
  private slots = new Map<string, number>();
  private readonly text: TextIndex;
  private columnsCache: RecordColumns | null = null;
  private sortColumns = new Map<string, Float64Array>();
  private readonly masks = new LruCache<Mask>(256);
  private readonly texts = new LruCache<TextMatches | null>(256);
  private readonly orders = new LruCache<RankedResult>(256);
  private readonly facetResults = new LruCache<FacetResult>(256);
  /** Attributes facet filters and `facets` may use. */
  readonly facetable: ReadonlySet<string>;
  /** What `facets: ['*']` returns (filterOnly attributes excluded). */
  readonly facetsForWildcard: readonly string[];

  constructor(readonly settings: IndexSettings) {
    this.text = new TextIndex(settings.searchableAttributes);
    this.facetable = new Set(settings.attributesForFaceting.map(stripModifier));
    this.facetsForWildcard = settings.attributesForFaceting.filter((name) => !name.startsWith('filterOnly(')).map(stripModifier);
  }

  get count(): number {
    return this.slots.size;
  }

  replaceAll(records: readonly R[]): void {
    this.records = [];
    this.slots = new Map();
    this.text.clear();
    this.upsert(records);
  }

  upsert(records: readonly R[]): void {
    for (const record of records) {
      const existing = this.slots.get(record.objectID);
      const slot = existing ?? this.records.length;
      if (existing !== undefined) this.text.delete(slot);
      this.records[slot] = record;
      this.slots.set(record.objectID, slot);
      this.text.add(slot, record);
    }
    this.invalidate();
  }

  remove(objectIDs: readonly string[]): void {
    for (const objectID of objectIDs) {
      const slot = this.slots.get(objectID);
      if (slot === undefined) continue;
      this.text.delete(slot);
      this.records[slot] = undefined;
      this.slots.delete(objectID);
    }
    this.invalidate();
  }

  /** Drops computed columns and cached answers (benchmarks measure cold queries with it). */
  clearCaches(): void {
    this.invalidate();
    this.text.clearCache();
  }

  private invalidate(): void {
    this.columnsCache = null;
    this.sortColumns = new Map();
    this.masks.clear();
    this.texts.clear();
    this.orders.clear();
    this.facetResults.clear();
  }

  get(objectID: string): R | undefined {
    const slot = this.slots.get(objectID);
    return slot === undefined ? undefined : this.records[slot];
  }

  record(slot: number): R {
    const record = this.records[slot];
    if (!record) throw new Error(`No record in slot ${slot}`);
    return record;
  }

  allRecords(): R[] {
    return this.records.filter((record): record is R => record !== undefined);
  }

  columns(): RecordColumns {
    this.columnsCache ??= new RecordColumns(this.records, (attribute) => this.facetable.has(attribute));
    return this.columnsCache;
  }

  /** Read-only: cached and shared. */
  filterMask(filter: FilterNode | null): Mask {
    return this.masks.getOrCompute(filterKey(filter), () => this.columns().evaluate(filter));
  }

  textMatches(query: string): TextMatches | null {
    const cached = this.texts.get(query);
    if (cached !== undefined) return cached;
    const matches = this.text.search(query);
    this.texts.set(query, matches);
    return matches;
  }

  private sortColumn(attribute: string): Float64Array {
    let column = this.sortColumns.get(attribute);
    if (!column) {
      column = sortColumn(this.records, attribute);
      this.sortColumns.set(attribute, column);
    }
    return column;
  }

  /** Matching slots in ranking order for a query, a filter and a replica's sort. */
  rank(query: string, filter: FilterNode | null, sort: readonly SortCriterion[]): RankedResult {
    const key = `${JSON.stringify(sort)}\u0000${filterKey(filter)}\u0000${query}`;
    return this.orders.getOrCompute(key, () => {
      const mask = this.filterMask(filter);
      const text = this.textMatches(query);
      const matching: number[] = [];
      if (text) {
        for (const slot of text.keys()) if (mask[slot]) matching.push(slot);
      } else {
        for (let slot = 0; slot < mask.length; slot++) if (mask[slot]) matching.push(slot);
      }
      const comparator = rankingComparator(sort, this.settings.customRanking, text, (attribute) => this.sortColumn(attribute));
      return { slots: Int32Array.from(matching.sort(comparator)), text };
    });
  }

  facets(query: string, filter: FilterNode | null, attributes: readonly string[], maxValuesPerFacet: number, slots: Int32Array): FacetResult {
    const key = `${filterKey(filter)}\u0000${query}\u0000${attributes.join(',')}\u0000${maxValuesPerFacet}`;
    return this.facetResults.getOrCompute(key, () => countFacets(this.columns(), slots, attributes, maxValuesPerFacet));
  }
}

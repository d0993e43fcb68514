/**
 * An index of plain records kept as they are (the suggestions): records in slots, their words in
 * Orama, and column views for filters, facets and sorts built lazily from the records. Any change
 * of records drops the views and bumps the version, so the core drops its cached answers.
 */
import type { FilterNode } from './search-filter-ast';
import { countFacets, type FacetResult } from './search-facet-counts';
import { IndexCore, type IndexData, type IndexedRecord } from './search-index-core';
import { sortColumn, type SortKey } from './search-ranking';
import { RecordColumns, type Mask } from './search-record-columns';
import type { IndexSettings, SortCriterion } from './search-record';
import { TextIndex } from './search-text-index';
import type { TextMatches } from './search-text-matches';
import type { TextOptions } from './search-text-search';

export class RecordIndex<R extends IndexedRecord> implements IndexData<R> {
  private records: (R | undefined)[] = [];
  private slots = new Map<string, number>();
  private readonly text: TextIndex;
  private columnsCache: RecordColumns | null = null;
  private sortColumns = new Map<string, Float64Array>();
  version = 0;
  readonly core: IndexCore<R>;

  constructor(settings: IndexSettings) {
    this.text = new TextIndex(settings.searchableAttributes);
    this.core = new IndexCore<R>(settings, this);
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
    this.changed();
  }

  remove(objectIDs: readonly string[]): void {
    for (const objectID of objectIDs) {
      const slot = this.slots.get(objectID);
      if (slot === undefined) continue;
      this.text.delete(slot);
      this.records[slot] = undefined;
      this.slots.delete(objectID);
    }
    this.changed();
  }

  private changed(): void {
    this.columnsCache = null;
    this.sortColumns = new Map();
    this.version++;
  }

  clearCaches(): void {
    this.columnsCache = null;
    this.sortColumns = new Map();
    this.text.clearCache();
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

  private columns(): RecordColumns {
    this.columnsCache ??= new RecordColumns(this.records, (attribute) => this.core.facetable.has(attribute));
    return this.columnsCache;
  }

  evaluate(filter: FilterNode | null): Mask {
    return this.columns().evaluate(filter);
  }

  searchText(query: string, options: TextOptions): TextMatches | null {
    return this.text.search(query, options);
  }

  sortKey(criterion: SortCriterion): SortKey {
    let column = this.sortColumns.get(criterion.attribute);
    if (!column) {
      column = sortColumn(this.records, criterion.attribute);
      this.sortColumns.set(criterion.attribute, column);
    }
    return { values: column, direction: criterion.direction };
  }

  countFacets(slots: Int32Array, attributes: readonly string[], maxValuesPerFacet: number, sortBy: 'count' | 'alpha'): FacetResult {
    return countFacets(this.columns(), slots, attributes, maxValuesPerFacet, sortBy);
  }

  order(): null {
    return null;
  }

  positions(): null {
    return null;
  }
}

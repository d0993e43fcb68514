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
import { ALL_TEXT, TextIndex, type TextOptions } from './text-index';
import type { TextMatches } from './text-matches';

export interface IndexedRecord {
  objectID: string;
}

const MODIFIER = /^(filterOnly|searchable|afterDistinct)\((.*)\)$/;

/** `afterDistinct(searchable(brand))` → `brand`. */
function stripModifiers(attribute: string): string {
  let name = attribute;
  for (let match = MODIFIER.exec(name); match; match = MODIFIER.exec(name)) name = match[2];
  return name;
}

const isSearchableFacet = (attribute: string): boolean => /(^|\()searchable\(/.test(attribute);

/**
 * How a query ranks: Algolia's `typoTolerance` (`min` keeps the records with the fewest typos,
 * `strict` the two fewest, and both put typos first) and `restrictSearchableAttributes`.
 */
export interface RankOptions {
  typoTolerance: 'true' | 'false' | 'min' | 'strict';
  restrictSearchableAttributes: readonly string[] | null;
}

export const DEFAULT_RANK: RankOptions = { typoTolerance: 'true', restrictSearchableAttributes: null };

export interface RankedResult {
  /** Matching slots, best first. */
  slots: Int32Array;
  text: TextMatches | null;
  /** What produced these slots, to key what is computed from them (facet counts). */
  key: string;
}

export class IndexCore<R extends IndexedRecord> {
  private records: (R | undefined)[] = [];
  private slots = new Map<string, number>();
  private readonly text: TextIndex;
  private columnsCache: RecordColumns | null = null;
  private sortColumns = new Map<string, Float64Array>();
  // Bounded by what they hold (matched records, facet values), not only by entries: their keys
  // and contents come from requests.
  private readonly masks = new LruCache<Mask>(256);
  private readonly texts = new LruCache<TextMatches | null>(32_768, 4096, (matches) => (matches?.size ?? 0) + 1);
  private readonly orders = new LruCache<RankedResult>(65_536, 4096, (ranked) => ranked.slots.length + (ranked.text?.size ?? 0) + 1);
  private readonly facetResults = new LruCache<FacetResult>(65_536, 4096, countValues);
  /** Attributes facet filters and `facets` may use. */
  readonly facetable: ReadonlySet<string>;
  /** Attributes declared `searchable(…)`: the only ones whose values can be searched. */
  readonly searchableFacets: ReadonlySet<string>;
  /** What `facets: ['*']` returns (filterOnly attributes excluded). */
  readonly facetsForWildcard: readonly string[];

  constructor(readonly settings: IndexSettings) {
    this.text = new TextIndex(settings.searchableAttributes);
    this.facetable = new Set(settings.attributesForFaceting.map(stripModifiers));
    this.searchableFacets = new Set(settings.attributesForFaceting.filter(isSearchableFacet).map(stripModifiers));
    this.facetsForWildcard = settings.attributesForFaceting.filter((name) => !name.startsWith('filterOnly(')).map(stripModifiers);
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

  textMatches(query: string, options: TextOptions = ALL_TEXT): TextMatches | null {
    const key = `${options.typos}\u0000${options.attributes?.join(',') ?? '*'}\u0000${query}`;
    const cached = this.texts.get(key);
    if (cached !== undefined) return cached;
    const matches = this.text.search(query, options);
    this.texts.set(key, matches);
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
  rank(query: string, filter: FilterNode | null, sort: readonly SortCriterion[], options: RankOptions = DEFAULT_RANK): RankedResult {
    const { typoTolerance, restrictSearchableAttributes } = options;
    const key = [JSON.stringify(sort), filterKey(filter), typoTolerance, restrictSearchableAttributes?.join(',') ?? '*', query].join('\u0000');
    return this.orders.getOrCompute(key, () => {
      const mask = this.filterMask(filter);
      const text = this.textMatches(query, { typos: typoTolerance !== 'false', attributes: restrictSearchableAttributes });
      let matching: number[] = [];
      if (text) {
        for (const slot of text.keys()) if (mask[slot]) matching.push(slot);
      } else {
        for (let slot = 0; slot < mask.length; slot++) if (mask[slot]) matching.push(slot);
      }
      const typosFirst = text !== null && (typoTolerance === 'min' || typoTolerance === 'strict');
      if (typosFirst) matching = fewestTypos(matching, text, typoTolerance === 'strict' ? 2 : 1);
      const comparator = rankingComparator(sort, this.settings.customRanking, text, (attribute) => this.sortColumn(attribute), typosFirst);
      return { slots: Int32Array.from(matching.sort(comparator)), text, key };
    });
  }

  /** Facet counts over a ranked result's slots, values sorted by count or alphabetically. */
  facets(ranked: RankedResult, attributes: readonly string[], maxValuesPerFacet: number, sortBy: 'count' | 'alpha' = 'count'): FacetResult {
    const key = `${ranked.key}\u0000${attributes.join(',')}\u0000${maxValuesPerFacet}\u0000${sortBy}`;
    return this.facetResults.getOrCompute(key, () => countFacets(this.columns(), ranked.slots, attributes, maxValuesPerFacet, sortBy));
  }
}

function countValues(result: FacetResult): number {
  let count = 1;
  for (const values of Object.values(result.facets)) count += Object.keys(values).length;
  return count;
}

/** The slots whose typo count is among the `levels` lowest (Algolia's typoTolerance min and strict). */
function fewestTypos(slots: number[], text: TextMatches, levels: number): number[] {
  const counts = [...new Set(slots.map((slot) => text.get(slot)!.typos))].sort((a, b) => a - b);
  const allowed = counts[Math.min(levels, counts.length) - 1] ?? 0;
  return slots.filter((slot) => text.get(slot)!.typos <= allowed);
}

/**
 * What an index answers from, whatever holds its records: the masks of filters, text matches,
 * orders and facet counts of queries, kept in bounded caches and dropped whenever the records
 * change (the data's `version`), so answers never go stale. Replicas share the core of their
 * primary index and differ only in the sort they ask for. The data is either plain records
 * (search-record-index.ts: the suggestions) or a store's view of the shared product table
 * (search-store-products.ts).
 */
import { filterKey, type FilterNode } from './search-filter-ast';
import type { FacetResult } from './search-facet-counts';
import { SharedSearchCache } from './search-bounded-cache';
import { bestFirst, rankingComparator, type SortKey, type TextColumns } from './search-ranking';
import { PAGINATION_LIMIT } from './search-params';
import type { Mask } from './search-record-columns';
import type { IndexSettings, SortCriterion } from './search-record';
import { ALL_TEXT, type TextOptions } from './search-text-search';
import type { TextMatch, TextMatches } from './search-text-matches';

export interface IndexedRecord {
  objectID: string;
}

/** The records of an index and how to evaluate queries over them, by slot. */
export interface IndexData<R> {
  /** Changes whenever records change: cached answers are dropped. */
  readonly version: number;
  record(slot: number): R;
  get(objectID: string): R | undefined;
  /** 1 for the slots passing the filter (every record for null); read-only. */
  evaluate(filter: FilterNode | null): Mask;
  /** Records matching the query's words; null when it has none. */
  searchText(query: string, options: TextOptions): TextMatches | null;
  /** What a sort criterion orders slots by (first number of the attribute, or a rank of it). */
  sortKey(criterion: SortCriterion): SortKey;
  countFacets(slots: Int32Array, attributes: readonly string[], maxValuesPerFacet: number, sortBy: 'count' | 'alpha'): FacetResult;
  /** Every slot ordered by `sort`, then the custom ranking, then slot (the order without a query), when the data keeps one. */
  order(sort: readonly SortCriterion[]): Int32Array | null;
  /** Where each slot's record was inserted, when slots are not in that order (ties rank by it). */
  positions(): Float64Array | null;
  /** Drops what the data only caches (benchmarks of cold queries). */
  clearCaches(): void;
}

const MODIFIER = /^(filterOnly|searchable|afterDistinct)\((.*)\)$/;

/** `afterDistinct(searchable(brand))` → `brand`. */
export function stripModifiers(attribute: string): string {
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

/** How records matched a query's words (a Map or anything that reads like one). */
export interface TextMatchLookup {
  get(slot: number): TextMatch | undefined;
  readonly size: number;
}

export interface RankedResult {
  /** Matching slots, best first. */
  slots: Int32Array;
  text: TextMatchLookup | null;
  /** What produced these slots, sort aside (the same slots in another order share it), to key what is computed from them (facet counts). */
  key: string;
}

/** What a cached value holds, in bytes (the shared search cache memory, SEARCH_CACHE_MB). */
const maskBytes = (mask: Mask): number => mask.byteLength;
/** Each match: its slot, typos, exactness, attribute and score (4 + 2 + 2 + 2 + 8 bytes). */
const matchesBytes = (matches: TextMatches | null): number => (matches?.size ?? 0) * 18;
/** The slots in order; the text matches they came with are the texts cache's. */
const orderBytes = (ranked: RankedResult): number => ranked.slots.byteLength + 64;
/** A facet value: its text, its count and its place in the object, some 64 bytes. */
const facetBytes = (result: FacetResult): number => countValues(result) * 64;

export class IndexCore<R extends IndexedRecord> {
  private seenVersion = -1;
  // Bounded by what they hold (matched records, facet values), not only by entries: their keys
  // and contents come from requests.
  private readonly masks = new SharedSearchCache<Mask>(maskBytes);
  private readonly texts = new SharedSearchCache<TextMatches | null>(matchesBytes);
  private readonly orders = new SharedSearchCache<RankedResult>(orderBytes);
  private readonly facetResults = new SharedSearchCache<FacetResult>(facetBytes);
  /** Attributes facet filters and `facets` may use. */
  readonly facetable: ReadonlySet<string>;
  /** Attributes declared `searchable(…)`: the only ones whose values can be searched. */
  readonly searchableFacets: ReadonlySet<string>;
  /** What `facets: ['*']` returns (filterOnly attributes excluded). */
  readonly facetsForWildcard: readonly string[];

  constructor(
    readonly settings: IndexSettings,
    readonly data: IndexData<R>,
  ) {
    this.facetable = new Set(settings.attributesForFaceting.map(stripModifiers));
    this.searchableFacets = new Set(settings.attributesForFaceting.filter(isSearchableFacet).map(stripModifiers));
    this.facetsForWildcard = settings.attributesForFaceting.filter((name) => !name.startsWith('filterOnly(')).map(stripModifiers);
  }

  /** Drops cached answers (benchmarks measure cold queries with it); the index itself stays. */
  clearCaches(): void {
    this.dropAnswers();
    this.data.clearCaches();
  }

  private sync(): void {
    if (this.data.version === this.seenVersion) return;
    this.seenVersion = this.data.version;
    this.dropAnswers();
  }

  private dropAnswers(): void {
    this.masks.clear();
    this.texts.clear();
    this.orders.clear();
    this.facetResults.clear();
  }

  get(objectID: string): R | undefined {
    return this.data.get(objectID);
  }

  record(slot: number): R {
    return this.data.record(slot);
  }

  /**
   * Read-only: cached and shared. The parts of an `and` are cached on their own: listings of a
   * store repeat the same base filters (displayInListing, isOnlyOutlet) and vary one or two
   * others, so a new listing only evaluates what is new to it over every slot.
   */
  filterMask(filter: FilterNode | null): Mask {
    this.sync();
    return this.masks.getOrCompute(filterKey(filter), () => {
      if (filter?.kind !== 'and' || filter.children.length < 2) return this.data.evaluate(filter);
      // Every mask is already cut to live records: their intersection is the filter's mask.
      const [first, ...others] = filter.children.map((child) => this.filterMask(child));
      const mask = first.slice();
      for (const other of others) for (let slot = 0; slot < mask.length; slot++) mask[slot] &= other[slot];
      return mask;
    });
  }

  textMatches(query: string, options: TextOptions = ALL_TEXT): TextMatches | null {
    this.sync();
    const key = `${options.typos}\u0000${options.attributes?.join(',') ?? '*'}\u0000${query}`;
    const cached = this.texts.get(key);
    if (cached !== undefined) return cached;
    const matches = this.data.searchText(query, options);
    this.texts.set(key, matches);
    return matches;
  }

  /** Matching slots in ranking order for a query, a filter and a replica's sort. */
  rank(query: string, filter: FilterNode | null, sort: readonly SortCriterion[], options: RankOptions = DEFAULT_RANK): RankedResult {
    this.sync();
    const { typoTolerance, restrictSearchableAttributes } = options;
    // The same records whatever the sort: replicas share their facet counts (`key`).
    const key = [filterKey(filter), typoTolerance, restrictSearchableAttributes?.join(',') ?? '*', query].join('\u0000');
    return this.orders.getOrCompute(`${JSON.stringify(sort)}\u0000${key}`, () => {
      const mask = this.filterMask(filter);
      const text = this.textMatches(query, { typos: typoTolerance !== 'false', attributes: restrictSearchableAttributes });
      if (!text) {
        const order = this.data.order(sort);
        if (order) return { slots: kept(order, mask), text, key };
      }
      let matching = text ? keptSlots(text.slots, mask) : slotsOf(mask);
      const columns = text && bySlot(text, mask.length);
      const typosFirst = columns !== null && (typoTolerance === 'min' || typoTolerance === 'strict');
      if (typosFirst) matching = fewestTypos(matching, columns, typoTolerance === 'strict' ? 2 : 1);
      const comparator = rankingComparator(sort, this.settings.customRanking, columns, (criterion) => this.data.sortKey(criterion), typosFirst, this.data.positions());
      return { slots: bestFirst(matching, comparator, PAGINATION_LIMIT), text, key };
    });
  }

  /** Facet counts over a ranked result's slots, values sorted by count or alphabetically. */
  facets(ranked: RankedResult, attributes: readonly string[], maxValuesPerFacet: number, sortBy: 'count' | 'alpha' = 'count'): FacetResult {
    this.sync();
    const key = `${ranked.key}\u0000${attributes.join(',')}\u0000${maxValuesPerFacet}\u0000${sortBy}`;
    return this.facetResults.getOrCompute(key, () => this.data.countFacets(ranked.slots, attributes, maxValuesPerFacet, sortBy));
  }
}

/** Text matches spread over arrays indexed by slot, reused from one ranking to the next (only the matched slots are read). */
interface Spread {
  typos: Uint16Array;
  exact: Uint16Array;
  attribute: Uint16Array;
  score: Float64Array;
  size: number;
}

let spread: Spread = { typos: new Uint16Array(0), exact: new Uint16Array(0), attribute: new Uint16Array(0), score: new Float64Array(0), size: 0 };

function bySlot(text: TextMatches, size: number): TextColumns {
  if (spread.size < size) {
    const capacity = Math.max(size, spread.size * 2);
    spread = { typos: new Uint16Array(capacity), exact: new Uint16Array(capacity), attribute: new Uint16Array(capacity), score: new Float64Array(capacity), size: capacity };
  }
  const { typos, exact, attribute, score } = spread;
  for (let at = 0; at < text.slots.length; at++) {
    const slot = text.slots[at];
    typos[slot] = text.typos[at];
    exact[slot] = text.exact[at];
    attribute[slot] = text.attribute[at];
    score[slot] = text.score[at];
  }
  return spread;
}

/** The slots of a mask, ascending (typed: a filter can keep most of a large catalogue). */
function slotsOf(mask: Mask): Int32Array {
  let count = 0;
  for (let slot = 0; slot < mask.length; slot++) count += mask[slot];
  const slots = new Int32Array(count);
  let at = 0;
  for (let slot = 0; slot < mask.length; slot++) if (mask[slot]) slots[at++] = slot;
  return slots;
}

/** The slots of `slots` the mask keeps, in order. */
function keptSlots(slots: Int32Array, mask: Mask): Int32Array {
  let count = 0;
  for (let index = 0; index < slots.length; index++) count += mask[slots[index]];
  if (count === slots.length) return slots.slice();
  const kept = new Int32Array(count);
  let at = 0;
  for (let index = 0; index < slots.length; index++) if (mask[slots[index]]) kept[at++] = slots[index];
  return kept;
}

/** The slots of `order` the mask keeps, in order. */
function kept(order: Int32Array, mask: Mask): Int32Array {
  let count = 0;
  for (let index = 0; index < order.length; index++) if (mask[order[index]]) count++;
  const slots = new Int32Array(count);
  let at = 0;
  for (let index = 0; index < order.length; index++) {
    const slot = order[index];
    if (mask[slot]) slots[at++] = slot;
  }
  return slots;
}

function countValues(result: FacetResult): number {
  let count = 1;
  for (const values of Object.values(result.facets)) count += Object.keys(values).length;
  return count;
}

/** The slots whose typo count is among the `levels` lowest (Algolia's typoTolerance min and strict). */
function fewestTypos(slots: Int32Array, text: TextColumns, levels: number): Int32Array {
  const counts = [...new Set(Array.from(slots, (slot) => text.typos[slot]))].sort((a, b) => a - b);
  const allowed = counts[Math.min(levels, counts.length) - 1] ?? 0;
  return slots.filter((slot) => text.typos[slot] <= allowed);
}

/**
 * The search engine's caches: least recently used out (the `lru-cache` package). Keys come from
 * requests (queries, filters, attribute lists), so the length of a key is bounded too: a key longer
 * than `maxKeyLength` is computed every time and never kept, and no request can pin megabytes of
 * keys. Values may be null (a query that matches nothing is kept too).
 *
 * - `BoundedCache`: a small cache of its own, bounded in entries (records read for answers, keys
 *   checked).
 * - `SharedSearchCache`: what queries compute (filter masks, word matches, orders, facet counts,
 *   highlight spans), weighed in bytes in one memory for the whole process (`searchCacheMemory`,
 *   SEARCH_CACHE_MB): a crawl of distinct listings fills it once, whatever the number of stores and
 *   indexes, and then only cycles it.
 */
import { LRUCache } from 'lru-cache';
import { DEFAULT_SEARCH_CACHE_MB } from '../core/config';

export class BoundedCache<V> {
  private readonly entries: LRUCache<string, { value: V }>;

  constructor(
    capacity: number,
    private readonly maxKeyLength = 4096,
  ) {
    this.entries = new LRUCache<string, { value: V }>({ max: capacity });
  }

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    if (key.length <= this.maxKeyLength) this.entries.set(key, { value });
  }

  getOrCompute(key: string, compute: () => V): V {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached.value;
    const value = compute();
    this.set(key, value);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Bytes an entry costs besides what it holds (the store's node, the key, the holder object). */
const ENTRY_BYTES = 160;


/**
 * The memory every `SharedSearchCache` of the process shares, in bytes: least recently used out
 * first, whichever cache the entry belongs to. `resize` (at start, from the settings) empties it.
 */
export class SearchCacheMemory {
  private store: LRUCache<string, { value: unknown; bytes: number }>;
  private nextCache = 0;

  constructor(bytes: number) {
    this.store = SearchCacheMemory.storeOf(bytes);
  }

  private static storeOf(bytes: number): LRUCache<string, { value: unknown; bytes: number }> {
    const maxSize = Math.max(1, Math.floor(bytes));
    return new LRUCache({ maxSize, maxEntrySize: maxSize, sizeCalculation: (entry) => entry.bytes });
  }

  resize(bytes: number): void {
    this.store = SearchCacheMemory.storeOf(bytes);
  }

  /** A prefix of its own for each cache: its keys never meet another's. */
  cacheId(): string {
    return (this.nextCache++).toString(36);
  }

  get(key: string): { value: unknown } | undefined {
    return this.store.get(key);
  }

  set(key: string, value: unknown, bytes: number): void {
    this.store.set(key, { value, bytes: Math.max(1, Math.ceil(bytes)) });
  }

  delete(key: string): void {
    this.store.delete(key);
  }

  get usage(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.store.size, bytes: this.store.calculatedSize, maxBytes: this.store.maxSize };
  }
}

/** The process's search cache memory, sized by SEARCH_CACHE_MB at start (server/search/search-plugin.ts). */
export const searchCacheMemory = new SearchCacheMemory(DEFAULT_SEARCH_CACHE_MB * 1024 * 1024);

/**
 * A cache of what queries compute, in the shared memory: `bytes` says what an entry holds (typed
 * arrays by their length, objects by an estimate of their fields). `clear` starts a new generation:
 * the older entries are never answered again and leave the memory as it needs room.
 */
export class SharedSearchCache<V> {
  private readonly id: string;
  private generation = 0;

  constructor(
    private readonly bytes: (value: V) => number,
    private readonly maxKeyLength = 4096,
    private readonly memory: SearchCacheMemory = searchCacheMemory,
  ) {
    this.id = memory.cacheId();
  }

  private keyOf(key: string): string {
    return `${this.id}.${this.generation}|${key}`;
  }

  get(key: string): V | undefined {
    return this.memory.get(this.keyOf(key))?.value as V | undefined;
  }

  /** An entry heavier than the whole memory is not kept. */
  set(key: string, value: V): void {
    if (key.length <= this.maxKeyLength) this.memory.set(this.keyOf(key), value, ENTRY_BYTES + 2 * key.length + this.bytes(value));
  }

  getOrCompute(key: string, compute: () => V): V {
    const cached = this.memory.get(this.keyOf(key));
    if (cached !== undefined) return cached.value as V;
    const value = compute();
    this.set(key, value);
    return value;
  }

  delete(key: string): void {
    this.memory.delete(this.keyOf(key));
  }

  clear(): void {
    this.generation++;
  }
}

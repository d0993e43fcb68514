/**
 * The search engine's caches: least recently used out (the `lru-cache` package), bounded in entries
 * or, given `weigh`, in what the entries hold (matched records, facet values) when they differ in
 * size. Keys come from requests (queries, filters, attribute lists), so the length of a key is
 * bounded too: a key longer than `maxKeyLength` is computed every time and never kept, and no
 * request can pin megabytes of keys. Values may be null (a query that matches nothing is kept too).
 */
import { LRUCache } from 'lru-cache';

export class BoundedCache<V> {
  private readonly entries: LRUCache<string, { value: V }>;

  constructor(
    capacity: number,
    private readonly maxKeyLength = 4096,
    weigh?: (value: V) => number,
  ) {
    this.entries = weigh
      ? new LRUCache<string, { value: V }>({ maxSize: capacity, sizeCalculation: (entry) => Math.max(1, Math.ceil(weigh(entry.value))) })
      : new LRUCache<string, { value: V }>({ max: capacity });
  }

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** An entry heavier than the whole capacity is not kept. */
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

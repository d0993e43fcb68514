/**
 * A bounded cache that keeps what is used: entries live in a young generation; when it is full
 * it becomes the old one and the previous old generation is dropped, and an old entry read again
 * moves back to the young one. Nearly least-recently-used, at the cost of a Map lookup per read
 * (no reordering), and never more than twice `capacity` entries.
 *
 * Keys come from requests (queries, filters, attribute lists), so the length of a key is bounded
 * too: a key longer than `maxKeyLength` is computed every time and never kept, and no request can
 * pin megabytes of keys. `weigh` counts what an entry holds (matched records, say) when entries
 * differ in size: `capacity` then bounds the total weight of a generation.
 */
export class LruCache<V> {
  private young = new Map<string, V>();
  private old = new Map<string, V>();
  private youngWeight = 0;

  constructor(
    private readonly capacity: number,
    private readonly maxKeyLength = 4096,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const aged = this.old.get(key);
    if (aged !== undefined) {
      this.old.delete(key);
      this.set(key, aged);
    }
    return aged;
  }

  set(key: string, value: V): void {
    if (this.young.has(key)) {
      this.young.set(key, value);
      return;
    }
    const weight = this.weigh(value);
    if (key.length > this.maxKeyLength || weight > this.capacity) return;
    if (this.youngWeight + weight > this.capacity) {
      this.old = this.young;
      this.young = new Map();
      this.youngWeight = 0;
    }
    this.young.set(key, value);
    this.youngWeight += weight;
  }

  getOrCompute(key: string, compute: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = compute();
    this.set(key, value);
    return value;
  }

  /** Forgets one entry (its weight stays counted until the generation turns). */
  delete(key: string): void {
    this.young.delete(key);
    this.old.delete(key);
  }

  clear(): void {
    this.young = new Map();
    this.old = new Map();
    this.youngWeight = 0;
  }

  get size(): number {
    return this.young.size + this.old.size;
  }

  /** Characters held in keys (what a request controls). */
  get keyChars(): number {
    let total = 0;
    for (const generation of [this.young, this.old]) for (const key of generation.keys()) total += key.length;
    return total;
  }
}

/**
 * A small in-memory cache with a time to live, for answers that change only when the catalogue
 * does (init, menu, translations…). Concurrent misses share one load. `no_cache=1` bypasses it.
 */
export class TtlCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1000,
  ) {}

  async get<T>(key: string, load: () => Promise<T>, options: { bypass?: boolean } = {}): Promise<T> {
    if (options.bypass || this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    const value = load();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets one answer (a change committed that it depends on). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

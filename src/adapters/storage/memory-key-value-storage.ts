import type { KeyValueStorage } from '../../application/ports/key-value-storage';

/** Storage for one SSR request, tests, or a browser where localStorage is blocked. */
export class MemoryKeyValueStorage implements KeyValueStorage {
  private readonly entries: Map<string, string>;

  constructor(initial: Record<string, string> = {}) {
    this.entries = new Map(Object.entries(initial));
  }

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  snapshot(): Record<string, string> {
    return Object.fromEntries(this.entries);
  }
}

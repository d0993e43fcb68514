import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import { MemoryKeyValueStorage } from './memory-key-value-storage';

/**
 * window.localStorage, falling back to memory when storage is blocked (private mode, disabled
 * cookies): the UI shows the local-storage warning modal from `available` (SPEC §2 modals).
 */
export class BrowserLocalStorage implements KeyValueStorage {
  readonly available: boolean;
  private readonly target: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

  constructor(storage: Storage | undefined = globalThis.localStorage) {
    this.available = BrowserLocalStorage.probe(storage);
    this.target = this.available && storage ? storage : new MemoryKeyValueStorage();
  }

  getItem(key: string): string | null {
    return this.target.getItem(key);
  }

  setItem(key: string, value: string): void {
    try {
      this.target.setItem(key, value);
    } catch {
      // Quota exceeded: the value only lives until the page is left, like the memory fallback.
    }
  }

  removeItem(key: string): void {
    this.target.removeItem(key);
  }

  private static probe(storage: Storage | undefined): boolean {
    if (!storage) return false;
    try {
      const key = '__boutique_probe__';
      storage.setItem(key, key);
      storage.removeItem(key);
      return true;
    } catch {
      return false;
    }
  }
}

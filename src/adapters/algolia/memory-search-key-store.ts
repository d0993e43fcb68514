import type { SearchKeyStore } from '../../application/ports/search-key';

/** A key held in memory for the container's life. */
export class MemorySearchKeyStore implements SearchKeyStore {
  private key: string | null = null;

  get(): string | null {
    return this.key;
  }

  set(key: string | null): void {
    this.key = key;
  }
}

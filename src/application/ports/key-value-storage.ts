import { token } from './token';

/**
 * Browser-storage-like key/value store (localStorage in the browser, memory on the server, the
 * profile file for the CLI). Synchronous on purpose: the basket and tokens are restored at start.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const KEY_VALUE_STORAGE = token<KeyValueStorage>('KeyValueStorage');

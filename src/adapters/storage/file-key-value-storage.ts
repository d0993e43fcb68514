import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import type { ProfileFile } from './profile-file';

/** The CLI's "local storage": the `storage` section of the profile file. */
export class FileKeyValueStorage implements KeyValueStorage {
  constructor(private readonly profile: ProfileFile) {}

  getItem(key: string): string | null {
    return this.profile.read().storage[key] ?? null;
  }

  setItem(key: string, value: string): void {
    this.profile.update((data) => {
      data.storage[key] = String(value);
    });
  }

  removeItem(key: string): void {
    if (!(key in this.profile.read().storage)) return;
    this.profile.update((data) => {
      delete data.storage[key];
    });
  }
}

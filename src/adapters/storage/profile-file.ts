import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StoredCookie } from '../cookies/memory-cookie-jar';

/** The CLI profile (`~/.boutique/profile.json`): tokens, cookies and basket of one support agent. */
export interface ProfileData {
  version: 1;
  storage: Record<string, string>;
  cookies: Record<string, StoredCookie>;
}

const empty = (): ProfileData => ({ version: 1, storage: {}, cookies: {} });

/**
 * Read once, written whole on every change (write to a temporary file, then rename). The file is
 * only created by the first write, private to its owner since it holds tokens.
 */
export class ProfileFile {
  private data: ProfileData | null = null;

  constructor(readonly path: string) {}

  read(): ProfileData {
    this.data ??= this.load();
    return this.data;
  }

  update(change: (data: ProfileData) => void): void {
    const data = this.read();
    change(data);
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, this.path);
  }

  private load(): ProfileData {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty();
      throw error;
    }
    try {
      const parsed = JSON.parse(text) as Partial<ProfileData>;
      return { version: 1, storage: { ...parsed.storage }, cookies: { ...parsed.cookies } };
    } catch {
      throw new Error(`The profile ${this.path} is not valid JSON; fix or delete it.`);
    }
  }
}

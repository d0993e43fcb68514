import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileCookieJar } from '../cookies/file-cookie-jar';
import { BrowserLocalStorage } from './browser-local-storage';
import { FileKeyValueStorage } from './file-key-value-storage';
import { MemoryKeyValueStorage } from './memory-key-value-storage';
import { ProfileFile } from './profile-file';
import { StorageAuthTokenStore } from './storage-auth-token-store';

const dirs: string[] = [];
const tempProfile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'boutique-profile-'));
  dirs.push(dir);
  return join(dir, 'nested', 'profile.json');
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('profile file storage', () => {
  it('creates nothing until something is written', () => {
    const path = tempProfile();
    const storage = new FileKeyValueStorage(new ProfileFile(path));
    expect(storage.getItem('basket')).toBeNull();
    storage.removeItem('basket');
    expect(existsSync(path)).toBe(false);
  });

  it('keeps values and cookies across processes, in a private file', () => {
    const path = tempProfile();
    new FileKeyValueStorage(new ProfileFile(path)).setItem('basket', '[]');
    new FileCookieJar(new ProfileFile(path)).set('referer', 'aff', { maxAgeSeconds: 2592000 });

    const reopened = new ProfileFile(path);
    expect(new FileKeyValueStorage(reopened).getItem('basket')).toBe('[]');
    expect(new FileCookieJar(reopened).get('referer')).toBe('aff');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8')).version).toBe(1);
  });

  it('explains a corrupt profile', () => {
    const path = tempProfile();
    new FileKeyValueStorage(new ProfileFile(path)).setItem('a', 'b');
    writeFileSync(path, '{oops');
    expect(() => new FileKeyValueStorage(new ProfileFile(path)).getItem('a')).toThrow(/not valid JSON/);
  });
});

describe('auth token store over storage', () => {
  it('stores tokens under the SPEC keys and reads them back', () => {
    const storage = new MemoryKeyValueStorage();
    const tokens = new StorageAuthTokenStore(storage);
    expect(tokens.get()).toBeNull();
    tokens.save({ accessToken: 'jwt', refreshToken: 'r1', strategy: 'customLocal' });
    expect(storage.snapshot()).toEqual({
      'auth.strategy': 'customLocal',
      'auth._token.customLocal': 'Bearer jwt',
      'auth._refresh_token.customLocal': 'r1',
    });
    expect(tokens.get()).toEqual({ accessToken: 'jwt', refreshToken: 'r1', strategy: 'customLocal' });
    tokens.clear();
    expect(storage.snapshot()).toEqual({});
  });

  it('switches strategy cleanly', () => {
    const storage = new MemoryKeyValueStorage();
    const tokens = new StorageAuthTokenStore(storage);
    tokens.save({ accessToken: 'a', refreshToken: null, strategy: 'customLocal' });
    tokens.save({ accessToken: 'b', refreshToken: null, strategy: 'customApple' });
    expect(storage.getItem('auth._token.customLocal')).toBeNull();
    expect(tokens.get()?.accessToken).toBe('b');
  });
});

describe('browser local storage', () => {
  it('falls back to memory when storage is blocked', () => {
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const storage = new BrowserLocalStorage(blocked);
    expect(storage.available).toBe(false);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('uses the real storage when available', () => {
    const backing = new MemoryKeyValueStorage();
    const storage = new BrowserLocalStorage(backing as unknown as Storage);
    expect(storage.available).toBe(true);
    storage.setItem('k', 'v');
    expect(backing.getItem('k')).toBe('v');
  });
});

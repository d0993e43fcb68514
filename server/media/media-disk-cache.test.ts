/** The derivatives' disk cache: bounded by size with the least recently served going first, rebuilt from its directory, and never a failure when the disk is not there for it. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync, chmodSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskCache } from './media-disk-cache';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'media-cache-test-'));
  made.push(dir);
  return dir;
};
const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);
const filesIn = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name).sort();

describe('DiskCache', () => {
  it('keeps what it is given, and evicts the least recently served past its size', async () => {
    const dir = freshDir();
    const warnings: string[] = [];
    const cache = await DiskCache.open({ dir, maxBytes: 3000, warn: (message) => warnings.push(message) });
    await cache.put('aa.one', bytes(1000, 1));
    await cache.put('ab.two', bytes(1000, 2));
    await cache.put('ac.three', bytes(1000, 3));
    expect(cache.bytes).toBe(3000);
    // Served lately: it stays when room is needed.
    expect((await cache.get('aa.one'))?.equals(bytes(1000, 1))).toBe(true);
    await cache.put('ad.four', bytes(1000, 4));
    expect(cache.has('ab.two')).toBe(false);
    expect(await cache.get('ab.two')).toBeNull();
    expect(filesIn(dir)).toEqual(['aa.one', 'ac.three', 'ad.four']);
    expect(cache.bytes).toBe(3000);
    // One larger than the whole cache is not kept, and pushes nothing out.
    await cache.put('ae.huge', bytes(5000, 5));
    expect(cache.has('ae.huge')).toBe(false);
    expect(cache.count).toBe(3);
    expect(warnings).toEqual([]);
  });

  it('rebuilds its index from the directory at start, oldest first, leaving half-written files out', async () => {
    const dir = freshDir();
    mkdirSync(path.join(dir, 'ff'));
    const old = path.join(dir, 'ff', 'ff.old');
    writeFileSync(old, bytes(800, 1));
    utimesSync(old, new Date(2020, 0, 1), new Date(2020, 0, 1));
    writeFileSync(path.join(dir, 'ff', 'ff.new'), bytes(800, 2));
    writeFileSync(path.join(dir, 'ff', 'ff.new.123-abcd.tmp'), bytes(300, 3));
    const cache = await DiskCache.open({ dir, maxBytes: 2000, warn: () => {} });
    expect({ count: cache.count, bytes: cache.bytes }).toEqual({ count: 2, bytes: 1600 });
    expect(filesIn(dir)).toEqual(['ff.new', 'ff.old']);
    await cache.put('fe.more', bytes(800, 4));
    expect(cache.has('ff.old')).toBe(false);
    expect(cache.has('ff.new')).toBe(true);
    // A smaller limit at the next start trims it at once.
    const smaller = await DiskCache.open({ dir, maxBytes: 900, warn: () => {} });
    expect(smaller.count).toBe(1);
  });

  it('forgets a file removed behind its back', async () => {
    const dir = freshDir();
    const cache = await DiskCache.open({ dir, maxBytes: 10_000, warn: () => {} });
    await cache.put('ba.gone', bytes(100, 1));
    rmSync(path.join(dir, 'ba', 'ba.gone'));
    expect(await cache.get('ba.gone')).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it.skipIf(process.getuid?.() === 0)('only warns when its directory cannot be written', async () => {
    const dir = freshDir();
    chmodSync(dir, 0o500);
    const warnings: string[] = [];
    const cache = await DiskCache.open({ dir, maxBytes: 10_000, warn: (message) => warnings.push(message) });
    await expect(cache.put('ca.nowhere', bytes(100, 1))).resolves.toBeUndefined();
    expect(await cache.get('ca.nowhere')).toBeNull();
    expect(warnings).toHaveLength(1);
    chmodSync(dir, 0o700);
  });

  it('only warns when its directory cannot be made (a file stands in the way)', async () => {
    const parent = freshDir();
    const blocked = path.join(parent, 'not-a-dir');
    writeFileSync(blocked, 'x');
    const warnings: string[] = [];
    const cache = await DiskCache.open({ dir: path.join(blocked, 'cache'), maxBytes: 10_000, warn: (message) => warnings.push(message) });
    await expect(cache.put('da.nowhere', bytes(100, 1))).resolves.toBeUndefined();
    expect(await cache.get('da.nowhere')).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it('keeps nothing with a size of 0', async () => {
    const dir = freshDir();
    const cache = await DiskCache.open({ dir, maxBytes: 0, warn: () => {} });
    await cache.put('ea.none', bytes(10, 1));
    expect(filesIn(dir)).toEqual([]);
  });
});

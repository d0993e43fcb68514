/**
 * What zip and tar extraction share: where an entry may go (never outside the temporary folder),
 * and a budget of entries and bytes counted while the bytes flow, so that no header, however
 * wrong, makes the shop write more than the limits.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type BundleLimits, type BundleProblems, RATIO_FREE_BYTES, shown, sizeText } from './merchandise-bundle-limits';

export type EntryPlace = { kind: 'file' | 'folder'; path: string } | { kind: 'ignored' } | { kind: 'refused'; problem: string };

/** What archivers add beside the files: macOS resource forks and finder files, Windows thumbnails. */
const JUNK = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|\._[^/]*$)/;

/** Where an entry named `name` goes inside the bundle: a relative path of plain segments. */
export function entryPlace(name: string): EntryPlace {
  if (name.includes('\0') || name.length > 1024) return { kind: 'refused', problem: `entry ${shown(name)} has an impossible name` };
  const slashed = name.replaceAll('\\', '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) return { kind: 'refused', problem: `entry ${shown(name)} has an absolute path` };
  const segments = slashed.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return { kind: 'refused', problem: `entry ${shown(name)} points outside the bundle (..)` };
  if (segments.length === 0) return { kind: 'ignored' };
  const relative = segments.join('/');
  if (JUNK.test(relative + (slashed.endsWith('/') ? '/' : ''))) return { kind: 'ignored' };
  return { kind: slashed.endsWith('/') ? 'folder' : 'file', path: relative };
}

/** The largest a file of the bundle may be, by what it is. */
export function fileLimit(relative: string, limits: BundleLimits): number {
  if (/^products\.(csv|jsonl)$/.test(relative)) return limits.productFileBytes;
  if (relative.endsWith('.json')) return limits.jsonBytes;
  return limits.pictureBytes;
}

/** Thrown inside a pipeline to stop an entry; its message is the problem, in words. */
export class LimitExceeded extends Error {}

/** The entries and bytes of one archive, against the limits; the archive's problems go to `problems`. */
export class ExtractionBudget {
  private entryCount = 0;
  private totalBytes = 0;
  private readonly written = new Set<string>();
  /** Once true, the archive is refused: the rest is only looked at, never written. */
  refused = false;

  constructor(
    readonly limits: BundleLimits,
    readonly archive: string,
    readonly problems: BundleProblems,
    readonly into: string,
  ) {}

  refuse(message: string): void {
    this.refused = true;
    this.problems.at(this.archive, undefined, message);
  }

  /** Counts one more entry: false (and a problem) past the limit. */
  countEntry(): boolean {
    this.entryCount += 1;
    if (this.entryCount <= this.limits.entries) return true;
    if (this.entryCount === this.limits.entries + 1) this.refuse(`holds more than ${this.limits.entries} entries`);
    return false;
  }

  /** Claims a file's path: false (and a problem) when the archive names it twice. */
  claim(relative: string): boolean {
    const key = relative.toLowerCase();
    if (!this.written.has(key)) {
      this.written.add(key);
      return true;
    }
    this.refuse(`names ${shown(relative)} twice`);
    return false;
  }

  async folder(relative: string): Promise<void> {
    await mkdir(path.join(this.into, relative), { recursive: true });
  }

  /**
   * Writes one entry's bytes, counting them as they come: past the file's limit, the total, or
   * (when `compressedBytes` says how many bytes it was made of) the zip-bomb ratio, it stops with
   * a LimitExceeded whose message names the entry.
   */
  async write(source: Readable | AsyncIterable<Buffer>, relative: string, compressedBytes?: () => number): Promise<void> {
    const target = path.join(this.into, relative);
    await mkdir(path.dirname(target), { recursive: true });
    const limit = fileLimit(relative, this.limits);
    let bytes = 0;
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        bytes += chunk.length;
        this.totalBytes += chunk.length;
        if (bytes > limit) return done(new LimitExceeded(`${shown(relative)} is over ${sizeText(limit)}`));
        if (this.totalBytes > this.limits.totalBytes) return done(new LimitExceeded(`is over ${sizeText(this.limits.totalBytes)} once uncompressed`));
        const compressed = compressedBytes?.();
        if (compressed !== undefined && this.isBomb(bytes, compressed)) return done(new LimitExceeded(bombText(relative, this.limits)));
        done(null, chunk);
      },
    });
    await pipeline(source, counter, createWriteStream(target, { flags: 'wx' }));
  }

  isBomb(uncompressed: number, compressed: number): boolean {
    return uncompressed > RATIO_FREE_BYTES && uncompressed > Math.max(compressed, 1) * this.limits.compressionRatio;
  }
}

export const bombText = (relative: string | null, limits: BundleLimits): string =>
  `${relative === null ? 'is' : `${shown(relative)} is`} compressed more than ${limits.compressionRatio} times (a zip bomb?)`;

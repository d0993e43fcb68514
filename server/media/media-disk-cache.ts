/**
 * Derivatives kept on disk (`<DATA_DIR>/media-cache`, MEDIA_CACHE_MB): a photo is resized once per
 * size and format, not once per visitor, and a restart does not start over. The size is bounded:
 * past it, the least recently served go first. The index (name → size, least recent first) lives in
 * memory and is rebuilt from the directory at start, oldest files first. Files are written under a
 * temporary name and renamed, so a reader (or a process sharing the directory) never sees half a
 * picture. A cache is a help, never a need: a full disk or a directory that cannot be written only
 * means pictures are made again, with a warning in the log, never a failed request.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface DiskCacheOptions {
  dir: string;
  /** 0: nothing is kept. */
  maxBytes: number;
  /** Told why the cache could not be used (at most once a minute). */
  warn: (message: string, error?: unknown) => void;
}

/** The names the cache takes: no separator, nothing hidden, nothing temporary. */
const KEY = /^[a-z0-9][a-z0-9._-]{2,200}$/;
const TEMPORARY = /\.tmp$/;
const WARN_EVERY_MS = 60_000;

export class DiskCache {
  /** Key → bytes, least recently used first (a Map keeps insertion order). */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private usable: boolean;
  private lastWarning = 0;

  private constructor(private readonly options: DiskCacheOptions) {
    this.usable = options.maxBytes > 0;
  }

  /** The cache of the directory, its index read back from what is there (created if need be). */
  static async open(options: DiskCacheOptions): Promise<DiskCache> {
    const cache = new DiskCache(options);
    if (cache.usable) await cache.rebuild();
    return cache;
  }

  get bytes(): number {
    return this.total;
  }

  get count(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  async get(key: string): Promise<Buffer | null> {
    const size = this.entries.get(key);
    if (size === undefined) return null;
    try {
      const bytes = await readFile(this.fileOf(key));
      this.entries.delete(key);
      this.entries.set(key, size);
      return bytes;
    } catch {
      // Removed behind our back (by hand, or by another process sharing the directory).
      this.forget(key);
      return null;
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    if (!this.usable || !KEY.test(key) || bytes.length > this.options.maxBytes) return;
    const file = this.fileOf(key);
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      this.warnSometimes(`The media cache cannot write to ${this.options.dir}: pictures are made again until it can`, error);
      return;
    }
    this.forget(key);
    this.entries.set(key, bytes.length);
    this.total += bytes.length;
    await this.evict();
  }

  private fileOf(key: string): string {
    // Spread over 256 folders: no directory grows to hundreds of thousands of entries.
    return path.join(this.options.dir, key.slice(0, 2), key);
  }

  private forget(key: string): void {
    const size = this.entries.get(key);
    if (size === undefined) return;
    this.entries.delete(key);
    this.total -= size;
  }

  private async evict(): Promise<void> {
    while (this.total > this.options.maxBytes && this.entries.size > 0) {
      const oldest = this.entries.keys().next().value as string;
      this.forget(oldest);
      await rm(this.fileOf(oldest), { force: true }).catch(() => {});
    }
  }

  private async rebuild(): Promise<void> {
    try {
      await mkdir(this.options.dir, { recursive: true });
      const found: Array<{ key: string; size: number; time: number }> = [];
      for (const folder of await readdir(this.options.dir, { withFileTypes: true })) {
        if (!folder.isDirectory()) continue;
        const folderPath = path.join(this.options.dir, folder.name);
        const names = await readdir(folderPath);
        await Promise.all(names.map(async (name) => {
          const file = path.join(folderPath, name);
          // Left by a process that stopped while writing.
          if (TEMPORARY.test(name) || !KEY.test(name)) return rm(file, { force: true }).catch(() => {});
          const facts = await stat(file).catch(() => null);
          if (facts?.isFile()) found.push({ key: name, size: facts.size, time: facts.mtimeMs });
        }));
      }
      for (const entry of found.sort((a, b) => a.time - b.time)) {
        this.entries.set(entry.key, entry.size);
        this.total += entry.size;
      }
      await this.evict();
    } catch (error) {
      this.usable = false;
      this.warnSometimes(`The media cache cannot use ${this.options.dir}: pictures are made on every request`, error);
    }
  }

  private warnSometimes(message: string, error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.options.warn(message, error);
  }
}

/**
 * What a bundle may hold (docs/catalogue-format.md "Limits"), and the list of its problems. A
 * bundle comes from outside: every size is checked while the bytes flow, never taken from a
 * header, and the problems are collected (up to a cap) rather than thrown.
 */
import type { BundleProblem } from '../../src/domain/catalogue/catalogue-bundle';

export interface BundleLimits {
  /** Every file of the bundle, uncompressed. */
  totalBytes: number;
  /** Files and folders in an archive. */
  entries: number;
  pictureBytes: number;
  /** products.csv or products.jsonl. */
  productFileBytes: number;
  /** Each reference JSON file (brands.json, texts/<store>.json…). */
  jsonBytes: number;
  /** One CSV cell (or one JSON Lines value). */
  cellBytes: number;
  /** Uncompressed size over compressed size past which an archive is taken for a zip bomb. */
  compressionRatio: number;
  /** Problems listed before "and N more". */
  problems: number;
}

const MB = 1024 * 1024;

export const DEFAULT_BUNDLE_LIMITS: BundleLimits = {
  totalBytes: 2048 * MB,
  entries: 200_000,
  pictureBytes: 25 * MB,
  productFileBytes: 1024 * MB,
  jsonBytes: 50 * MB,
  cellBytes: 64 * 1024,
  compressionRatio: 200,
  problems: 1000,
};

/** The ratio applies past this size only: a small file of spaces compresses well and harms nobody. */
export const RATIO_FREE_BYTES = MB;

export interface ReadBundleOptions {
  limits?: Partial<BundleLimits>;
  /** Called as products.csv is read, with the rows read so far (every 1000 rows, and at the end). */
  onProgress?: (rowsRead: number) => void;
  /** Where an archive is unpacked (a folder of its own inside it); the system's temporary folder by default. */
  tempDir?: string;
}

export const bundleLimits = (options?: ReadBundleOptions): BundleLimits => ({ ...DEFAULT_BUNDLE_LIMITS, ...options?.limits });

/** `1.5 MB`, the way limits are worded in problems. */
export function sizeText(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}

/** A cell or a name quoted in a problem, cut when long. */
export const shown = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The problems of one reading: the first `cap` are kept, the rest only counted. */
export class BundleProblems {
  private readonly kept: BundleProblem[] = [];
  private dropped = 0;

  constructor(private readonly cap: number) {}

  add(problem: BundleProblem): void {
    if (this.kept.length < this.cap) this.kept.push(problem);
    else this.dropped += 1;
  }

  /** Shorthand for a problem of one file, at a line when known. */
  at(file: string, line: number | undefined, message: string, field?: string): void {
    this.add({ file, ...(line === undefined ? {} : { line }), ...(field === undefined ? {} : { field }), message });
  }

  get count(): number {
    return this.kept.length + this.dropped;
  }

  get any(): boolean {
    return this.count > 0;
  }

  /** The problems in the order a merchant reads them: by file, then by line. */
  list(): BundleProblem[] {
    const sorted = [...this.kept].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    if (this.dropped === 0) return sorted;
    return [...sorted, { file: sorted[sorted.length - 1].file, message: `and ${this.dropped} more problems` }];
  }
}

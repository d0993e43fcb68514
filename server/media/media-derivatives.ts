/**
 * The derivatives of the merchant's photos (DESIGN decision 18, SPEC §9), at the addresses of
 * src/domain/routing/picture-derivatives.ts: made from the original in the media store on first
 * request, in the render queue's turn and once however many ask (media-render-queue.ts), then kept
 * on disk (media-disk-cache.ts) and the hottest in memory, so a listing's thumbnails are served as
 * fast as static files. The ETag is known from the address alone (the original's and watermark's
 * content hashes, size, format, pipeline and libvips versions: what decides the bytes), so a
 * browser's revalidation is answered without reading or making anything.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { fail, succeed, type Outcome } from '../core/outcome';
import {
  DERIVATIVE_CONTENT_TYPES,
  negotiatedFormat,
  parseDerivativePath,
  type DerivativeFormat,
  type DerivativeName,
} from '../../src/domain/routing/picture-derivatives';
import type { DiskCache } from './media-disk-cache';
import { PIPELINE_VERSION, renderDerivative } from './media-pipeline';
import { RenderQueue } from './media-render-queue';
import type { StoredOriginal } from './media-store';

/** A derivative asked for: its name, the format it will be served in and what identifies its bytes. */
export interface WantedDerivative {
  name: DerivativeName;
  format: DerivativeFormat;
  /** Chosen by `Accept` (the answer varies with it). */
  negotiated: boolean;
  key: string;
  etag: string;
}

export interface ServedDerivative {
  bytes: Buffer;
  contentType: string;
}

export interface DerivativesOptions {
  /** The original of a hash, from the media store (through the service's memory). */
  original: (hash: string) => Promise<StoredOriginal | null>;
  cache: DiskCache;
  /** Derivatives made at once (MEDIA_RENDERS). */
  renders: number;
  /** Told why a stored original could not be made into a derivative. */
  warn: (message: string, error?: unknown) => void;
  /** Memory for the most served derivatives (default 32 MB). */
  hotBytes?: number;
}

const HOT_BYTES = 32 * 1024 * 1024;
/** No single derivative pushes a page of thumbnails out of memory. */
const HOT_ENTRY_BYTES = 512 * 1024;
const RENDERER = `p${PIPELINE_VERSION}-vips${sharp.versions.vips}`;

export class MediaDerivatives {
  private readonly queue: RenderQueue;
  private readonly hot: LRUCache<string, Buffer>;
  /** Derivatives made by this process (the single-flight test counts them). */
  made = 0;

  constructor(private readonly options: DerivativesOptions) {
    this.queue = new RenderQueue(options.renders);
    this.hot = new LRUCache<string, Buffer>({
      maxSize: options.hotBytes ?? HOT_BYTES,
      maxEntrySize: HOT_ENTRY_BYTES,
      sizeCalculation: (bytes) => Math.max(1, bytes.length),
    });
    // Decoded photos are large and seldom asked twice in a row: libvips keeps none of them.
    sharp.cache(false);
  }

  /** Derivatives being made or waiting for their turn. */
  get pending(): number {
    return this.queue.pending;
  }

  /** What an address asks for, the format chosen by `accept` when the address names none; `not-found` when it names no derivative. */
  wanted(path: string, accept: string | undefined): Outcome<WantedDerivative> {
    const name = parseDerivativePath(path);
    if (!name) return fail('not-found', `${path.split(/[?#]/)[0]} is not the address of a picture`);
    const format = name.format ?? negotiatedFormat(accept);
    const size = `${name.size.square ? 'sq' : ''}${name.size.side}`;
    const mark = name.watermark ? `${name.watermark.hash}-${name.watermark.mobile ? 'm' : 'd'}` : 'plain';
    const key = `${name.hash}.${mark}.${size}.${RENDERER}.${format}`;
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
    return succeed({ name, format, negotiated: name.format === null, key, etag });
  }

  /** The derivative's bytes: from memory, from disk, or made now. */
  async derivative(wanted: WantedDerivative): Promise<Outcome<ServedDerivative>> {
    const contentType = DERIVATIVE_CONTENT_TYPES[wanted.format];
    const remembered = this.hot.get(wanted.key) ?? (await this.fromDisk(wanted.key));
    if (remembered) return succeed({ bytes: remembered, contentType });
    const made = await this.queue.run(wanted.key, () => this.make(wanted));
    return made.ok ? succeed({ bytes: made.value, contentType }) : made;
  }

  private async fromDisk(key: string): Promise<Buffer | null> {
    const bytes = await this.options.cache.get(key);
    if (bytes) this.hot.set(key, bytes);
    return bytes;
  }

  private async make(wanted: WantedDerivative): Promise<Outcome<Buffer>> {
    // Made meanwhile by a request that was in the queue before this one (another address, same bytes).
    const ready = this.hot.get(wanted.key);
    if (ready) return succeed(ready);
    const { name } = wanted;
    const original = await this.options.original(name.hash);
    if (!original) return fail('not-found', `There is no picture ${name.hash}`);
    const watermark = name.watermark ? await this.options.original(name.watermark.hash) : null;
    if (name.watermark && !watermark) return fail('not-found', `There is no watermark ${name.watermark.hash}`);
    let bytes: Buffer;
    try {
      bytes = await renderDerivative({
        original: original.bytes,
        size: name.size,
        watermark: watermark && name.watermark ? { bytes: watermark.bytes, mobile: name.watermark.mobile } : null,
      }, wanted.format);
    } catch (error) {
      this.options.warn(`The picture ${name.hash} cannot be made into ${wanted.key}`, error);
      return fail('refused', `The picture ${name.hash} cannot be made at that size`);
    }
    this.made += 1;
    this.hot.set(wanted.key, bytes);
    await this.options.cache.put(wanted.key, bytes);
    return succeed(bytes);
  }
}
